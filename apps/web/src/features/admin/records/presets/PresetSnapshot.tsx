import type { Catalogue } from '@bar/domain/catalogue';
import type { BarDocument } from '@bar/domain/document';
import { useEffect } from 'react';
import { canCaptureViews, captureThumbnail } from '../../../../scene/capture.ts';
import { LookOnlyBarScene } from '../../shared/LookOnlyBarScene.tsx';

/** Time the hidden scene gets to load its pictures and draw its shadows before the thumbnail is taken. */
const SETTLE_MS = 1200;
const POLL_MS = 50;
/** The longest wait for the hidden scene's first frame, as the PDF's pictures wait for theirs. */
const FIRST_FRAME_MS = 60_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The preset's bar in a 3D view outside the screen, 960 × 600 (the thumbnail's shape, larger for a
 * sharper downscale): once it has settled, the three-quarter thumbnail is taken and handed to
 * `onPicture` (null when none could be made). Loaded on demand with three.js.
 */
export function PresetSnapshot({
  document,
  catalogue,
  onPicture,
}: {
  document: BarDocument;
  catalogue: Catalogue;
  onPicture: (picture: Blob | null) => void;
}) {
  useEffect(() => {
    let isCurrent = true;
    void (async () => {
      // Pictures are taken from the scene's first frame on (in software WebGL, tens of seconds).
      for (let waited = 0; !canCaptureViews() && waited < FIRST_FRAME_MS; waited += POLL_MS) await wait(POLL_MS);
      await wait(SETTLE_MS);
      if (!isCurrent) return;
      const picture = await captureThumbnail().catch(() => null);
      if (isCurrent) onPicture(picture);
    })();
    return () => {
      isCurrent = false;
    };
  }, [onPicture]);
  return (
    <div aria-hidden style={{ position: 'fixed', left: -10_000, top: 0, width: 960, height: 600 }}>
      <LookOnlyBarScene document={document} catalogue={catalogue} />
    </div>
  );
}
