import type { PresetsQuery } from '@bar/contracts/presets';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type BarPresetRow, barPresets } from '../../db/schema.ts';

/** The active presets matching every given filter, ordered by id. */
export async function listActivePresets(db: Database, filters: PresetsQuery): Promise<BarPresetRow[]> {
  const conditions: SQL[] = [eq(barPresets.isActive, true)];
  if (filters.type !== undefined) conditions.push(eq(barPresets.type, filters.type));
  if (filters.base_module !== undefined) conditions.push(eq(barPresets.baseModule, filters.base_module));
  if (filters.equipment !== undefined) conditions.push(eq(barPresets.equipment, filters.equipment));
  if (filters.shape !== undefined) conditions.push(eq(barPresets.shape, filters.shape));
  if (filters.size !== undefined) conditions.push(eq(barPresets.size, filters.size));
  return db
    .select()
    .from(barPresets)
    .where(and(...conditions))
    .orderBy(asc(barPresets.id));
}

/** The preset when it exists and is active; null otherwise. */
export async function findActivePreset(db: Database, id: number): Promise<BarPresetRow | null> {
  const [row] = await db
    .select()
    .from(barPresets)
    .where(and(eq(barPresets.id, id), eq(barPresets.isActive, true)))
    .limit(1);
  return row ?? null;
}
