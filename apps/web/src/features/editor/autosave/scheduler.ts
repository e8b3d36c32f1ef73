export type Timers = {
  set: (callback: () => void, delayMs: number) => unknown;
  clear: (handle: unknown) => void;
};

export const realTimers: Timers = {
  set: (callback, delayMs) => setTimeout(callback, delayMs),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export type AutosaveScheduler = {
  /** An edit happened: (re)start the quiet period. */
  notifyEdit: () => void;
  /** Runs again in `delayMs` (a failed save retried), unless an edit restarts the quiet period first. */
  scheduleIn: (delayMs: number) => void;
  /** Saves now if a save is waiting; resolves when the running save (if any) is done. */
  flush: () => Promise<void>;
  /** A save is waiting for its timer or for the running save to finish. */
  hasPendingSave: () => boolean;
  isRunning: () => boolean;
  dispose: () => void;
};

/** Runs a task now or after the tasks before it (serialQueue.ts). */
type TaskQueue = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * Debounces saves: `run` starts `delayMs` after the last edit, never twice at once. An edit made
 * while a save runs leads to one more save as soon as it finishes. With a `queue`, the timer hands
 * `run` to it (schedulers sharing a queue never run at once).
 */
export function createAutosaveScheduler(options: {
  delayMs: number;
  run: () => Promise<void>;
  queue?: TaskQueue;
  timers?: Timers;
}): AutosaveScheduler {
  const timers = options.timers ?? realTimers;
  let timer: unknown = null;
  let running: Promise<void> | null = null;
  let isQueuedBehindRun = false;
  let isDisposed = false;

  function fire(): void {
    timer = null;
    if (isDisposed) return;
    if (running) {
      isQueuedBehindRun = true;
      return;
    }
    running = (options.queue ? options.queue(options.run) : options.run())
      .catch(() => undefined)
      .finally(() => {
        running = null;
        if (isQueuedBehindRun) {
          isQueuedBehindRun = false;
          fire();
        }
      });
  }

  function scheduleIn(delayMs: number): void {
    if (isDisposed) return;
    if (timer !== null) timers.clear(timer);
    timer = timers.set(fire, delayMs);
  }

  return {
    notifyEdit: () => scheduleIn(options.delayMs),
    scheduleIn,
    flush: async () => {
      if (timer !== null) {
        timers.clear(timer);
        fire();
      }
      while (running) await running;
    },
    hasPendingSave: () => timer !== null || isQueuedBehindRun,
    isRunning: () => running !== null,
    dispose: () => {
      isDisposed = true;
      if (timer !== null) timers.clear(timer);
      timer = null;
    },
  };
}
