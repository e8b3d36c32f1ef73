import { expect, type Locator, type Page } from '@playwright/test';

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

/** Frames the 3D view has drawn (`window.__barScene`), -1 while there is none. */
export async function sceneFrames(page: Page): Promise<number> {
  return page.evaluate(() => window.__barScene?.info().frames ?? -1);
}

/**
 * How long the first frame of a new 3D view may take: it compiles every shader in software WebGL,
 * and on a 2-core CI machine beside another browser path tracing a photo it has taken over a minute.
 */
export const FIRST_FRAME_TIMEOUT_MS = 120_000;

/** Waits until the 3D view of `page` has shown its first frame. */
export async function firstFrame(page: Page): Promise<void> {
  await expect.poll(() => sceneFrames(page), { timeout: FIRST_FRAME_TIMEOUT_MS }).toBeGreaterThan(0);
}

/**
 * The frames drawn and whether a frame is being prepared, read together: read one after the other,
 * a frame shown between the two reads would look like a still view (the old count, nothing prepared).
 */
export async function sceneState(page: Page): Promise<{ frames: number; preparing: boolean; why: string }> {
  return page.evaluate(() => {
    const info = window.__barScene?.info();
    return { frames: info?.frames ?? -1, preparing: info?.preparing ?? false, why: info?.preparingWhy ?? '' };
  });
}

/**
 * How long a view may take to settle after a change: the view at rest costs seconds in software
 * WebGL on a loaded machine, never minutes; longer means it draws or prepares without end (a bug).
 */
const SETTLE_LIMIT_MS = 120_000;

/**
 * Waits until a frame after `since` was drawn and then none for 800 ms, with none being prepared
 * (frameloop "demand": the scene draws only on a change and has no animation of its own, so a still
 * scene is settled; the view at rest follows a change after 250 ms, drawn offscreen first).
 */
export async function sceneSettled(page: Page, since: number): Promise<number> {
  const timeout = since <= 0 ? FIRST_FRAME_TIMEOUT_MS : 60_000;
  await expect.poll(() => sceneFrames(page), { timeout }).toBeGreaterThan(since);
  return sceneStill(page);
}

/**
 * Waits until no frame was drawn for 800 ms and none is being prepared; the frames drawn by then.
 * Fails after `SETTLE_LIMIT_MS` saying whether frames kept coming or what the frame being prepared
 * waits for.
 */
export async function sceneStill(page: Page): Promise<number> {
  const started = Date.now();
  const first = await sceneFrames(page);
  let last = first;
  for (;;) {
    await page.waitForTimeout(800);
    const next = await sceneState(page);
    if (next.frames === last && !next.preparing) return next.frames;
    if (Date.now() - started > SETTLE_LIMIT_MS) {
      throw new Error(
        `the 3D view did not settle in ${SETTLE_LIMIT_MS / 1000} s: ${next.frames - first} frames drawn meanwhile` +
          (next.preparing ? `, still preparing (${next.why})` : ''),
      );
    }
    last = next.frames;
  }
}
