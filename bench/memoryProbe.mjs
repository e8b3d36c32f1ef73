// Loaded into the server process by bench/memory.ts (node --import): answers every IPC message
// with the process's memory after a full garbage collection (node --expose-gc).
process.on('message', () => {
  globalThis.gc?.();
  process.send?.(process.memoryUsage());
});
// The IPC channel alone must not keep the server running once it closes.
process.channel?.unref();
