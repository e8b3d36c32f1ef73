import { makePhoto, type PhotoProgress } from '../../../scene/photo/makePhoto.ts';
import { currentPhotoSource } from '../../../scene/photo/photoSource.ts';
import { PHOTO_QUALITIES, type PhotoQuality, type PhotoSizeChoice, type PixelSize, photoSize } from './photoChoices.ts';

/** What the user chose in the dialog. */
export type PhotoChoices = {
  size: PhotoSizeChoice;
  quality: PhotoQuality;
  background: boolean;
  format: 'png' | 'jpeg';
};

/** How a photo ended. */
export type PhotoRunResult =
  | { kind: 'made'; blob: Blob }
  | { kind: 'cancelled' }
  | { kind: 'noScene' }
  | { kind: 'unsupported' }
  | { kind: 'failed'; error: unknown };

/** A photo being made: how far it is, since when, how to stop it and how it ends. */
export type RunningPhoto = {
  /** The photo's size in pixels. */
  size: PixelSize;
  progress: PhotoProgress;
  startedAt: number;
  cancel: () => void;
  result: Promise<PhotoRunResult>;
};

/** Starts a photo as chosen; `onProgress` hears of every sample. */
export function runPhoto(choices: PhotoChoices, onProgress: () => void): RunningPhoto {
  const controller = new AbortController();
  const samples = PHOTO_QUALITIES[choices.quality];
  const size = photoSize(choices.size, currentPhotoSource()?.aspect ?? 16 / 9);
  const run: RunningPhoto = {
    size,
    progress: { samples: 0, total: samples },
    startedAt: performance.now(),
    cancel: () => controller.abort(),
    result: Promise.resolve({ kind: 'cancelled' }),
  };
  run.result = makePhoto({
    ...size,
    background: choices.background,
    format: choices.format,
    samples,
    signal: controller.signal,
    onProgress: (progress) => {
      if (progress.samples > 0 && run.progress.samples === 0) run.startedAt = performance.now();
      run.progress = progress;
      onProgress();
    },
  }).then(
    (result): PhotoRunResult => (result.kind === 'made' ? result : { kind: result.kind }),
    (error: unknown): PhotoRunResult => {
      if (controller.signal.aborted) return { kind: 'cancelled' };
      console.error('The photo could not be made', error);
      return { kind: 'failed', error };
    },
  );
  return run;
}
