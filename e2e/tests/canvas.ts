import type { Locator } from '@playwright/test';

/**
 * Share of sampled canvas pixels that differ from the most common colour (the background).
 * A blank or failed WebGL canvas gives 0.
 */
export async function drawnShare(canvas: Locator): Promise<number> {
  return canvas.evaluate((element) => {
    const source = element as HTMLCanvasElement;
    const probe = document.createElement('canvas');
    probe.width = 160;
    probe.height = 100;
    const context = probe.getContext('2d');
    if (!context) return 0;
    context.drawImage(source, 0, 0, probe.width, probe.height);
    const { data } = context.getImageData(0, 0, probe.width, probe.height);
    const counts = new Map<number, number>();
    for (let i = 0; i < data.length; i += 4) {
      const key = ((data[i] ?? 0) >> 3) * 1024 + ((data[i + 1] ?? 0) >> 3) * 32 + ((data[i + 2] ?? 0) >> 3);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const total = data.length / 4;
    const background = Math.max(...counts.values());
    return (total - background) / total;
  });
}
