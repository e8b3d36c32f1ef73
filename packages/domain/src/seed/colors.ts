import type { Color } from '../catalogue.ts';
import { ralClassic } from './ralClassic.ts';

/**
 * The first colours ever seeded keep ids 1–8, because saved bars and edited database rows refer
 * to them; white (9016) is the default colour (id 1).
 */
const FIRST_SEEDED_CODES = ['9016', '9010', '9005', '7016', '9006', '3020', '5010', '6018'];

function assignIds(): Color[] {
  const firstIds = new Map(FIRST_SEEDED_CODES.map((code, index) => [code, index + 1]));
  const first: Color[] = [];
  const rest: Color[] = [];
  // The others are numbered in palette order, so ralClassic may only grow at its end: a code
  // inserted in the middle would renumber the colours after it (the tests pin some ids).
  let nextId = FIRST_SEEDED_CODES.length + 1;
  for (const { code, name, hex } of ralClassic) {
    const firstId = firstIds.get(code);
    if (firstId === undefined) rest.push({ id: nextId++, code, name, hex, is_active: true });
    else first.push({ id: firstId, code, name, hex, is_active: true });
  }
  first.sort((a, b) => a.id - b.id);
  return [...first, ...rest];
}

/**
 * The whole RAL Classic palette as catalogue colours. The codes dg and plt are never part of
 * it (K3).
 */
export const seedColors: Color[] = assignIds();
