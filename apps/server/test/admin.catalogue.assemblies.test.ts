import type { Assembly } from '@bar/domain/catalogue';
import { describe, expect, it } from 'vitest';
import { barWithInsert, newInsertBody, SHELF_PART } from './admin.catalogue.helpers.ts';
import { fieldsOf } from './admin.records.helpers.ts';
import { createBar } from './helpers/bars.ts';
import { databaseKinds } from './helpers/database.ts';
import { useAdminTestApp } from './helpers/testApp.ts';

describe.each(databaseKinds)('admin assemblies (%s)', (kind) => {
  const server = useAdminTestApp(kind);

  it('creates an assembly with an id above the seed and a code from its English name', async () => {
    const response = await server.admin.post('/api/assemblies', newInsertBody());
    expect(response.statusCode).toBe(201);
    const created: Assembly = response.json().data;
    expect(created.id).toBeGreaterThanOrEqual(1000);
    expect(created).toMatchObject({
      code: `triple-shelf-${created.id}`,
      width: 560,
      depth: 540,
      height: 58,
      thumbnail: null,
      parts: [{ part_id: SHELF_PART, quantity: 3 }],
    });
    const second = (await server.admin.post('/api/assemblies', newInsertBody())).json().data;
    expect(second.id).toBeGreaterThan(created.id);
    expect(second.order_column).toBeGreaterThan(created.order_column);

    const inserts = await server.guest.get('/api/assemblies?type=insert');
    expect(inserts.json().data).toContainEqual(created);
    expect((await server.guest.get(`/api/assemblies/${created.id}`)).json().data).toEqual(created);
  });

  it('a new assembly is part of the catalogue bars are saved and priced with', async () => {
    const created: Assembly = (await server.admin.post('/api/assemblies', newInsertBody())).json().data;
    const bar = await createBar(server.customer);
    const saved = await server.customer.put(`/api/bars/${bar.id}`, {
      version: bar.version,
      ...barWithInsert(created),
    });
    expect(saved.statusCode).toBe(200);
    const shelfNumber = (await server.guest.get(`/api/parts/${SHELF_PART}`)).json().data.variants[0].part_number;
    const lines: { part_number: string; quantity: number }[] = saved.json().data.parts.list;
    expect(lines.find((line) => line.part_number === shelfNumber)?.quantity).toBe(3);
  });

  it('saves every editable field of an assembly; an inactive one leaves the public list', async () => {
    const created: Assembly = (await server.admin.post('/api/assemblies', newInsertBody())).json().data;
    const body = {
      ...created,
      parts: [
        { part_id: SHELF_PART, quantity: 2 },
        { part_id: 111, quantity: 1 },
      ],
      is_active: false,
      thumbnail: '/uploads/thumb.png',
      width: 600,
      depth: '500',
      height: 116,
      height_units: 2,
      side: 'front',
      translations: {
        de: { name: 'Doppelboden', description: 'Zwei' },
        en: { name: 'Double shelf', description: 'Two' },
        fr: { name: 'Double tablette', description: 'Deux' },
      },
    };
    const saved = await server.admin.put(`/api/assemblies/${created.id}`, body);
    expect(saved.statusCode).toBe(200);
    const expected = { ...body, depth: 500, code: created.code, order_column: created.order_column };
    expect(saved.json().data).toEqual(expected);
    expect((await server.guest.get(`/api/assemblies/${created.id}`)).json().data).toEqual(expected);
    const listed = (await server.guest.get('/api/assemblies?type=insert')).json().data;
    expect(listed.map((assembly: Assembly) => assembly.id)).not.toContain(created.id);
  });

  it('answers 422 per field with dotted paths', async () => {
    const response = await server.admin.post(
      '/api/assemblies',
      newInsertBody({
        type: 'front_panel',
        parts: [
          { part_id: 999999, quantity: 1 },
          { part_id: SHELF_PART, quantity: 0 },
        ],
        width: 'wide',
        height_units: -1,
        mount: 'top',
        translations: { de: { name: '', description: '' } },
      }),
    );
    expect(fieldsOf(response)).toEqual([
      'height_units',
      'mount',
      'parts.1.quantity',
      'translations.de.name',
      'translations.en',
      'width',
    ]);
    const unknownPart = await server.admin.post(
      '/api/assemblies',
      newInsertBody({ parts: [{ part_id: 999999, quantity: 1 }] }),
      { 'x-locale': 'de' },
    );
    expect(unknownPart.statusCode).toBe(422);
    expect(unknownPart.json().errors).toEqual({ 'parts.0.part_id': ['Bitte wählen Sie ein vorhandenes Teil.'] });
  });

  it('saves a seeded assembly unchanged, and answers 404 for an unknown id', async () => {
    const seeded = (await server.guest.get('/api/assemblies/10')).json().data;
    const saved = await server.admin.put('/api/assemblies/10', seeded);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual(seeded);
    expect((await server.admin.put('/api/assemblies/999999', seeded)).statusCode).toBe(404);
  });
});
