import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  type CapturedViews,
  canCaptureViews,
  captureThumbnail,
  captureViews,
  registerCapturer,
  registerCaptureStage,
  STAGED_VIEW_TIMEOUT_MS,
} from '../src/scene/capture.ts';

const front = new Blob(['front']);
const perspective = new Blob(['perspective']);
const pictures: CapturedViews = { front, perspective };

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.useRealTimers();
});

describe('pictures of the bar from any tab', () => {
  test('with no view and no stage there are none, and the dialog can say so', async () => {
    expect(canCaptureViews()).toBe(false);
    await expect(captureViews()).resolves.toEqual({});
    await expect(captureThumbnail()).resolves.toBeNull();
  });

  test('a drawn view takes them at once; the stage is not used', async () => {
    const stage = vi.fn(() => () => undefined);
    cleanups.push(registerCaptureStage(stage));
    cleanups.push(registerCapturer(async () => pictures));
    await expect(captureViews()).resolves.toBe(pictures);
    expect(stage).not.toHaveBeenCalled();
  });

  test('a view never drawn is set up by the stage, waited for, used, and taken away again', async () => {
    const events: string[] = [];
    cleanups.push(
      registerCaptureStage(() => {
        events.push('shown');
        // The view draws its first frame a moment later and registers its capturer then.
        setTimeout(() => {
          events.push('drawn');
          cleanups.push(
            registerCapturer(async () => {
              events.push('taken');
              return pictures;
            }),
          );
        }, 5);
        return () => events.push('hidden');
      }),
    );
    expect(canCaptureViews()).toBe(true);
    await expect(captureViews()).resolves.toBe(pictures);
    expect(events).toEqual(['shown', 'drawn', 'taken', 'hidden']);
    // The thumbnail of the admin's preset editor takes the same way.
    await expect(captureThumbnail()).resolves.toBe(perspective);
  });

  test('a view that never draws: no pictures after the wait, and the stage is taken away', async () => {
    vi.useFakeTimers();
    const hide = vi.fn();
    cleanups.push(registerCaptureStage(() => hide));
    const views = captureViews();
    await vi.advanceTimersByTimeAsync(STAGED_VIEW_TIMEOUT_MS - 1);
    expect(hide).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(views).resolves.toEqual({});
    expect(hide).toHaveBeenCalledTimes(1);
  });

  test('a failing capture still takes the stage away', async () => {
    const hide = vi.fn();
    cleanups.push(
      registerCaptureStage(() => {
        cleanups.push(registerCapturer(() => Promise.reject(new Error('context lost'))));
        return hide;
      }),
    );
    await expect(captureViews()).rejects.toThrow('context lost');
    expect(hide).toHaveBeenCalledTimes(1);
  });
});
