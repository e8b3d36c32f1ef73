import { beforeAll, describe, expect, it } from 'vitest';
import { barPresets } from '../src/db/schema.ts';
import { expectAdminOnly, fieldsOf } from './admin.records.helpers.ts';
import { createBar } from './helpers/bars.ts';
import { loggedInClient } from './helpers/barUsers.ts';
import { startedClient } from './helpers/client.ts';
import { databaseKinds } from './helpers/database.ts';
import { useAdminTestApp } from './helpers/testApp.ts';
import { customerWithBar } from './inquiries.helpers.ts';

const FILTERS = { type: 'bar', base_module: 'g-raxx', equipment: 'basic', shape: 'straight', size: 'S' } as const;

describe.each(databaseKinds)('admin bar preset records on %s', (kind) => {
  const server = useAdminTestApp(kind);
  let barId: string;

  beforeAll(async () => {
    // A customer's saved bar with two G-Raxx modules: staff make presets from customers' bars.
    barId = (await customerWithBar(server.app, server.db)).barId;
  });

  async function createPreset(extra: Record<string, unknown> = {}) {
    const response = await server.admin.post('/api/bar-presets', {
      bar_id: barId,
      name: { de: 'Theke Süd', en: 'Counter South' },
      ...FILTERS,
      ...extra,
    });
    expect(response.statusCode).toBe(201);
    return response.json().data;
  }

  async function publicPresetIds(query = ''): Promise<number[]> {
    const guest = await startedClient(server.app);
    const response = await guest.get(`/api/bar-presets${query}`);
    expect(response.statusCode).toBe(200);
    return response.json().data.map((preset: { id: number }) => preset.id);
  }

  it('refuses guests (401) and customers (403) on create, update and delete', async () => {
    const payload = { bar_id: barId, name: { de: 'x', en: 'x' }, ...FILTERS };
    await expectAdminOnly(server.app, server.db, { method: 'POST', url: '/api/bar-presets', payload });
    await expectAdminOnly(server.app, server.db, {
      method: 'PUT',
      url: '/api/bar-presets/1',
      payload: { is_active: false },
    });
    await expectAdminOnly(server.app, server.db, { method: 'DELETE', url: '/api/bar-presets/1' });
    const rows = await server.db.select().from(barPresets);
    expect(rows.every((row) => row.isActive && row.id < 1000)).toBe(true);
  });

  it('makes a preset from a bar that the public list offers and a new bar starts from', async () => {
    const bar = (await server.admin.get(`/api/bars/${barId}`)).json().data;
    const created = await createPreset({ thumbnail: '/api/uploads/abc' });
    expect(created.id).toBeGreaterThanOrEqual(1000);
    expect(created.code).toBe(`counter-south-${created.id}`);
    // New presets start inactive: staff check them on the preset's page, then publish.
    expect(created).toMatchObject({ ...FILTERS, is_active: false, thumbnail: '/api/uploads/abc', module_count: 2 });
    expect(await publicPresetIds()).not.toContain(created.id);
    const activated = await server.admin.put(`/api/bar-presets/${created.id}`, { is_active: true });
    expect(activated.statusCode).toBe(200);
    const preset = activated.json().data;
    expect(preset).toMatchObject({ ...FILTERS, is_active: true, thumbnail: '/api/uploads/abc' });
    expect(preset.names).toEqual({ de: 'Theke Süd', en: 'Counter South' });
    expect(preset.document.front).toEqual(bar.front);
    expect(preset.total_price).toBe(bar.parts.total_price);

    expect(await publicPresetIds('?type=bar&size=S')).toContain(preset.id);
    expect(await publicPresetIds('?size=L')).not.toContain(preset.id);
    const guest = await startedClient(server.app);
    const german = await guest.get(`/api/bar-presets/${preset.id}`, { 'x-locale': 'de' });
    expect(german.json().data.name).toBe('Theke Süd');
    // A language the name lacks shows the English name.
    const french = await guest.get(`/api/bar-presets/${preset.id}`, { 'x-locale': 'fr' });
    expect(french.json().data.name).toBe('Counter South');
    expect(french.json().data.names).toBeUndefined();

    const started = await guest.post('/api/bars', { name: 'From the new preset', preset_id: preset.id });
    expect(started.statusCode).toBe(201);
    expect(started.json().data.front).toEqual(bar.front);
    expect(started.json().data.back).toEqual(bar.back);
    expect(started.json().data.parts.total_price).toBe(bar.parts.total_price);

    // The same name again gets a code of its own.
    const twin = await createPreset();
    expect(twin.code).toBe(`counter-south-${twin.id}`);
    expect(twin.id).not.toBe(preset.id);
  });

  it('answers 422 per field on create', async () => {
    const post = (body: unknown) => server.admin.post('/api/bar-presets', body);
    expect(fieldsOf(await post({}))).toEqual(['bar_id', 'name']);
    const base = { bar_id: barId, name: { de: 'Theke', en: 'Counter' }, ...FILTERS };
    expect(fieldsOf(await post({ ...base, name: { de: 'Theke' } }))).toEqual(['name.en']);
    expect(fieldsOf(await post({ ...base, name: { de: ' ', en: 'Counter' } }))).toEqual(['name.de']);
    expect(fieldsOf(await post({ ...base, type: 'boat', size: 'XL' }))).toEqual(['size', 'type']);
    expect(fieldsOf(await post({ ...base, thumbnail: 5 }))).toEqual(['thumbnail']);

    const unknownBar = await server.admin.post(
      '/api/bar-presets',
      { ...base, bar_id: '00000000-0000-4000-8000-000000000000' },
      { 'x-locale': 'de' },
    );
    expect(fieldsOf(unknownBar)).toEqual(['bar_id']);
    expect(unknownBar.json().errors.bar_id).toEqual(['Diese Konfiguration existiert nicht.']);
    const empty = await createBar((await loggedInClient(server.app, server.db)).client, 'Empty bar');
    expect(fieldsOf(await post({ ...base, bar_id: empty.id }))).toEqual(['bar_id']);
    expect(fieldsOf(await post({ ...base, bar_id: 'not-a-uuid' }))).toEqual(['bar_id']);
  });

  it('updates name, filter groups, thumbnail and active flag; the document stays', async () => {
    const preset = await createPreset();
    const response = await server.admin.put(`/api/bar-presets/${preset.id}`, {
      name: { de: 'Theke Nord', en: 'Counter North', fr: 'Comptoir Nord' },
      size: 'M',
      equipment: 'premium',
      thumbnail: '',
      document: { front: { baseModules: [] } },
      code: 'hijacked',
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json().data;
    expect(updated).toMatchObject({ size: 'M', equipment: 'premium', type: 'bar', thumbnail: null, code: preset.code });
    expect(updated.names).toEqual({ de: 'Theke Nord', en: 'Counter North', fr: 'Comptoir Nord' });
    expect(updated.document).toEqual(preset.document);
    // Still inactive (it never had a thumbnail): the public list does not offer it yet.
    expect(updated.is_active).toBe(false);
    expect(await publicPresetIds('?size=M&equipment=premium')).not.toContain(preset.id);

    expect(fieldsOf(await server.admin.put(`/api/bar-presets/${preset.id}`, { shape: 'O', is_active: 'no' }))).toEqual([
      'is_active',
      'shape',
    ]);
    expect((await server.admin.put('/api/bar-presets/999999', { size: 'L' })).statusCode).toBe(404);
  });

  it('deactivating or deleting hides a preset from customers; administrators still read it', async () => {
    const hidden = await createPreset({ thumbnail: '/api/uploads/hidden' });
    expect((await server.admin.put(`/api/bar-presets/${hidden.id}`, { is_active: true })).statusCode).toBe(200);
    const off = await server.admin.put(`/api/bar-presets/${hidden.id}`, { is_active: false });
    expect(off.json().data.is_active).toBe(false);
    expect(await publicPresetIds()).not.toContain(hidden.id);
    const guest = await startedClient(server.app);
    expect((await guest.get(`/api/bar-presets/${hidden.id}`)).statusCode).toBe(404);
    expect((await guest.post('/api/bars', { name: 'From hidden', preset_id: hidden.id })).statusCode).toBe(422);
    const asAdmin = await server.admin.get(`/api/bar-presets/${hidden.id}`);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().data).toMatchObject({ id: hidden.id, is_active: false, names: hidden.names });
    expect(await server.admin.put(`/api/bar-presets/${hidden.id}`, { is_active: true })).toHaveProperty(
      'statusCode',
      200,
    );
    expect(await publicPresetIds()).toContain(hidden.id);

    const removed = await server.admin.request({ method: 'DELETE', url: `/api/bar-presets/${hidden.id}` });
    expect(removed.statusCode).toBe(204);
    expect(await publicPresetIds()).not.toContain(hidden.id);
    expect((await guest.post('/api/bars', { name: 'From deleted', preset_id: hidden.id })).statusCode).toBe(422);
    expect((await server.admin.request({ method: 'DELETE', url: '/api/bar-presets/999999' })).statusCode).toBe(404);
    expect((await server.admin.get('/api/bar-presets/999999')).statusCode).toBe(404);
  });

  it('files a bar by its own shape, size, frame and equipment when the filters are left out', async () => {
    // A bar started from the seed's island bar: a premium G-Raxx U of size L.
    const guest = await startedClient(server.app);
    const island = await guest.post('/api/bars', { name: 'Island copy', preset_id: 6 });
    expect(island.statusCode).toBe(201);
    const islandId: string = island.json().data.id;
    const name = { de: 'Insel', en: 'Island' };
    const derived = await server.admin.post('/api/bar-presets', { bar_id: islandId, name });
    expect(derived.statusCode).toBe(201);
    expect(derived.json().data).toMatchObject({
      type: 'bar',
      base_module: 'g-raxx',
      equipment: 'premium',
      shape: 'U',
      size: 'L',
      is_active: false,
    });
    // What staff chose in the form wins over the derivation.
    const chosen = await server.admin.post('/api/bar-presets', { bar_id: islandId, name, shape: 'L', size: 'M' });
    expect(chosen.json().data).toMatchObject({ equipment: 'premium', shape: 'L', size: 'M' });
  });

  it('refuses to activate a preset without a thumbnail (422 on is_active) and keeps it hidden', async () => {
    const preset = await createPreset();
    expect(preset).toMatchObject({ is_active: false, thumbnail: null });
    const refused = await server.admin.put(`/api/bar-presets/${preset.id}`, { is_active: true }, { 'x-locale': 'en' });
    expect(fieldsOf(refused)).toEqual(['is_active']);
    expect(refused.json().errors.is_active[0]).toMatch(/thumbnail/);
    const stillOff = await server.admin.get(`/api/bar-presets/${preset.id}`);
    expect(stillOff.json().data.is_active).toBe(false);
    // Clearing the thumbnail in the same request is refused too; setting one there is enough.
    const cleared = await server.admin.put(`/api/bar-presets/${preset.id}`, { is_active: true, thumbnail: '' });
    expect(fieldsOf(cleared)).toEqual(['is_active']);
    const published = await server.admin.put(`/api/bar-presets/${preset.id}`, {
      is_active: true,
      thumbnail: '/api/uploads/thumb',
    });
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({ is_active: true, thumbnail: '/api/uploads/thumb' });
    expect(await publicPresetIds()).toContain(preset.id);
  });
});
