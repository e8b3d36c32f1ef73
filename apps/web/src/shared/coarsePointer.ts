import { useMediaQuery } from '@mantine/hooks';

/** A finger (or a stylus) is the device's main pointer: nothing can be hovered, targets must be large. */
export const COARSE_POINTER = '(pointer: coarse)';

/** Whether the main pointer is coarse (a touch screen), kept up to date when it changes. */
export function useCoarsePointer(): boolean {
  return useMediaQuery(COARSE_POINTER, window.matchMedia?.(COARSE_POINTER).matches ?? false, {
    getInitialValueInEffect: false,
  });
}
