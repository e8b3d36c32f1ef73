import type { Rotation } from '@bar/domain/edges';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { MenuOptions } from './menuItems.ts';
import type { EditingMode } from './modes.ts';

/**
 * What the side menu and the 3D places share besides the bar: the mode being edited (null when no
 * side menu is shown, e.g. on the 3D view tab, so no places are drawn there), the rotation for new
 * modules and the uploaded image for banners. Not part of the bar document.
 */
type ModeOptionsState = MenuOptions & {
  activeMode: EditingMode | null;
  setActiveMode: (mode: EditingMode | null) => void;
  setRotation: (rotation: Rotation) => void;
  setBranding: (patch: Partial<MenuOptions['branding']>) => void;
};

export const modeOptionsStore = createStore<ModeOptionsState>()((set) => ({
  activeMode: null,
  rotation: 0,
  branding: { imageUrl: null, fillImage: false },
  setActiveMode: (activeMode) => set({ activeMode }),
  setRotation: (rotation) => set({ rotation }),
  setBranding: (patch) => set((state) => ({ branding: { ...state.branding, ...patch } })),
}));

export function useModeOptions<T>(selector: (state: ModeOptionsState) => T): T {
  return useStore(modeOptionsStore, selector);
}
