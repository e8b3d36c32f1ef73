import { restoreBarDocument } from '@bar/contracts/barDocument';
import { PRESET_FILTERS, presetResponseSchema, presetsResponseSchema } from '@bar/contracts/presets';
import { computePartsList } from '@bar/domain/partsList';
import { buildPresetDocument, seedPresets } from '@bar/domain/seed/presets';
import { validateBar } from '@bar/domain/validate';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { barPresets, barRevisions, bars } from '../src/db/schema.ts';
import { seedDatabase } from '../src/db/seed.ts';
import { seedCatalogue } from './helpers/bars.ts';
import { databaseKinds } from './helpers/database.ts';
import { useTestApp } from './helpers/testApp.ts';

type Summary = {
  id: number;
  code: string;
  name: string;
  type: string;
  base_module: string;
  equipment: string;
  shape: string;
  size: string;
  module_count: number;
  total_price: number;
};
type FilterGroup = keyof typeof PRESET_FILTERS;

const FILTER_GROUPS = Object.keys(PRESET_FILTERS) as FilterGroup[];

describe.each(databaseKinds)('bar presets (%s)', (kind) => {
  const server = useTestApp(kind, { guest: true });

  async function list(query = '', locale = 'en'): Promise<Summary[]> {
    const response = await server.guest.get(`/api/bar-presets${query}`, { 'x-locale': locale });
    expect(response.statusCode).toBe(200);
    return presetsResponseSchema.parse(response.json()).data;
  }

  it('lists every seeded preset ordered by id, with module count and price', async () => {
    const presets = await list();
    expect(presets.length).toBeGreaterThanOrEqual(8);
    expect(presets.map((preset) => preset.code)).toEqual(seedPresets.map((preset) => preset.code));
    expect(presets.map((preset) => preset.id)).toEqual([...presets.map((preset) => preset.id)].sort((a, b) => a - b));
    for (const preset of presets) {
      const definition = seedPresets.find((seed) => seed.id === preset.id);
      if (!definition) throw new Error(`no seed preset ${preset.id}`);
      const document = buildPresetDocument(definition, seedCatalogue);
      expect(preset).toMatchObject({
        type: definition.type,
        base_module: definition.base_module,
        equipment: definition.equipment,
        shape: definition.shape,
        size: definition.size,
        module_count: document.front.baseModules.length + document.back.baseModules.length,
        total_price: computePartsList(document, seedCatalogue, 'en').total_price,
      });
      expect(preset.module_count).toBeGreaterThan(0);
      expect(preset.total_price).toBeGreaterThan(0);
      expect(preset).not.toHaveProperty('document');
    }
  });

  it.each(FILTER_GROUPS)('narrows the list by %s', async (group) => {
    const all = await list();
    let narrowed = false;
    for (const value of PRESET_FILTERS[group]) {
      const filtered = await list(`?${group}=${value}`);
      expect(filtered.every((preset) => preset[group] === value)).toBe(true);
      expect(filtered.map((preset) => preset.id)).toEqual(
        all.filter((preset) => preset[group] === value).map((preset) => preset.id),
      );
      if (filtered.length < all.length) narrowed = true;
    }
    expect(narrowed).toBe(true);
  });

  it('gives only U presets for shape=U and only back presets for type=back', async () => {
    const u = await list('?shape=U');
    expect(u.length).toBeGreaterThan(0);
    expect(u.map((preset) => preset.shape)).toEqual(u.map(() => 'U'));
    const back = await list('?type=back');
    expect(back.length).toBeGreaterThan(0);
    expect(back.map((preset) => preset.type)).toEqual(back.map(() => 'back'));
    expect(back.map((preset) => preset.code)).toContain('back-bar');
  });

  it('combines filter groups', async () => {
    const presets = await list('?type=bar&shape=straight&size=S');
    expect(presets.length).toBeGreaterThan(0);
    for (const preset of presets) expect(preset).toMatchObject({ type: 'bar', shape: 'straight', size: 'S' });
    expect(presets.length).toBeLessThan((await list('?type=bar')).length);
  });

  it('answers 422 for an unknown filter value', async () => {
    const response = await server.guest.get('/api/bar-presets?shape=Z');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['shape']);
  });

  it('names the presets in the language of X-Locale', async () => {
    const english = await list('', 'en');
    const german = await list('', 'de');
    const first = seedPresets[0];
    expect(english.find((preset) => preset.id === first?.id)?.name).toBe(first?.name.en);
    expect(german.find((preset) => preset.id === first?.id)?.name).toBe(first?.name.de);
    const differing = english.filter((preset, index) => preset.name !== german[index]?.name);
    expect(differing.length).toBeGreaterThan(0);
  });

  it('returns one preset with a document whose modules validate', async () => {
    const definition = seedPresets.find((preset) => preset.code === 'full-service-bar');
    if (!definition) throw new Error('seed preset full-service-bar is missing');
    const response = await server.guest.get(`/api/bar-presets/${definition.id}`, { 'x-locale': 'de' });
    expect(response.statusCode).toBe(200);
    const preset = presetResponseSchema.parse(response.json()).data;
    expect(preset).toMatchObject({ id: definition.id, code: definition.code, name: definition.name.de });
    expect(preset.document.front.baseModules.length).toBeGreaterThan(0);
    expect(preset.document.back.baseModules.length).toBeGreaterThan(0);
    expect(preset.module_count).toBe(
      preset.document.front.baseModules.length + preset.document.back.baseModules.length,
    );
    const restored = restoreBarDocument(preset.document);
    if (!restored.ok) throw new Error(JSON.stringify(restored.issues));
    expect(validateBar(restored.doc, seedCatalogue)).toEqual([]);
    expect(preset.document).toEqual(buildPresetDocument(definition, seedCatalogue));
  });

  it('answers 404 for an unknown preset and for an id that is no positive 32-bit integer', async () => {
    expect((await server.guest.get('/api/bar-presets/987654')).statusCode).toBe(404);
    expect((await server.guest.get('/api/bar-presets/abc')).statusCode).toBe(404);
    expect((await server.guest.get('/api/bar-presets/1.5')).statusCode).toBe(404);
  });

  it('creates a bar from a preset with the preset modules and price', async () => {
    const definition = seedPresets.find((preset) => preset.code === 'cocktail-station');
    if (!definition) throw new Error('seed preset cocktail-station is missing');
    const detail = (await server.guest.get(`/api/bar-presets/${definition.id}`)).json().data;

    const response = await server.guest.post('/api/bars', { name: 'From a preset', preset_id: definition.id });
    expect(response.statusCode).toBe(201);
    const bar = response.json().data;
    expect(bar.name).toBe('From a preset');
    expect(bar.version).toBe(1);
    expect(bar.front).toEqual(detail.document.front);
    expect(bar.back).toEqual(detail.document.back);
    expect(bar.front.baseModules.length).toBeGreaterThan(0);
    expect(bar.parts.list.length).toBeGreaterThan(0);
    expect(bar.parts.total_price).toBe(detail.total_price);

    const [row] = await server.db.select().from(bars).where(eq(bars.id, bar.id));
    expect(row?.totalPriceCents).toBe(detail.total_price);
    const revisions = await server.db.select().from(barRevisions).where(eq(barRevisions.barId, bar.id));
    expect(revisions).toHaveLength(1);
    expect(revisions[0]?.version).toBe(1);
    expect(revisions[0]?.document?.front).toEqual(detail.document.front);
    expect(revisions[0]?.document?.back).toEqual(detail.document.back);

    // The bar holds a copy: changing the bar leaves the preset as it was.
    const saved = await server.guest.put(`/api/bars/${bar.id}?edit_token=${bar.edit_token}`, {
      version: 1,
      front: { ...bar.front, baseModules: [] },
    });
    expect(saved.statusCode).toBe(200);
    expect((await server.guest.get(`/api/bar-presets/${definition.id}`)).json().data.document).toEqual(detail.document);
  });

  it('still creates an empty bar without preset_id', async () => {
    const response = await server.guest.post('/api/bars', { name: 'Empty bar' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.front.baseModules).toEqual([]);
    expect(response.json().data.parts.total_price).toBe(0);
  });

  it('answers 422 for an unknown preset_id', async () => {
    const response = await server.guest.post('/api/bars', { name: 'No such preset', preset_id: 987654 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ preset_id: ['The selected preset does not exist.'] });
  });

  it('hides inactive presets: not listed, 404 by id, 422 as preset_id', async () => {
    const definition = seedPresets.find((preset) => preset.code === 'mini-bar');
    if (!definition) throw new Error('seed preset mini-bar is missing');
    await server.db.update(barPresets).set({ isActive: false }).where(eq(barPresets.id, definition.id));
    try {
      expect((await list()).map((preset) => preset.id)).not.toContain(definition.id);
      expect((await server.guest.get(`/api/bar-presets/${definition.id}`)).statusCode).toBe(404);
      const response = await server.guest.post('/api/bars', { name: 'Inactive preset', preset_id: definition.id });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['preset_id']);
    } finally {
      await server.db.update(barPresets).set({ isActive: true }).where(eq(barPresets.id, definition.id));
    }
  });

  it('seeding twice keeps one row per preset, restores deleted ones and keeps edited ones', async () => {
    const [first, second] = seedPresets;
    if (!first || !second) throw new Error('too few seed presets');
    await server.db
      .update(barPresets)
      .set({ name: { de: 'Geändert', en: 'Edited' } })
      .where(eq(barPresets.id, first.id));
    await server.db.delete(barPresets).where(eq(barPresets.id, second.id));

    await seedDatabase(server.db, null);
    await seedDatabase(server.db, null);

    const rows = await server.db.select().from(barPresets);
    expect(rows).toHaveLength(seedPresets.length);
    expect(new Set(rows.map((row) => row.code)).size).toBe(seedPresets.length);
    expect(rows.find((row) => row.id === first.id)?.name).toEqual({ de: 'Geändert', en: 'Edited' });
    expect(rows.find((row) => row.id === second.id)).toMatchObject({ code: second.code, isActive: true });
  });
});
