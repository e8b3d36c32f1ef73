// Browser steps shared by the scene benchmark and the scene browser test.

import { setTimeout as sleep } from 'node:timers/promises';
import type { BarDocument } from '@bar/domain/document';
import type { Page } from '@playwright/test';

type Visibility = { showFront: boolean; showBack: boolean; showBrandings: boolean };

/** What the web app exposes for tests and benchmarks (apps/web/src/scene/SceneProbe.tsx). */
declare global {
  interface Window {
    __barScene?: {
      info: () => {
        calls: number;
        triangles: number;
        /** Triangles of the visible meshes, whatever passes the last frame ran. */
        sceneTriangles: number;
        frames: number;
        /** Whether the last frame was the view at rest, drawn with every effect. */
        atRest: boolean;
        /** Whether a frame is being prepared that is not on the canvas yet. */
        preparing: boolean;
        /** What that frame waits for (stage, rest timer, studio light), empty when none is prepared. */
        preparingWhy: string;
        /** The bar's box as the camera sees it, in shares of the canvas from the top left. */
        barRect: { left: number; right: number; top: number; bottom: number };
        /** Pictures taken (Save image, the PDF's views, thumbnails) with the view's effects, and plain. */
        pictures: { effects: number; plain: number };
        /** What lights the bar: "room", or the background scene whose panorama is on. */
        environment: string;
        /** The camera round its target: azimuth (0 south, ±180 north, the customers') and elevation in degrees, distance in metres. */
        camera: { azimuth: number; elevation: number; distance: number };
      };
    };
    __barView?: {
      setVisibility: (patch: Partial<Visibility>) => void;
      requestCamera: (preset: 'front' | 'back' | 'top' | 'threeQuarter') => void;
    };
  }
}

/** Stores a document as a new guest bar through the API and opens it in the editor's 3D view. */
export async function openBarInEditor(page: Page, doc: BarDocument, name = 'Scene bar'): Promise<string> {
  await page.goto('/');
  await page.request.get('/sanctum/csrf-cookie');
  const xsrf = async () =>
    decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  const created = await page.request.post('/api/bars', { data: { name }, headers: { 'X-XSRF-TOKEN': await xsrf() } });
  if (created.status() !== 201) throw new Error(`POST /api/bars answered ${created.status()}: ${await created.text()}`);
  const bar = ((await created.json()) as { data: { id: string; version: number; edit_token: string } }).data;
  const { front, back, additionalAccessories, singleParts, settings, orbit_settings } = doc;
  const saved = await page.request.put(`/api/bars/${bar.id}?edit_token=${encodeURIComponent(bar.edit_token)}`, {
    data: { version: bar.version, front, back, additionalAccessories, singleParts, settings, orbit_settings },
    headers: { 'X-XSRF-TOKEN': await xsrf() },
  });
  if (saved.status() !== 200)
    throw new Error(`PUT /api/bars answered ${saved.status()}: ${(await saved.text()).slice(0, 400)}`);
  await page.evaluate(
    ([id, token, barName]) => {
      const tokens = JSON.parse(localStorage.getItem('bar_tokens') ?? '{}') as Record<string, unknown>;
      tokens[id] = { edit_token: token, name: barName, opened_at: new Date().toISOString() };
      localStorage.setItem('bar_tokens', JSON.stringify(tokens));
    },
    [bar.id, bar.edit_token, name] as const,
  );
  await page.goto(`/bars/${bar.id}/edit/side/front?mode=shape&view=3d`);
  return bar.id;
}

/** Frames the 3D view has drawn so far (-1 before it exists). */
export async function frames(page: Page): Promise<number> {
  return page.evaluate(() => window.__barScene?.info().frames ?? -1);
}

/** Waits for a first frame, then until no frame was drawn for 800 ms (the view at rest, all effects). */
export async function settle(page: Page): Promise<void> {
  while ((await frames(page)) < 1) await sleep(100);
  let last = await frames(page);
  for (;;) {
    await sleep(800);
    const next = await frames(page);
    if (next === last) return;
    last = next;
  }
}
