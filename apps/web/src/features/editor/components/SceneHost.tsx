import { type ReactNode, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { registerCaptureStage } from '../../../scene/capture.ts';
import { ScenePanel } from './ScenePanel.tsx';
import { SceneHostContext, type ViewFitter } from './sceneHostContext.ts';

/** The size the view draws at while it is set up out of sight for pictures (they set their own size). */
const STAGE_SIZE = { width: 960, height: 600 };

/**
 * Shows `host` out of sight (no tab shows it) so that its canvas gets a size and draws: the PDF's
 * pictures are taken from it from any tab. Returns the function that takes it away again, unless a
 * tab has taken the view into its slot meanwhile.
 */
function stageOutOfSight(host: HTMLElement): () => void {
  if (host.isConnected) return () => undefined;
  const stage = document.createElement('div');
  stage.setAttribute('aria-hidden', 'true');
  stage.inert = true;
  stage.dataset.testid = 'scene-stage';
  Object.assign(stage.style, {
    position: 'fixed',
    left: '0',
    top: '0',
    width: `${STAGE_SIZE.width}px`,
    height: `${STAGE_SIZE.height}px`,
    visibility: 'hidden',
    pointerEvents: 'none',
    zIndex: '-1',
  });
  stage.append(host);
  document.body.append(stage);
  return () => {
    if (host.parentElement === stage) host.remove();
    stage.remove();
  };
}

/**
 * One 3D view for the editor's lifetime: the view (canvas, renderer, shaders, light, shadow maps) is
 * made once into an element of its own, and the Bar, Back bar and 3D view tabs each show it in a
 * `SceneSlot` by moving that element into their slot. Moving an element keeps its canvas and WebGL
 * context; the canvas is only resized. While no slot is shown (Single parts, Parts list) the element
 * is out of the page and nothing is drawn, except for pictures (the PDF): when the view has never
 * been drawn, it is set up out of sight for them and taken away afterwards.
 */
export function SceneHost({ children }: { children: ReactNode }) {
  const [value] = useState(() => {
    const host = document.createElement('div');
    host.style.width = '100%';
    host.style.height = '100%';
    return { host, fitView: { current: null } as ViewFitter };
  });
  const { host } = value;
  useEffect(() => registerCaptureStage(() => stageOutOfSight(host)), [host]);
  // The same element on every render: a tab change renders the layout again, not the 3D view.
  const view = useMemo(() => createPortal(<ScenePanel />, host), [host]);
  return (
    <SceneHostContext.Provider value={value}>
      {children}
      {view}
    </SceneHostContext.Provider>
  );
}

/**
 * Where the editor's 3D view is shown in a tab; `id` is the target of the "skip to 3D view" link.
 * Outside a `SceneHost` (the view-only page, the embedded viewer: one view, no tabs) the slot has
 * a view of its own (`withViewButtons`: with the viewpoint buttons over it).
 */
export function SceneSlot({ id, withViewButtons = true }: { id?: string; withViewButtons?: boolean }) {
  const shared = useContext(SceneHostContext);
  const host = shared?.host ?? null;
  const slot = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = slot.current;
    if (!shared || !element) return;
    element.append(shared.host);
    // Sized in the same task as the tab change, not once the size is observed a frame later: the
    // view's next frame is drawn at the slot's size, and only once.
    shared.fitView.current?.();
    return () => {
      if (shared.host.parentElement === element) shared.host.remove();
    };
  }, [shared]);
  return (
    <div
      ref={slot}
      id={id}
      tabIndex={-1}
      data-testid="scene-slot"
      style={{ position: 'relative', width: '100%', height: '100%', minHeight: 320 }}
    >
      {!host && <ScenePanel withViewButtons={withViewButtons} />}
    </div>
  );
}
