import type { BaseModuleDefinition } from './catalogue.ts';
import type { BarDocument, BarSide } from './document.ts';
import { footprint } from './geometry.ts';

/** Half the depth of the first module a side suggests, for a back bar that has no module yet. */
const FIRST_MODULE_HALF_DEPTH = 350;

export type ModuleSizes = ReadonlyMap<number, Pick<BaseModuleDefinition, 'width' | 'depth'>>;

type Span = { minX: number; maxX: number; minZ: number; maxZ: number };

/** The box the modules' footprints of one side fill, in the side's own millimetres; null when empty. */
export function sideSpan(side: Pick<BarSide, 'baseModules'>, sizes: ModuleSizes): Span | null {
  let span: Span | null = null;
  for (const instance of side.baseModules) {
    const definition = sizes.get(instance.base_module_id);
    if (!definition) continue;
    const rect = footprint(definition, instance.rotation, instance.position);
    span = span
      ? {
          minX: Math.min(span.minX, rect.minX),
          maxX: Math.max(span.maxX, rect.maxX),
          minZ: Math.min(span.minZ, rect.minZ),
          maxZ: Math.max(span.maxZ, rect.maxZ),
        }
      : { minX: rect.minX, maxX: rect.maxX, minZ: rect.minZ, maxZ: rect.maxZ };
  }
  return span;
}

/**
 * Where the back bar stands when its offsets are zero, in millimetres of the world: centred behind
 * the front bar, its front edge 0 mm from the front bar's back edge. The back bar's settings add
 * the sideways shift (offsetX) and the aisle (offsetZ) to it (P11), so the back bar stays centred
 * and at its distance when either bar grows or shrinks.
 */
export function centredBackOrigin(
  doc: Pick<BarDocument, 'front' | 'back'>,
  sizes: ModuleSizes,
): { x: number; z: number } {
  const front = sideSpan(doc.front, sizes);
  const back = sideSpan(doc.back, sizes);
  const frontCentre = front ? (front.minX + front.maxX) / 2 : 0;
  const frontBackEdge = front ? front.maxZ : 0;
  const backCentre = back ? (back.minX + back.maxX) / 2 : 0;
  const backFrontEdge = back ? back.minZ : -FIRST_MODULE_HALF_DEPTH;
  return { x: frontCentre - backCentre, z: frontBackEdge - backFrontEdge };
}

/** The origin of the back bar's module positions in world millimetres: centred, then shifted by its offsets (P11). */
export function backOrigin(doc: Pick<BarDocument, 'front' | 'back'>, sizes: ModuleSizes): { x: number; z: number } {
  const centred = centredBackOrigin(doc, sizes);
  return { x: centred.x + doc.back.settings.offsetX, z: centred.z + doc.back.settings.offsetZ };
}
