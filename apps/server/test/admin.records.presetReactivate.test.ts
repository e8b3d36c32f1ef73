import type { Assembly } from '@bar/domain/catalogue';
import type { Locale } from '@bar/domain/locale';
import { describe, expect, it } from 'vitest';
import { countBarsUsingAssembly, countPresetsUsingAssembly } from '../src/features/admin/records/assemblyUsage.ts';
import { translate } from '../src/i18n/catalogue.ts';
import { barWithInsert, newInsertBody } from './admin.catalogue.helpers.ts';
import { createBar } from './helpers/bars.ts';
import { databaseKinds } from './helpers/database.ts';
import { useAdminTestApp } from './helpers/testApp.ts';

const FILTERS = { type: 'bar', base_module: 'g-raxx', equipment: 'basic', shape: 'straight', size: 'S' } as const;

describe.each(databaseKinds)('reactivating a preset checks it against the catalogue (%s)', (kind) => {
  const server = useAdminTestApp(kind);

  async function createInsert(): Promise<Assembly> {
    const response = await server.admin.post('/api/assemblies', newInsertBody());
    expect(response.statusCode).toBe(201);
    return response.json().data;
  }

  /**
   * A deactivated preset made from a customer's bar holding `assembly`; the bar is removed after,
   * so neither a saved bar nor an active preset uses the assembly any more.
   */
  async function inactivePresetWith(assembly: Assembly): Promise<number> {
    const bar = await createBar(server.customer);
    const saved = await server.customer.put(`/api/bars/${bar.id}`, {
      version: bar.version,
      ...barWithInsert(assembly),
    });
    expect(saved.statusCode).toBe(200);
    const created = await server.admin.post('/api/bar-presets', {
      bar_id: bar.id,
      name: { de: 'Theke mit Boden', en: 'Counter with shelf' },
      ...FILTERS,
      thumbnail: '/api/uploads/counter-with-shelf',
    });
    expect(created.statusCode).toBe(201);
    expect((await server.customer.request({ method: 'DELETE', url: `/api/bars/${bar.id}` })).statusCode).toBe(204);
    const presetId: number = created.json().data.id;
    expect((await server.admin.request({ method: 'DELETE', url: `/api/bar-presets/${presetId}` })).statusCode).toBe(
      204,
    );
    expect(await countBarsUsingAssembly(server.db, assembly)).toBe(0);
    expect(await countPresetsUsingAssembly(server.db, assembly)).toBe(0);
    return presetId;
  }

  const preset = async (id: number) => (await server.admin.get(`/api/bar-presets/${id}`)).json().data;

  it('refuses with 422 on is_active in the request language once an assembly it holds changed type', async () => {
    const assembly = await createInsert();
    const presetId = await inactivePresetWith(assembly);
    const before = await preset(presetId);
    // Allowed now: no saved bar and no active preset uses the insert.
    const changed = await server.admin.put(`/api/assemblies/${assembly.id}`, {
      ...assembly,
      type: 'counter_board_accessory',
    });
    expect(changed.statusCode).toBe(200);

    // Another field in the same request is not saved either.
    const body = { is_active: true, size: 'L' };
    const refused = await server.admin.put(`/api/bar-presets/${presetId}`, body);
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['is_active']);
    const [english] = refused.json().errors.is_active;
    expect(english).toMatch(
      /^This preset no longer fits the current catalogue, so it cannot be reactivated \([A-Z]+\d*: .+\)\.$/,
    );
    const rule = english.slice(english.indexOf('(') + 1, english.indexOf(':', english.indexOf('(')));
    expect(english).toContain(`(${rule}: unknown assembly).`);
    const messages = new Set<string>();
    for (const locale of ['de', 'en', 'fr', 'it', 'es', 'pt']) {
      const answer = await server.admin.put(`/api/bar-presets/${presetId}`, body, { 'x-locale': locale });
      expect(answer.statusCode).toBe(422);
      const [message] = answer.json().errors.is_active;
      // The rule id is the same in every language, its text and the sentence are translated.
      expect(message).toContain(`(${rule}`);
      expect(message).toContain(translate('violations.unknownAssembly', locale as Locale));
      messages.add(message);
    }
    expect(messages.size).toBe(6);
    const german = await server.admin.put(`/api/bar-presets/${presetId}`, body, { 'x-locale': 'de' });
    expect(german.json().errors.is_active[0]).toMatch(
      /^Diese Vorlage passt nicht mehr zum aktuellen Katalog und kann daher nicht wieder aktiviert werden \(/,
    );

    expect(await preset(presetId)).toEqual(before);
    expect((await server.guest.get(`/api/bar-presets/${presetId}`)).statusCode).toBe(404);
    // Other changes to the inactive preset stay possible.
    const renamed = await server.admin.put(`/api/bar-presets/${presetId}`, { size: 'M', is_active: false });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ size: 'M', is_active: false });
  });

  it('reactivates a preset that still fits, with the other fields of the request', async () => {
    const assembly = await createInsert();
    const presetId = await inactivePresetWith(assembly);
    // A change that does not move the insert's placement keeps the preset fitting.
    const renamed = await server.admin.put(`/api/assemblies/${assembly.id}`, { ...assembly, thumbnail: '/a.png' });
    expect(renamed.statusCode).toBe(200);

    const response = await server.admin.put(`/api/bar-presets/${presetId}`, { is_active: true, size: 'L' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: presetId, is_active: true, size: 'L' });
    expect((await server.guest.get(`/api/bar-presets/${presetId}`)).statusCode).toBe(200);
    // Active again, it holds the insert: its type is fixed once more.
    const refused = await server.admin.put(`/api/assemblies/${assembly.id}`, { ...assembly, type: 'worktop' });
    expect(refused.json().errors.type).toEqual(['This assembly is used in 1 preset, so its type cannot be changed.']);
    // Turning an active preset "on" again is not checked.
    expect((await server.admin.put(`/api/bar-presets/${presetId}`, { is_active: true })).statusCode).toBe(200);
  });
});
