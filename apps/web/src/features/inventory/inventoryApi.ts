import { partsResponseSchema } from '@bar/contracts/catalogue';
import { type InventoryEntry, type InventoryRequest, inventoryResponseSchema } from '@bar/contracts/inventory';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useMemo } from 'react';
import { api, parseResponse } from '../../shared/api.ts';
import { useAuth } from '../auth/index.ts';

export const INVENTORY_QUERY_KEY = ['inventory'] as const;

/** GET /api/user/inventory: the parts the signed-in user owns, by part number. */
export async function fetchInventory(): Promise<InventoryEntry[]> {
  const response = await api.get('/user/inventory');
  return parseResponse(inventoryResponseSchema, response.data, 'GET /api/user/inventory').data.items;
}

/** PUT /api/user/inventory: replaces the whole list. */
export async function saveInventory(request: InventoryRequest): Promise<InventoryEntry[]> {
  const response = await api.put('/user/inventory', request);
  return parseResponse(inventoryResponseSchema, response.data, 'PUT /api/user/inventory').data.items;
}

/**
 * POST /api/user/inventory/import: a CSV file replaces the list or adds to it. The file's bytes
 * are sent as they are: the server reads its encoding (UTF-8, UTF-16 with BOM, or Windows-1252 as
 * spreadsheet programs save "CSV"), which the browser's `file.text()` would misread as UTF-8.
 */
export async function importInventory(file: Blob, mode: 'replace' | 'add'): Promise<InventoryEntry[]> {
  const response = await api.post(`/user/inventory/import?mode=${mode}`, file, {
    headers: { 'Content-Type': 'text/csv' },
  });
  return parseResponse(inventoryResponseSchema, response.data, 'POST /api/user/inventory/import').data.items;
}

/** The catalogue's parts, for names and part numbers (public, cached for the session). */
export async function fetchParts() {
  const response = await api.get('/parts');
  return parseResponse(partsResponseSchema, response.data, 'GET /api/parts').data;
}

/**
 * The lines of a 422 answer: what concerns the whole file first (such as how many more lines have
 * errors than the 50 listed), then "line 3: " and its message, line by line.
 */
export function errorLines(error: unknown): string[] {
  if (!isAxiosError(error) || error.response?.status !== 422) return [];
  const errors = (error.response.data as { errors?: Record<string, string[]> }).errors ?? {};
  const entries = Object.entries(errors);
  const isLine = ([field]: [string, string[]]) => field.startsWith('line ');
  return [
    ...entries.filter((entry) => !isLine(entry)).flatMap(([, messages]) => messages),
    ...entries.filter(isLine).flatMap(([field, messages]) => messages.map((message) => `${field}: ${message}`)),
  ];
}

/**
 * The signed-in user's inventory as part id → count; empty for guests (nothing is asked then).
 * Every screen showing it shares one query, so a save on the Profile screen shows in the editor.
 */
export function useInventory(): { inventory: ReadonlyMap<number, number>; isSignedIn: boolean } {
  const isSignedIn = useAuth((state) => state.user !== null);
  const query = useQuery({ queryKey: INVENTORY_QUERY_KEY, queryFn: fetchInventory, enabled: isSignedIn });
  const items = isSignedIn ? query.data : undefined;
  const inventory = useMemo(() => new Map((items ?? []).map((item) => [item.part_id, item.count])), [items]);
  return { inventory, isSignedIn };
}

/** Puts a saved list into the shared query. */
export function useStoreInventory(): (items: InventoryEntry[]) => void {
  const client = useQueryClient();
  return (items) => client.setQueryData(INVENTORY_QUERY_KEY, items);
}
