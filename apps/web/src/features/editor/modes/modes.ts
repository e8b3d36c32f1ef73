/** The sixteen editing modes of the configurator (specification section 2), as URL `mode` values. */
export const EDITING_MODES = [
  'shape',
  'racks',
  'front-frames',
  'front-panels',
  'back-panels',
  'counter-boards',
  'leds',
  'bottleshelves',
  'accessories',
  'brandsigns',
  'branding',
  'side-apps',
  'accessories-accessories',
  'accessories-gn',
  'accessories-packaging',
  'parts',
] as const;
export type EditingMode = (typeof EDITING_MODES)[number];

/** The mode shown and how to open another (the address changes, so browser back returns). */
export type ModeSwitch = { mode: EditingMode; onOpenMode: (mode: EditingMode) => void };

/** Modes of the "Single parts / Bags" tab (`/bars/{bar}/edit/parts`); the others edit a side in 3D. */
export const PARTS_TAB_MODES = ['accessories-packaging', 'parts'] as const satisfies readonly EditingMode[];

export const DEFAULT_MODE: Record<'front' | 'back', EditingMode> = { front: 'racks', back: 'shape' };

export function isEditingMode(value: unknown): value is EditingMode {
  return typeof value === 'string' && (EDITING_MODES as readonly string[]).includes(value);
}

export function isPartsTabMode(mode: EditingMode): boolean {
  return (PARTS_TAB_MODES as readonly string[]).includes(mode);
}
