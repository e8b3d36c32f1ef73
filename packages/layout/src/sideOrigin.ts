import type { SideName } from '@bar/domain/catalogue';
import type { BarDocument } from '@bar/domain/document';

const M = 1 / 1000;

/**
 * Where a side's module positions start, in metres: the front bar at the origin, the back bar
 * shifted sideways by offsetX and set back (south, +z, behind the bartender) by offsetZ (P11).
 */
export function sideOrigin(doc: BarDocument, side: SideName): [number, number, number] {
  if (side === 'front') return [0, 0, 0];
  return [doc.back.settings.offsetX * M, 0, doc.back.settings.offsetZ * M];
}
