import type { Timers } from '../../src/features/editor/autosave/scheduler.ts';

/** Timers driven by the test: `advance(ms)` runs what is due. */
export function manualTimers() {
  let now = 0;
  let nextHandle = 1;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const timers: Timers = {
    set: (callback, delayMs) => {
      const handle = nextHandle++;
      pending.set(handle, { at: now + delayMs, callback });
      return handle;
    },
    clear: (handle) => void pending.delete(handle as number),
  };
  function advance(ms: number): void {
    now += ms;
    for (const [handle, entry] of [...pending.entries()].sort((a, b) => a[1].at - b[1].at)) {
      if (entry.at > now) continue;
      pending.delete(handle);
      entry.callback();
    }
  }
  return { timers, advance, count: () => pending.size };
}

/** Lets every promise that is ready run (replies of the fake server, the save queue). */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
