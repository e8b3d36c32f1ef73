import { INVENTORY_MAX_COUNT, INVENTORY_MAX_LINES } from '@bar/domain/inventory';
import { z } from 'zod';
import { dataEnvelope } from './common.ts';

/**
 * `GET/PUT /api/user/inventory` and `POST /api/user/inventory/import`: the parts a logged-in user
 * already owns (part id → count), so that the parts list can show what is still to order. A `PUT`
 * replaces the whole inventory; a part with count 0 is dropped. The import reads a CSV file
 * (part number; count) and replaces or adds to the inventory.
 */
export const inventoryItemSchema = z.strictObject({
  part_id: z.int().positive(),
  count: z.int().min(0).max(INVENTORY_MAX_COUNT),
});

export const inventoryRequestSchema = z.strictObject({
  items: z.array(inventoryItemSchema).max(INVENTORY_MAX_LINES),
});
export type InventoryRequest = z.input<typeof inventoryRequestSchema>;

export const inventoryEntrySchema = z.object({
  part_id: z.int(),
  part_number: z.string(),
  count: z.int(),
});
export type InventoryEntry = z.infer<typeof inventoryEntrySchema>;

export const inventoryResponseSchema = dataEnvelope(z.object({ items: z.array(inventoryEntrySchema) }));
export type InventoryResponse = z.infer<typeof inventoryResponseSchema>;

/** `replace`: the file becomes the inventory; `add`: its counts are added to what is there. */
export const inventoryImportQuerySchema = z.strictObject({
  mode: z.enum(['replace', 'add']).default('replace'),
});

/** The CSV body of an import: at most this many bytes. */
export const INVENTORY_IMPORT_MAX_BYTES = 256 * 1024;
