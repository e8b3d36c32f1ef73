import { currentPhotoSource } from './photoSource.ts';
import { type PhotoSupport, photoSupport } from './photoSupport.ts';
import type { PhotoJob } from './photoTypes.ts';

export type { PhotoOptions, PhotoProgress } from './photoTypes.ts';

/** What became of a photo: made, or why not (a cancelled photo rejects with the signal's reason). */
export type PhotoResult =
  | { kind: 'made'; blob: Blob }
  | { kind: 'unsupported'; reason: Exclude<PhotoSupport, 'supported'> }
  | { kind: 'noScene' };

/**
 * A path-traced photo of what the 3D view shows. The path tracer (three-gpu-pathtracer) is its own
 * chunk of the app, loaded the first time a photo is made.
 */
export async function makePhoto(job: PhotoJob): Promise<PhotoResult> {
  const support = photoSupport();
  if (support !== 'supported') return { kind: 'unsupported', reason: support };
  const source = currentPhotoSource();
  if (!source) return { kind: 'noScene' };
  const { pathTrace } = await import('./pathTrace.ts');
  return { kind: 'made', blob: await pathTrace(source, job) };
}
