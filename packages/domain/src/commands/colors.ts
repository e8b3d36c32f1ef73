import type { Catalogue } from '../catalogue.ts';
import {
  type BarDocument,
  type BaseModuleInstance,
  COLOR_KEYS,
  type ColorKey,
  getSide,
  withSide,
} from '../document.ts';
import { mm } from '../units.ts';
import { pick, type StepRule } from './editSteps.ts';
import { applied } from './helpers.ts';
import { type CommandResult, type CommandsOf, type EditContext, refuse } from './types.ts';

/** K3: codes dg and plt are never offered, whatever the catalogue says. */
export const EXCLUDED_COLOR_CODES = ['dg', 'plt'] as const;

export function isPaletteColor(catalogue: Catalogue, code: string): boolean {
  if ((EXCLUDED_COLOR_CODES as readonly string[]).includes(code)) return false;
  return catalogue.colors.some((color) => color.code === code && color.is_active);
}

export const BACKFRAME_SHELF_ASSEMBLY = 40;
export const BACKFRAME_BOTTLE_SHELF_ASSEMBLY = 41;

/** Sets the colour of the items a key names on one module; returns how many items changed. */
function paint(module: BaseModuleInstance, key: ColorKey, code: string): [BaseModuleInstance, number] {
  const recolor = <T extends { color: string | null }>(items: readonly T[]) =>
    items.map((item) => ({ ...item, color: code }));
  const backPanel = (assemblyId: number) => {
    const { top, bottom } = module.back_panels;
    const next = {
      top: top && top.assembly_model_id === assemblyId ? { ...top, color: code } : top,
      bottom: bottom && bottom.assembly_model_id === assemblyId ? { ...bottom, color: code } : bottom,
    };
    const count = (next.top !== top ? 1 : 0) + (next.bottom !== bottom ? 1 : 0);
    return [{ ...module, back_panels: next }, count] as [BaseModuleInstance, number];
  };
  switch (key) {
    case 'frames':
      return [{ ...module, frontFrames: recolor(module.frontFrames) }, module.frontFrames.length];
    case 'panels':
      return [{ ...module, panels: recolor(module.panels) }, module.panels.length];
    case 'worktops':
      return [{ ...module, cornerWorktopColor: code }, 1];
    case 'base_modules':
      return [{ ...module, color: code, cornerCapColor: code }, 1];
    case 'counter_boards':
      return [{ ...module, counterBoards: recolor(module.counterBoards) }, module.counterBoards.length];
    case 'side_applications':
      return [{ ...module, side_applications: recolor(module.side_applications) }, module.side_applications.length];
    case 'back_side_applications':
      return [
        { ...module, back_side_applications: recolor(module.back_side_applications) },
        module.back_side_applications.length,
      ];
    case 'elevated_bottle_shelves':
      return [{ ...module, bottle_shelves: recolor(module.bottle_shelves) }, module.bottle_shelves.length];
    case 'backframe_shelves':
      return backPanel(BACKFRAME_SHELF_ASSEMBLY);
    case 'backframe_bottleshelves':
      return backPanel(BACKFRAME_BOTTLE_SHELF_ASSEMBLY);
    case 'brandsigns':
      return [module, 0];
  }
}

/** K1–K3: a global colour applies to every matching item on both sides (K2: back panels 40 and 41). */
export function setGlobalColor(
  doc: BarDocument,
  context: EditContext,
  input: { key: ColorKey; code: string },
): CommandResult {
  if (!(COLOR_KEYS as readonly string[]).includes(input.key)) return refuse('unknownColorKey', 'K1');
  if (!isPaletteColor(context.catalogue, input.code)) return refuse('unknownColor', 'K3', { code: input.code });
  let count = 0;
  let next: BarDocument = {
    ...doc,
    settings: { ...doc.settings, colors: { ...doc.settings.colors, [input.key]: input.code } },
  };
  for (const sideName of ['front', 'back'] as const) {
    const side = getSide(next, sideName);
    const baseModules = side.baseModules.map((module) => {
      const [painted, changed] = paint(module, input.key, input.code);
      count += changed;
      return painted;
    });
    next = withSide(next, sideName, {
      ...side,
      baseModules,
      settings: { ...side.settings, colors: { ...side.settings.colors, [input.key]: input.code } },
    });
  }
  return applied(next, [{ kind: 'colorsApplied', key: input.key, count }]);
}

export const BACK_OFFSET_LIMITS = { x: [-20000, 20000], z: [600, 10000] } as const;

/** P11: the back bar moves sideways and its distance to the front bar changes, within limits. */
export function setBackOffset(
  doc: BarDocument,
  _context: EditContext,
  input: { offsetX: number; offsetZ: number },
): CommandResult {
  const { x, z } = BACK_OFFSET_LIMITS;
  const isInside = (value: number, [low, high]: readonly [number, number]) =>
    Number.isInteger(value) && value >= low && value <= high;
  if (!isInside(input.offsetX, x) || !isInside(input.offsetZ, z)) return refuse('offsetOutOfRange', 'P11');
  const settings = { ...doc.back.settings, offsetX: mm(input.offsetX), offsetZ: mm(input.offsetZ) };
  return applied({
    ...doc,
    back: { ...doc.back, settings },
    settings: { ...doc.settings, offsetX: mm(input.offsetX), offsetZ: mm(input.offsetZ) },
  });
}

/**
 * This file's commands, for its steps. A type only: the command table names the edits themselves
 * (a list here would ship in the home screen's scripts, see `editCommands.ts`).
 */
type ColorCommand = CommandsOf<{ setGlobalColor: typeof setGlobalColor; setBackOffset: typeof setBackOffset }>;

/** Random steps of this file's commands for the property tests (`testing/randomEdits.ts`). */
export const COLOR_STEPS = {
  color: ({ catalogue }, s) => ({
    type: 'setGlobalColor',
    input: { key: pick(COLOR_KEYS, s.a) ?? 'frames', code: pick(catalogue.colors, s.b)?.code ?? '9016' },
  }),
  offset: (_bar, s) => ({ type: 'setBackOffset', input: { offsetX: s.a * 10 - 5000, offsetZ: 600 + s.b * 5 } }),
} satisfies Record<string, StepRule<ColorCommand>>;
