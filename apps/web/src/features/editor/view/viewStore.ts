import type { OrbitSettings } from '@bar/domain/document';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** Fixed viewpoints besides free orbit. */
export const CAMERA_PRESETS = ['front', 'back', 'top', 'threeQuarter'] as const;
export type CameraPreset = (typeof CAMERA_PRESETS)[number];

export const ASIDE_PANELS = ['parts', 'settings'] as const;
export type AsidePanel = (typeof ASIDE_PANELS)[number];

/**
 * How the bar is looked at, not what it is: visibility toggles and camera requests. Not part of
 * the bar document, so none of it is saved or enters undo history.
 */
export type ViewState = {
  showFront: boolean;
  showBack: boolean;
  showBrandings: boolean;
  /** Whether the bar's overall size and module widths are drawn as dimension lines. */
  showDimensions: boolean;
  /**
   * The last camera move asked for, a preset or an orbit (another participant's, when following
   * them); `nonce` makes asking for the same one twice move the camera again.
   */
  cameraRequest: (({ preset: CameraPreset } | { orbit: OrbitSettings }) & { nonce: number }) | null;
  /** The live participant whose camera this view follows, if any. */
  following: string | null;
  /** What the right-hand column of the Bar and Back bar tabs shows: the live parts list or the settings. */
  aside: AsidePanel;
  /** The module under the pointer in the 3D view (a piece or a place of it), named by a label there. */
  hoveredModuleId: string | null;
  /** The pointer is over a module (its id), or left one (null, with the module it left). */
  hoverModule: (moduleId: string | null, leaving?: string) => void;
  setAside: (aside: AsidePanel) => void;
  setVisibility: (
    patch: Partial<Pick<ViewState, 'showFront' | 'showBack' | 'showBrandings' | 'showDimensions'>>,
  ) => void;
  requestCamera: (preset: CameraPreset) => void;
  requestOrbit: (orbit: OrbitSettings) => void;
  follow: (participant: string | null) => void;
  reset: () => void;
};

const initial = {
  showFront: true,
  showBack: true,
  showBrandings: true,
  showDimensions: false,
  cameraRequest: null,
  following: null as string | null,
  aside: 'parts' as AsidePanel,
  hoveredModuleId: null as string | null,
};

export const viewStore = createStore<ViewState>()((set) => ({
  ...initial,
  setVisibility: (patch) => set(patch),
  setAside: (aside) => set({ aside }),
  hoverModule: (moduleId, leaving) =>
    set((state) => {
      // Leaving one piece and entering the next may come in either order: a leave clears only its own module.
      const next = moduleId ?? (state.hoveredModuleId === leaving ? null : state.hoveredModuleId);
      return next === state.hoveredModuleId ? state : { hoveredModuleId: next };
    }),
  requestCamera: (preset) =>
    set((state) => ({ cameraRequest: { preset, nonce: (state.cameraRequest?.nonce ?? 0) + 1 } })),
  requestOrbit: (orbit) => set((state) => ({ cameraRequest: { orbit, nonce: (state.cameraRequest?.nonce ?? 0) + 1 } })),
  follow: (following) => set({ following }),
  reset: () => set(initial),
}));

export function useView<T>(selector: (state: ViewState) => T): T {
  return useStore(viewStore, selector);
}
