import type { Part } from '../catalogue.ts';
import { partFromRow } from './partRow.ts';
import { brandingRows } from './partRowsBranding.ts';
import { equipmentRows } from './partRowsEquipment.ts';
import { frameRows } from './partRowsFrames.ts';

/** Seed parts beyond the first slice: every family of section 3 of the specification. */
export const equipmentParts: Part[] = [...frameRows, ...equipmentRows, ...brandingRows].map(partFromRow);
