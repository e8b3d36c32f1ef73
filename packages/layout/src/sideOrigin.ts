import { backOrigin, type ModuleSizes } from '@bar/domain/backBar';
import type { SideName } from '@bar/domain/catalogue';
import type { BarDocument } from '@bar/domain/document';

const M = 1 / 1000;

/**
 * Where a side's module positions start, in metres: the front bar at the origin, the back bar
 * centred behind it (south, +z, behind the bartender), shifted sideways by offsetX, its front edge
 * offsetZ from the front bar's back edge (P11). Every drawing, place, measure and file of a bar
 * takes a side's position from here.
 */
export function sideOrigin(
  doc: BarDocument,
  side: SideName,
  catalogue: { baseModules: ModuleSizes },
): [number, number, number] {
  if (side === 'front') return [0, 0, 0];
  const origin = backOrigin(doc, catalogue.baseModules);
  return [origin.x * M, 0, origin.z * M];
}
