import { createCatalogue } from '@bar/domain/catalogue';
import { addBaseModule } from '@bar/domain/commands/baseModules';
import { type BarDocument, createEmptyBarDocument } from '@bar/domain/document';
import { sequentialIds } from '@bar/domain/ids';
import { seedAssemblies } from '@bar/domain/seed/assemblies';
import { seedBaseModules } from '@bar/domain/seed/baseModules';
import { seedColors } from '@bar/domain/seed/colors';
import { seedParts } from '@bar/domain/seed/parts';
import type { TestClient } from './client.ts';

export const seedCatalogue = createCatalogue({
  parts: seedParts,
  baseModules: seedBaseModules,
  assemblies: seedAssemblies,
  colors: seedColors,
});
export const GRAXX_600 = 1;

/** A front bar of `count` G-Raxx 600 modules, built with the domain's own commands. */
export function graxxBar(count: number): BarDocument {
  const context = { catalogue: seedCatalogue, newId: sequentialIds('m') };
  let doc = createEmptyBarDocument();
  for (let index = 0; index < count; index++) {
    const result = addBaseModule(doc, context, { side: 'front', baseModuleId: GRAXX_600 });
    if (!result.ok) throw new Error(`addBaseModule refused: ${result.reason}`);
    doc = result.doc;
  }
  return doc;
}

export type CreatedBar = { id: string; version: number; edit_token: string; preview_token: string };

export async function createBar(client: TestClient, name = 'My bar'): Promise<CreatedBar> {
  const response = await client.post('/api/bars', { name });
  if (response.statusCode !== 201) throw new Error(`create answered ${response.statusCode}: ${response.body}`);
  return response.json().data;
}
