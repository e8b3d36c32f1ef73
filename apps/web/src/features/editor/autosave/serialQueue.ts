/**
 * Runs tasks one after another. The document save and the camera save both bump the bar's
 * version, so they share one queue: each reads the version its predecessor left behind, and two
 * requests never carry the same version. A task given to an idle queue starts at once.
 */
export function createSerialQueue(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  let queued = 0;
  return <T>(task: () => Promise<T>) => {
    const run: Promise<T> = queued === 0 ? task() : tail.then(task);
    queued++;
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    tail = settled.then(() => {
      queued--;
    });
    return run;
  };
}
