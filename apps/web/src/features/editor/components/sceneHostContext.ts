import { createContext, useContext } from 'react';

// What the editor's one 3D view (SceneHost.tsx) shares with the view drawn in it (EditorScene.tsx),
// in a file of its own so that neither imports the other.

/**
 * Sizes the view to the slot it was just moved into (set by the view once it is there); null
 * while there is no view to size.
 */
export type ViewFitter = { current: (() => void) | null };

/** The element the editor's one 3D view lives in (a slot of the visible tab holds it) and its fitter. */
export const SceneHostContext = createContext<{ host: HTMLElement; fitView: ViewFitter } | null>(null);

/**
 * Where the editor's 3D view puts the function that sizes it to its slot at once (the renderer,
 * the camera); null outside a `SceneHost`.
 */
export function useViewFitter(): ViewFitter | null {
  return useContext(SceneHostContext)?.fitView ?? null;
}
