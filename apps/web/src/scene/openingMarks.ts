/**
 * Marks the steps to the 3D view's first frame on the page's performance timeline (User Timing,
 * `bar-scene: …`), once per page: benchmarks and traces read where the time to the first frame goes.
 */
const marked = new Set<string>();

export function markOpening(step: string): void {
  if (marked.has(step)) return;
  marked.add(step);
  performance.mark(`bar-scene: ${step}`);
}
