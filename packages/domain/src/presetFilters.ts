import type { BaseModuleFamily, Catalogue } from './catalogue.ts';
import type { BarDocument, BarSide, BaseModuleInstance } from './document.ts';
import { mountedItems } from './moduleItems.ts';

/** The filter groups a preset is found by (decisions.md 3, `GET bar-presets`). */
export const PRESET_TYPES = ['bar', 'back', 'bar_with_back'] as const;
export const PRESET_BASE_MODULES = ['g-raxx', 'g-flexx', 'g-flexx-mini', 'back-frame'] as const;
export const PRESET_SHAPES = ['straight', 'L', 'U'] as const;
export const PRESET_SIZES = ['S', 'M', 'L'] as const;
export const PRESET_EQUIPMENT = ['basic', 'equipped', 'premium'] as const;

export type PresetFilters = {
  type: (typeof PRESET_TYPES)[number];
  base_module: (typeof PRESET_BASE_MODULES)[number];
  equipment: (typeof PRESET_EQUIPMENT)[number];
  shape: (typeof PRESET_SHAPES)[number];
  size: (typeof PRESET_SIZES)[number];
};

/**
 * Size by the length of the bar's run (every module's width along the main side, corners
 * included): up to 2.4 m is small, up to 3.6 m medium, longer is large.
 */
export const PRESET_SIZE_LIMITS = { S: 2400, M: 3600 } as const;

/** Families that make a bar's base frame; corner and empty (bridge) modules only join them. */
const FRAME_FAMILIES = ['g-raxx', 'g-flexx', 'g-flexx-mini'] as const satisfies readonly BaseModuleFamily[];
type FrameFamily = (typeof FRAME_FAMILIES)[number];

function isFrameFamily(family: BaseModuleFamily | undefined): family is FrameFamily {
  return (FRAME_FAMILIES as readonly string[]).includes(family ?? '');
}

/** The side a preset is about: the front bar when there is one, else the back bar. */
function mainSide(document: BarDocument): BarSide {
  return document.front.baseModules.length > 0 ? document.front : document.back;
}

function presetType(document: BarDocument): PresetFilters['type'] {
  const hasFront = document.front.baseModules.length > 0;
  const hasBack = document.back.baseModules.length > 0;
  if (hasFront && hasBack) return 'bar_with_back';
  return hasBack ? 'back' : 'bar';
}

/** The frame family that covers the most length of the front bar; a back bar alone is `back-frame`. */
function baseModuleFamily(document: BarDocument, catalogue: Catalogue): PresetFilters['base_module'] {
  const lengths = new Map<FrameFamily, number>();
  for (const module of document.front.baseModules) {
    const definition = catalogue.baseModules.get(module.base_module_id);
    if (!definition || !isFrameFamily(definition.family)) continue;
    lengths.set(definition.family, (lengths.get(definition.family) ?? 0) + definition.width);
  }
  let best: FrameFamily | null = null;
  // FRAME_FAMILIES order settles a tie, so the answer never depends on module order.
  for (const family of FRAME_FAMILIES) {
    if ((lengths.get(family) ?? 0) > (best === null ? 0 : (lengths.get(best) ?? 0))) best = family;
  }
  if (best !== null) return best;
  return document.front.baseModules.length > 0 ? 'g-raxx' : 'back-frame';
}

function cornerCount(side: BarSide, catalogue: Catalogue): number {
  return side.baseModules.filter((module) => catalogue.baseModules.get(module.base_module_id)?.family === 'corner')
    .length;
}

/** No corner: straight; one corner: L; two or more: U. */
function shapeOf(side: BarSide, catalogue: Catalogue): PresetFilters['shape'] {
  const corners = cornerCount(side, catalogue);
  if (corners === 0) return 'straight';
  return corners === 1 ? 'L' : 'U';
}

function runLength(side: BarSide, catalogue: Catalogue): number {
  return side.baseModules.reduce(
    (sum, module) => sum + (catalogue.baseModules.get(module.base_module_id)?.width ?? 0),
    0,
  );
}

function sizeOf(side: BarSide, catalogue: Catalogue): PresetFilters['size'] {
  const length = runLength(side, catalogue);
  if (length <= PRESET_SIZE_LIMITS.S) return 'S';
  return length <= PRESET_SIZE_LIMITS.M ? 'M' : 'L';
}

/** What a user added to a module beyond its frame (`MountedItem.isEquipment`). */
function equipmentCount(module: BaseModuleInstance): number {
  return mountedItems(module).filter((item) => item.isEquipment).length;
}

function hasBranding(side: BarSide): boolean {
  return side.brandings.length > 0 || side.baseModules.some((module) => module.brandsigns.length > 0);
}

/** Basic: frames only; equipped: anything added to them; premium: equipped and branded. */
function equipmentOf(document: BarDocument): PresetFilters['equipment'] {
  const sides = [document.front, document.back];
  const isEquipped = sides.some((side) => side.baseModules.some((module) => equipmentCount(module) > 0));
  if (!isEquipped) return 'basic';
  return sides.some(hasBranding) ? 'premium' : 'equipped';
}

/**
 * The filter groups a bar is found under when it becomes a preset: type by its sides, base frame
 * by the family covering most of the front bar, shape by its corners, size by its run length,
 * equipment by what was added to the frames. Staff may still change each before saving.
 */
export function derivePresetFilters(document: BarDocument, catalogue: Catalogue): PresetFilters {
  const side = mainSide(document);
  return {
    type: presetType(document),
    base_module: baseModuleFamily(document, catalogue),
    equipment: equipmentOf(document),
    shape: shapeOf(side, catalogue),
    size: sizeOf(side, catalogue),
  };
}
