import { describe, expect, it } from 'vitest';
import { guardStatuses } from './admin.catalogue.helpers.ts';
import { fieldsOf } from './admin.records.helpers.ts';
import { databaseKinds } from './helpers/database.ts';
import { useAdminTestApp } from './helpers/testApp.ts';

const WHITE = { code: '9016', name: 'Traffic white', hex: '#f1f0ea', is_active: true };
const PART_ID = 110;

describe.each(databaseKinds)('admin colours and parts (%s)', (kind) => {
  const server = useAdminTestApp(kind);

  it.each([
    { method: 'GET', url: '/api/colors/1' },
    { method: 'PUT', url: '/api/colors/1', payload: WHITE },
    { method: 'PUT', url: `/api/parts/${PART_ID}`, payload: {} },
    { method: 'PUT', url: '/api/assemblies/10', payload: {} },
    { method: 'POST', url: '/api/assemblies', payload: {} },
    { method: 'GET', url: '/api/content-sections' },
    { method: 'PUT', url: '/api/content', payload: { sections: [] } },
  ] as const)('$method $url refuses guests (401) and customers (403)', async (call) => {
    expect(await guardStatuses(server, call)).toEqual([401, 403]);
  });

  it('an administrator reads a colour, inactive ones included', async () => {
    await server.admin.put('/api/colors/3', { code: '9005', name: 'Jet black', hex: '#0A0A0A', is_active: false });
    const response = await server.admin.get('/api/colors/3');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: 3,
      code: '9005',
      name: 'Jet black',
      hex: '#0a0a0a',
      is_active: false,
      translations: {},
    });
    const palette = await server.guest.get('/api/colors');
    expect(palette.json().data.map((color: { id: number }) => color.id)).not.toContain(3);
    expect((await server.admin.get('/api/colors/999999')).statusCode).toBe(404);
  });

  it('saves a colour and shows it in the public palette', async () => {
    const response = await server.admin.put('/api/colors/2', {
      code: '9010',
      name: 'Cream white',
      hex: '#F7F5EC',
      is_active: true,
    });
    expect(response.statusCode).toBe(200);
    const saved = { id: 2, code: '9010', name: 'Cream white', hex: '#f7f5ec', is_active: true };
    expect(response.json().data).toEqual({ ...saved, translations: {} });
    const palette = await server.guest.get('/api/colors');
    expect(palette.json().data).toContainEqual(saved);
  });

  it('answers 422 per field for a colour, a code another colour has included', async () => {
    const invalid = await server.admin.put('/api/colors/2', { code: 'RAL 9010', name: '', hex: 'white' });
    expect(fieldsOf(invalid)).toEqual(['code', 'hex', 'is_active', 'name']);
    const taken = await server.admin.put('/api/colors/2', { ...WHITE });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ code: ['Another colour already has this code.'] });
    const takenInGerman = await server.admin.put('/api/colors/2', { ...WHITE }, { 'x-locale': 'de' });
    expect(takenInGerman.json().errors).toEqual({ code: ['Eine andere Farbe hat bereits diesen Code.'] });
    expect((await server.admin.put('/api/colors/999999', { ...WHITE, code: '1000' })).statusCode).toBe(404);
  });

  it('serves a part publicly and saves its editable fields, code and type unchanged', async () => {
    const loaded = await server.guest.get(`/api/parts/${PART_ID}`);
    expect(loaded.statusCode).toBe(200);
    const part = loaded.json().data;
    const body = {
      ...part,
      code: 'renamed',
      type: 'led',
      name: { de: 'Boden neu', en: 'New shelf', fr: '  ' },
      description: { de: '', en: 'A shelf' },
      variants: [{ part_number: 'SHF-1' }, { part_number: 'SHF-2' }],
      price: 1234,
      weight: '2500',
      width: 560,
      height: 20,
      depth: 540,
    };
    const saved = await server.admin.put(`/api/parts/${PART_ID}`, body);
    expect(saved.statusCode).toBe(200);
    const expected = {
      id: PART_ID,
      code: part.code,
      type: part.type,
      name: { de: 'Boden neu', en: 'New shelf' },
      description: { de: '', en: 'A shelf' },
      variants: [{ part_number: 'SHF-1' }, { part_number: 'SHF-2' }],
      price: 1234,
      weight: 2500,
      width: 560,
      height: 20,
      depth: 540,
      // The transport and power fields were sent back as loaded, so they stay as seeded.
      packed_size: { length: 570, width: 550, height: 75 },
      inner_size: null,
      max_load: null,
      watts: 0,
    };
    expect(saved.json().data).toEqual(expected);
    expect((await server.guest.get(`/api/parts/${PART_ID}`)).json().data).toEqual(expected);
  });

  it('answers 422 per field for a part and 404 for an unknown one', async () => {
    const response = await server.admin.put(`/api/parts/${PART_ID}`, {
      name: { de: ' ', en: 'x' },
      description: { de: '' },
      variants: [{ part_number: 'A' }, { part_number: 'A' }, { part_number: '' }],
      price: -1,
      weight: 1.5,
      width: 'wide',
      height: 10,
      depth: 10,
    });
    expect(fieldsOf(response)).toEqual([
      'name.de',
      'price',
      'variants.1.part_number',
      'variants.2.part_number',
      'weight',
      'width',
    ]);
    expect((await server.guest.get('/api/parts/999999')).statusCode).toBe(404);
    const valid = (await server.guest.get(`/api/parts/${PART_ID}`)).json().data;
    expect((await server.admin.put('/api/parts/999999', valid)).statusCode).toBe(404);
  });
});
