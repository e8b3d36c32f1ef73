import { readFileSync } from 'node:fs';
import { backOrigin } from '@bar/domain/backBar';
import { type BarDocument, DOCUMENT_VERSION } from '@bar/domain/document';
import { seedPresets } from '@bar/domain/seed/presets';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { barPresets, bars } from '../src/db/schema.ts';
import { barDocumentParts } from '../src/features/bars/documentColumns.ts';
import { createBar, seedCatalogue } from './helpers/bars.ts';
import { databaseKinds } from './helpers/database.ts';
import { useTestApp } from './helpers/testApp.ts';

/** A "Full-service bar with back bar" as version 1 stored it: the back bar's origin 2 m to the side. */
function versionOneBar(offsets = { offsetX: 2000, offsetZ: 1500 }): BarDocument {
  const url = new URL('../../../packages/contracts/test/fixtures/bar-v1-full-service.json', import.meta.url);
  const doc = JSON.parse(readFileSync(url, 'utf8'));
  doc.back.settings = { ...doc.back.settings, ...offsets };
  return doc;
}

describe.each(databaseKinds)('stored bars and presets with a back bar open upgraded (%s)', (kind) => {
  const server = useTestApp(kind, { guest: true });

  async function storedBar(document: BarDocument): Promise<BarDocument> {
    const created = await createBar(server.guest);
    await server.db.update(bars).set(barDocumentParts(document)).where(eq(bars.id, created.id));
    const response = await server.guest.get(`/api/bars/${created.id}`);
    expect(response.statusCode).toBe(200);
    return response.json().data;
  }

  it('a bar saved with the old default offsets opens with its back bar centred behind, 1,000 mm away', async () => {
    const bar = await storedBar(versionOneBar());
    expect(bar.schemaVersion).toBe(DOCUMENT_VERSION);
    expect(bar.back.settings).toMatchObject({ offsetX: 0, offsetZ: 1000 });
  });

  it('a bar whose back bar the user moved opens with the back bar where it stood', async () => {
    const bar = await storedBar(versionOneBar({ offsetX: -700, offsetZ: 2600 }));
    const origin = backOrigin(bar, seedCatalogue.baseModules);
    expect(origin.x).toBeCloseTo(-700, 6);
    expect(origin.z).toBeCloseTo(2600, 6);
  });

  it('a preset stored with the old offsets is served and copied with the back bar centred', async () => {
    const definition = seedPresets.find((preset) => preset.code === 'full-service-bar');
    if (!definition) throw new Error('no full-service preset');
    await server.db.update(barPresets).set({ document: versionOneBar() }).where(eq(barPresets.id, definition.id));
    const preset = (await server.guest.get(`/api/bar-presets/${definition.id}`)).json().data;
    expect(preset.document.back.settings).toMatchObject({ offsetX: 0, offsetZ: 1000 });
    const response = await server.guest.post('/api/bars', { name: 'From a preset', preset_id: definition.id });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.back.settings).toMatchObject({ offsetX: 0, offsetZ: 1000 });
  });
});
