import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** Fixed viewpoints besides free orbit. */
export const CAMERA_PRESETS = ['front', 'back', 'top', 'threeQuarter'] as const;
export type CameraPreset = (typeof CAMERA_PRESETS)[number];

/**
 * How the bar is looked at, not what it is: visibility toggles and camera requests. Not part of
 * the bar document, so none of it is saved or enters undo history.
 */
export type ViewState = {
  showFront: boolean;
  showBack: boolean;
  showBrandings: boolean;
  /** The last camera preset asked for; `nonce` makes asking for the same preset twice move the camera again. */
  cameraRequest: { preset: CameraPreset; nonce: number } | null;
  setVisibility: (patch: Partial<Pick<ViewState, 'showFront' | 'showBack' | 'showBrandings'>>) => void;
  requestCamera: (preset: CameraPreset) => void;
  reset: () => void;
};

const initial = { showFront: true, showBack: true, showBrandings: true, cameraRequest: null };

export const viewStore = createStore<ViewState>()((set) => ({
  ...initial,
  setVisibility: (patch) => set(patch),
  requestCamera: (preset) =>
    set((state) => ({ cameraRequest: { preset, nonce: (state.cameraRequest?.nonce ?? 0) + 1 } })),
  reset: () => set(initial),
}));

export function useView<T>(selector: (state: ViewState) => T): T {
  return useStore(viewStore, selector);
}
