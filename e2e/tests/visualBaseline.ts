import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { TestInfo } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** Where the baselines live, in the repository; `UPDATE_VISUAL_BASELINES=1` rewrites them. */
export const BASELINES = new URL('../visual-baselines/', import.meta.url).pathname;

/**
 * How far a picture may stray from its baseline. Per pixel: pixelmatch's colour distance (0..1,
 * YIQ) above which a pixel counts as different (0.05: about 13 of 255 levels of brightness); per
 * picture: the share of such pixels allowed.
 * SwiftShader drew every picture identically in repeated runs here; the share leaves room for
 * the noise on edges and in the occlusion another machine may add, while a changed colour or
 * material of a visible part changes more (figures in docs/look.md).
 */
export const PIXEL_THRESHOLD = 0.05;
export const MAX_DIFFERENT_SHARE = 0.005;

/**
 * `differentShare`: pixels beyond the threshold; `changedShare`: pixels not exactly the same (for
 * the record: the noise between runs).
 */
export type Comparison = { name: string; differentShare: number; changedShare: number; updated: boolean };

/** Writes a picture into the test's output folder (kept by CI) and attaches it to the report. */
async function attach(testInfo: TestInfo, fileName: string, png: Buffer): Promise<void> {
  const path = testInfo.outputPath(fileName);
  writeFileSync(path, png);
  await testInfo.attach(fileName, { path, contentType: 'image/png' });
}

/**
 * Compares a screenshot with its stored baseline; on too great a difference the actual picture,
 * the baseline and the diff are attached to the test report. With UPDATE_VISUAL_BASELINES=1 the
 * screenshot becomes the baseline.
 */
export async function compareWithBaseline(shot: Buffer, name: string, testInfo: TestInfo): Promise<Comparison> {
  const path = `${BASELINES}${name}.png`;
  if (process.env.UPDATE_VISUAL_BASELINES === '1') {
    mkdirSync(BASELINES, { recursive: true });
    writeFileSync(path, shot);
    return { name, differentShare: 0, changedShare: 0, updated: true };
  }
  if (!existsSync(path)) {
    await attach(testInfo, `${name}-actual.png`, shot);
    throw new Error(`No baseline ${path}: run the visual tests with UPDATE_VISUAL_BASELINES=1 and review the pictures`);
  }
  const expected = PNG.sync.read(readFileSync(path));
  const actual = PNG.sync.read(shot);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    throw new Error(
      `${name}: ${actual.width} × ${actual.height} against a baseline of ${expected.width} × ${expected.height}`,
    );
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const different = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: PIXEL_THRESHOLD,
  });
  const pixels = actual.width * actual.height;
  const differentShare = different / pixels;
  const changed = pixelmatch(expected.data, actual.data, null, actual.width, actual.height, { threshold: 0 });
  if (differentShare > MAX_DIFFERENT_SHARE) {
    await attach(testInfo, `${name}-actual.png`, shot);
    await attach(testInfo, `${name}-baseline.png`, readFileSync(path));
    await attach(testInfo, `${name}-diff.png`, PNG.sync.write(diff));
  }
  return { name, differentShare, changedShare: changed / pixels, updated: false };
}
