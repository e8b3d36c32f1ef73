import { ASSEMBLY_TYPES, type Assembly, type AssemblyType } from '@bar/domain/catalogue';
import { type BarDocument, createEmptyBarDocument } from '@bar/domain/document';
import { describe, expect, it } from 'vitest';
import { barPresets, bars } from '../src/db/schema.ts';
import { countBarsUsingAssembly, countPresetsUsingAssembly } from '../src/features/admin/records/assemblyUsage.ts';
import { barDocumentParts } from '../src/features/bars/documentColumns.ts';
import { barWithInsert, newInsertBody, SHELF_PART } from './admin.catalogue.helpers.ts';
import { createBar, graxxBar } from './helpers/bars.ts';
import { databaseKinds } from './helpers/database.ts';
import { useAdminTestApp } from './helpers/testApp.ts';

const PRESET_FILTERS = {
  type: 'bar',
  base_module: 'g-raxx',
  equipment: 'basic',
  shape: 'straight',
  size: 'S',
} as const;

/** A document naming `id` at one place only: a module holding just that field (the count reads paths). */
function documentNaming(side: 'front' | 'back', module: Record<string, unknown>): BarDocument {
  const doc = createEmptyBarDocument();
  return { ...doc, [side]: { ...doc[side], baseModules: [{ id: 'm1', base_module_id: 1, ...module }] } };
}

describe.each(databaseKinds)('changing an assembly that saved bars or active presets use (%s)', (kind) => {
  const server = useAdminTestApp(kind);
  let barCounter = 0;

  async function createInsert(): Promise<Assembly> {
    const response = await server.admin.post('/api/assemblies', newInsertBody());
    expect(response.statusCode).toBe(201);
    return response.json().data;
  }

  /** The customer's bar holding `assembly`, saved through PUT /api/bars/{id}. */
  async function savedBarWith(assembly: Assembly): Promise<string> {
    const bar = await createBar(server.customer);
    const saved = await server.customer.put(`/api/bars/${bar.id}`, {
      version: bar.version,
      ...barWithInsert(assembly),
    });
    expect(saved.statusCode).toBe(200);
    return bar.id;
  }

  async function insertBars(documents: { document: BarDocument; deletedAt?: Date }[]): Promise<void> {
    await server.db.insert(bars).values(
      documents.map(({ document, deletedAt }) => {
        barCounter += 1;
        return {
          name: `in use ${barCounter}`,
          ...barDocumentParts(document),
          editToken: `in-use-edit-${barCounter}`,
          previewToken: `in-use-preview-${barCounter}`,
          deletedAt: deletedAt ?? null,
        };
      }),
    );
  }

  /** An active preset made (as staff do) from a bar holding `assembly`; the bar is removed after, so only the preset uses it. */
  async function presetWith(assembly: Assembly): Promise<number> {
    const barId = await savedBarWith(assembly);
    const created = await server.admin.post('/api/bar-presets', {
      bar_id: barId,
      name: { de: 'Theke mit Boden', en: 'Counter with shelf' },
      ...PRESET_FILTERS,
      thumbnail: '/api/uploads/counter-with-shelf',
    });
    expect(created.statusCode).toBe(201);
    const presetId: number = created.json().data.id;
    // New presets start inactive; publishing is a separate step.
    expect((await server.admin.put(`/api/bar-presets/${presetId}`, { is_active: true })).statusCode).toBe(200);
    expect((await server.customer.request({ method: 'DELETE', url: `/api/bars/${barId}` })).statusCode).toBe(204);
    return presetId;
  }

  const deactivate = async (presetId: number) =>
    expect((await server.admin.request({ method: 'DELETE', url: `/api/bar-presets/${presetId}` })).statusCode).toBe(
      204,
    );

  const stored = async (id: number): Promise<Assembly> => (await server.admin.get(`/api/assemblies/${id}`)).json().data;

  it('refuses a type change with how many bars use it, in the request language, and saves nothing', async () => {
    const assembly = await createInsert();
    await savedBarWith(assembly);
    const document = barWithInsert(assembly);
    // Two more bars (a guest's among them) use it; a removed one is not counted.
    await insertBars([{ document }, { document }, { document, deletedAt: new Date() }]);

    // The names change too: the request is refused as a whole.
    const body = {
      ...assembly,
      type: 'worktop',
      translations: { ...assembly.translations, en: { name: 'Renamed', description: 'Changed' } },
    };
    const refused = await server.admin.put(`/api/assemblies/${assembly.id}`, body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      type: ['This assembly is used in 3 saved bars, so its type cannot be changed.'],
    });
    const german = await server.admin.put(`/api/assemblies/${assembly.id}`, body, { 'x-locale': 'de' });
    expect(german.json().errors).toEqual({
      type: ['Diese Baugruppe wird in 3 gespeicherten Bars verwendet; ihr Typ kann daher nicht geändert werden.'],
    });
    const messages = new Set<string>();
    for (const locale of ['de', 'en', 'fr', 'it', 'es', 'pt']) {
      const answer = await server.admin.put(`/api/assemblies/${assembly.id}`, body, { 'x-locale': locale });
      expect(answer.statusCode).toBe(422);
      const [message] = answer.json().errors.type;
      expect(message).toContain('3');
      messages.add(message);
    }
    expect(messages.size).toBe(6);

    expect(await stored(assembly.id)).toEqual(assembly);
    // The bars still save with it as an insert.
    const bar = await createBar(server.customer);
    expect((await server.customer.put(`/api/bars/${bar.id}`, { version: bar.version, ...document })).statusCode).toBe(
      200,
    );
  });

  it('says "1 bar" when one bar uses it', async () => {
    const assembly = await createInsert();
    await savedBarWith(assembly);
    const refused = await server.admin.put(`/api/assemblies/${assembly.id}`, { ...assembly, type: 'worktop' });
    expect(refused.json().errors.type).toEqual([
      'This assembly is used in 1 saved bar, so its type cannot be changed.',
    ]);
  });

  it('refuses a field that decides where it fits (an insert’s rows), allows names, parts, activity, thumbnail', async () => {
    const assembly = await createInsert();
    await savedBarWith(assembly);
    const rows = await server.admin.put(
      `/api/assemblies/${assembly.id}`,
      { ...assembly, height_units: 2 },
      { 'x-locale': 'fr' },
    );
    expect(rows.statusCode).toBe(422);
    expect(rows.json().errors).toEqual({
      height_units: [
        'Cet assemblage est utilisé dans 1 bar enregistré ; cette valeur détermine où il se place et ne peut donc pas être modifiée.',
      ],
    });
    expect(await stored(assembly.id)).toEqual(assembly);

    const edited = {
      ...assembly,
      parts: [{ part_id: SHELF_PART, quantity: 2 }],
      is_active: false,
      thumbnail: '/uploads/shelf.png',
      side: 'front',
      translations: {
        de: { name: 'Neuer Boden', description: 'Neu' },
        en: { name: 'New shelf', description: 'New' },
        it: { name: 'Ripiano nuovo', description: 'Nuovo' },
      },
    };
    const saved = await server.admin.put(`/api/assemblies/${assembly.id}`, edited);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual(edited);
  });

  it('refuses a used front panel’s width and mount, each on its field', async () => {
    // The seeded bars' default panels: every G-Raxx 600 gets one on its open edges.
    const document = graxxBar(2);
    const panelId = document.front.baseModules[0]?.panels[0]?.assembly_model_id ?? 0;
    const before = await countBarsUsingAssembly(server.db, { id: panelId, type: 'front_panel' });
    await insertBars([{ document }]);
    const panel = await stored(panelId);
    expect(panel.type).toBe('front_panel');
    const refused = await server.admin.put(`/api/assemblies/${panelId}`, {
      ...panel,
      width: panel.width + 600,
      mount: panel.mount === 'side' ? 'front' : 'side',
      height: panel.height,
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors).sort()).toEqual(['mount', 'width']);
    expect(refused.json().errors.width[0]).toContain(`${before + 1} saved bars`);
    expect(await stored(panelId)).toEqual(panel);
  });

  it('allows the type change once the only bar using it is removed', async () => {
    const assembly = await createInsert();
    const barId = await savedBarWith(assembly);
    const body = { ...assembly, type: 'counter_board_accessory' };
    expect((await server.admin.put(`/api/assemblies/${assembly.id}`, body)).statusCode).toBe(422);

    expect((await server.customer.request({ method: 'DELETE', url: `/api/bars/${barId}` })).statusCode).toBe(204);
    const saved = await server.admin.put(`/api/assemblies/${assembly.id}`, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.type).toBe('counter_board_accessory');
    expect((await stored(assembly.id)).type).toBe('counter_board_accessory');
  });

  it('refuses a type or rows change when only an active preset uses it, naming the preset, and saves nothing', async () => {
    const assembly = await createInsert();
    await presetWith(assembly);
    expect(await countBarsUsingAssembly(server.db, assembly)).toBe(0);
    const body = { ...assembly, type: 'worktop' };
    const refused = await server.admin.put(`/api/assemblies/${assembly.id}`, body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      type: ['This assembly is used in 1 preset, so its type cannot be changed.'],
    });
    const german = await server.admin.put(`/api/assemblies/${assembly.id}`, body, { 'x-locale': 'de' });
    expect(german.json().errors.type).toEqual([
      'Diese Baugruppe wird in 1 Vorlage verwendet; ihr Typ kann daher nicht geändert werden.',
    ]);
    const rows = await server.admin.put(
      `/api/assemblies/${assembly.id}`,
      { ...assembly, height_units: 2 },
      { 'x-locale': 'es' },
    );
    expect(rows.json().errors).toEqual({
      height_units: [
        'Este conjunto se usa en 1 plantilla; este valor determina dónde encaja, por lo que no se puede cambiar.',
      ],
    });
    expect(await stored(assembly.id)).toEqual(assembly);
  });

  it('names both counts, each in its singular or plural, in all six languages', async () => {
    const assembly = await createInsert();
    const presets = [await presetWith(assembly), await presetWith(assembly)];
    await savedBarWith(assembly);
    const body = { ...assembly, type: 'worktop' };
    const typeError = async (locale: string): Promise<string[]> =>
      (await server.admin.put(`/api/assemblies/${assembly.id}`, body, { 'x-locale': locale })).json().errors.type;

    const oneBarTwoPresets: Record<string, string> = {
      de: 'Diese Baugruppe wird in 1 gespeicherten Bar und 2 Vorlagen verwendet; ihr Typ kann daher nicht geändert werden.',
      en: 'This assembly is used in 1 saved bar and 2 presets, so its type cannot be changed.',
      fr: 'Cet assemblage est utilisé dans 1 bar enregistré et 2 modèles ; son type ne peut donc pas être modifié.',
      it: 'Questo assemblaggio è usato in 1 bar salvato e 2 modelli, quindi il suo tipo non può essere modificato.',
      es: 'Este conjunto se usa en 1 barra guardada y 2 plantillas, por lo que su tipo no se puede cambiar.',
      pt: 'Este conjunto é usado em 1 bar guardado e 2 modelos, por isso o seu tipo não pode ser alterado.',
    };
    for (const [locale, message] of Object.entries(oneBarTwoPresets))
      expect(await typeError(locale)).toEqual([message]);

    await insertBars([{ document: barWithInsert(assembly) }, { document: barWithInsert(assembly) }]);
    await deactivate(presets[0] ?? 0);
    const threeBarsOnePreset: Record<string, string> = {
      de: 'Diese Baugruppe wird in 3 gespeicherten Bars und 1 Vorlage verwendet; ihr Typ kann daher nicht geändert werden.',
      en: 'This assembly is used in 3 saved bars and 1 preset, so its type cannot be changed.',
      fr: 'Cet assemblage est utilisé dans 3 bars enregistrés et 1 modèle ; son type ne peut donc pas être modifié.',
      it: 'Questo assemblaggio è usato in 3 bar salvati e 1 modello, quindi il suo tipo non può essere modificato.',
      es: 'Este conjunto se usa en 3 barras guardadas y 1 plantilla, por lo que su tipo no se puede cambiar.',
      pt: 'Este conjunto é usado em 3 bares guardados e 1 modelo, por isso o seu tipo não pode ser alterado.',
    };
    for (const [locale, message] of Object.entries(threeBarsOnePreset))
      expect(await typeError(locale)).toEqual([message]);
    const rows = await server.admin.put(
      `/api/assemblies/${assembly.id}`,
      { ...assembly, height_units: 2 },
      { 'x-locale': 'it' },
    );
    expect(rows.json().errors.height_units).toEqual([
      'Questo assemblaggio è usato in 3 bar salvati e 1 modello; questo valore determina dove si monta, quindi non può essere modificato.',
    ]);
    expect(await stored(assembly.id)).toEqual(assembly);
  });

  it('allows the change once the only preset using it is deactivated', async () => {
    const assembly = await createInsert();
    const presetId = await presetWith(assembly);
    const body = { ...assembly, type: 'counter_board_accessory' };
    expect((await server.admin.put(`/api/assemblies/${assembly.id}`, body)).statusCode).toBe(422);

    await deactivate(presetId);
    const saved = await server.admin.put(`/api/assemblies/${assembly.id}`, body);
    expect(saved.statusCode).toBe(200);
    expect((await stored(assembly.id)).type).toBe('counter_board_accessory');
  });

  it('lets an unused assembly change its type and every other field', async () => {
    const assembly = await createInsert();
    const body = { ...assembly, type: 'worktop', mount: 'rack', height_units: 2, allowed_rows: [3, 6] };
    const saved = await server.admin.put(`/api/assemblies/${assembly.id}`, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual(body);
  });

  it('counts a bar for each place a document names an assembly of its type, on both sides, and nothing else', async () => {
    const id = 987_654;
    const places: [AssemblyType, Record<string, unknown>][] = [
      ['insert', { racks: [{ inserts: [{ rack_insert_model_id: id }], worktop: null }] }],
      ['worktop', { racks: [{ inserts: [], worktop: { assembly_id: id, mount: 6 } }] }],
      ['front_panel', { panels: [{ assembly_model_id: 1 }, { assembly_model_id: id }] }],
      ['back_panel', { back_panels: { top: { assembly_model_id: id }, bottom: null } }],
      ['back_panel', { back_panels: { top: null, bottom: { assembly_model_id: id } } }],
      ['side_application', { side_applications: [{ side: 'left', assembly_id: id }] }],
      ['front_frame_accessory', { front_frame_accessories: [{ assembly_id: id, mount_id: 'f', position: 0 }] }],
      ['counter_board_accessory', { counterBoards: [{ accessories: [{ assembly_id: 1 }, { assembly_id: id }] }] }],
    ];
    const decoys: Record<string, unknown>[] = [
      { base_module_id: id },
      { bottle_shelves: [{ part_id: id }] },
      { brandsigns: [{ part_id: id }] },
      { panels: [{ assembly_model_id: id + 1 }] },
      { racks: [{ inserts: [{ rack_insert_model_id: 1, mount: id }] }] },
    ];
    await insertBars(
      [...places.map(([, module]) => module), ...decoys].flatMap((module) => [
        { document: documentNaming('front', module) },
        { document: documentNaming('back', module) },
      ]),
    );
    await insertBars([{ document: documentNaming('front', places[0]?.[1] ?? {}), deletedAt: new Date() }]);
    for (const type of ASSEMBLY_TYPES) {
      const expected = places.filter(([placed]) => placed === type).length * 2;
      expect(await countBarsUsingAssembly(server.db, { id, type }), type).toBe(expected);
    }

    // Presets are read with the same paths; a deactivated one is not counted.
    const [backPanel, decoy] = [places[3]?.[1] ?? {}, decoys[3] ?? {}];
    await server.db.insert(barPresets).values(
      [
        { document: documentNaming('back', backPanel), isActive: true },
        { document: documentNaming('front', backPanel), isActive: false },
        { document: documentNaming('front', decoy), isActive: true },
      ].map((preset, index) => ({
        ...preset,
        code: `in-use-count-${index}`,
        name: { de: 'Zählen', en: 'Count' },
        type: PRESET_FILTERS.type,
        baseModule: PRESET_FILTERS.base_module,
        equipment: PRESET_FILTERS.equipment,
        shape: PRESET_FILTERS.shape,
        size: PRESET_FILTERS.size,
      })),
    );
    expect(await countPresetsUsingAssembly(server.db, { id, type: 'back_panel' })).toBe(1);
    expect(await countPresetsUsingAssembly(server.db, { id, type: 'front_panel' })).toBe(0);
  });
});
