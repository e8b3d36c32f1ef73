import { type Assembly, createCatalogue } from '@bar/domain/catalogue';
import { addInsert } from '@bar/domain/commands/rackEdits';
import type { BarDocument } from '@bar/domain/document';
import { sequentialIds } from '@bar/domain/ids';
import { seedAssemblies } from '@bar/domain/seed/assemblies';
import { seedBaseModules } from '@bar/domain/seed/baseModules';
import { seedColors } from '@bar/domain/seed/colors';
import { seedParts } from '@bar/domain/seed/parts';
import { graxxBar } from './helpers/bars.ts';
import type { TestClient } from './helpers/client.ts';
import type { AdminTestApp } from './helpers/testApp.ts';

/** A seeded shelf part, what the test inserts are made of. */
export const SHELF_PART = 110;

type Call = { method: 'GET' | 'PUT' | 'POST'; url: string; payload?: unknown };

/** The status codes a guest and a customer get for `call`. */
export async function guardStatuses(
  clients: Pick<AdminTestApp, 'guest' | 'customer'>,
  call: Call,
): Promise<[number, number]> {
  const send = (client: TestClient) =>
    client.request({
      method: call.method,
      url: call.url,
      ...(call.payload === undefined ? {} : { payload: call.payload }),
    });
  const guest = await send(clients.guest);
  const customer = await send(clients.customer);
  return [guest.statusCode, customer.statusCode];
}

/** A G-Raxx 600 whose rack holds `assembly` (an insert) at row 6, built with the domain's commands. */
export function barWithInsert(assembly: Assembly): BarDocument {
  const catalogue = createCatalogue({
    parts: seedParts,
    baseModules: seedBaseModules,
    assemblies: [...seedAssemblies, assembly],
    colors: seedColors,
  });
  const doc = graxxBar(1);
  const module = doc.front.baseModules[0];
  const result = addInsert(
    doc,
    { catalogue, newId: sequentialIds('i') },
    { side: 'front', moduleId: module?.id ?? '', rackId: module?.racks[0]?.id ?? '', assemblyId: assembly.id, top: 6 },
  );
  if (!result.ok) throw new Error(`addInsert refused: ${result.reason}`);
  return result.doc;
}

/** A new insert as the admin create form sends it: sizes as strings (spec 5). */
export function newInsertBody(overrides: Record<string, unknown> = {}) {
  return {
    type: 'insert',
    parts: [{ part_id: SHELF_PART, quantity: 3 }],
    is_active: true,
    thumbnail: '',
    width: '560',
    depth: '540',
    height: '58',
    height_units: 1,
    mount: null,
    side: 'both',
    translations: {
      de: { name: 'Dreifachboden', description: 'Drei Böden' },
      en: { name: 'Triple Shelf', description: 'Three shelves' },
    },
    ...overrides,
  };
}
