import { centredBackOrigin, type ModuleSizes } from './backBar.ts';
import { BACK_OFFSET_LIMITS } from './commands/colors.ts';
import type { BarDocument, BaseModuleInstance } from './document.ts';
import type { Rotation } from './edges.ts';
import type { Mm } from './units.ts';

type RawDocument = Record<string, unknown>;

/** The offsets every version-1 bar was created with: an absolute origin that left the back bar 2 m to the side. */
const VERSION_1_DEFAULT = { x: 2000, z: 1500 };
const ROTATIONS = new Set<unknown>([0, 90, 180, 270]);

const isRecord = (value: unknown): value is RawDocument =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The modules of a raw side that have what the geometry needs; the schema parse judges the rest later. */
function modulesOf(side: unknown): Pick<BaseModuleInstance, 'base_module_id' | 'rotation' | 'position'>[] {
  if (!isRecord(side) || !Array.isArray(side.baseModules)) return [];
  return side.baseModules.flatMap((module: unknown) => {
    if (!isRecord(module) || !isRecord(module.position)) return [];
    const { base_module_id: id, rotation, position } = module;
    if (!isNumber(id) || !ROTATIONS.has(rotation) || !isNumber(position.x) || !isNumber(position.z)) return [];
    return [
      { base_module_id: id, rotation: rotation as Rotation, position: { x: position.x as Mm, z: position.z as Mm } },
    ];
  });
}

const clamp = (value: number, [low, high]: readonly [number, number]) =>
  Math.min(high, Math.max(low, Math.round(value)));

/**
 * Version 1 stored the back bar's origin (offsetX, offsetZ) absolutely; version 2 stores the shift
 * from the centred position and the aisle behind the front bar. Untouched defaults become the new
 * defaults (centred, 1,000 mm aisle); a position the user chose is kept where it stood, measured
 * with the modules' sizes.
 */
export function migrateBackOffset(doc: RawDocument, sizes: ModuleSizes): RawDocument {
  const back = isRecord(doc.back) ? doc.back : null;
  const settings = back && isRecord(back.settings) ? back.settings : null;
  if (!back || !settings || !isNumber(settings.offsetX) || !isNumber(settings.offsetZ)) return doc;
  const isDefault = settings.offsetX === VERSION_1_DEFAULT.x && settings.offsetZ === VERSION_1_DEFAULT.z;
  let offsets: { offsetX: number; offsetZ: number };
  if (isDefault) offsets = { offsetX: 0, offsetZ: 1000 };
  else {
    const geometry = {
      front: { baseModules: modulesOf(doc.front) },
      back: { baseModules: modulesOf(back) },
    } as unknown as Pick<BarDocument, 'front' | 'back'>;
    const centred = centredBackOrigin(geometry, sizes);
    offsets = {
      offsetX: clamp(settings.offsetX - centred.x, BACK_OFFSET_LIMITS.x),
      offsetZ: clamp(settings.offsetZ - centred.z, BACK_OFFSET_LIMITS.z),
    };
  }
  const withOffsets = (value: unknown) => (isRecord(value) ? { ...value, ...offsets } : value);
  return {
    ...doc,
    back: { ...back, settings: { ...settings, ...offsets } },
    settings: withOffsets(doc.settings),
  };
}
