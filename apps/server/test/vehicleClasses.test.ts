import { vehicleClassesResponseSchema, vehicleClassResponseSchema } from '@bar/contracts/catalogue';
import { afterEach, describe, expect, it } from 'vitest';
import { guardStatuses } from './admin.catalogue.helpers.ts';
import { fieldsOf } from './admin.records.helpers.ts';
import { databaseKinds } from './helpers/database.ts';
import { useAdminTestApp } from './helpers/testApp.ts';

const VAN = {
  name: { de: 'Kleintransporter', en: 'Small van', fr: 'Petite fourgonnette' },
  cargo: { length: 2300, width: 1500, height: 1250 },
  payload: 800_000,
};

describe.each(databaseKinds)('vehicle classes, one by one (%s)', (kind) => {
  const server = useAdminTestApp(kind);

  afterEach(async () => {
    expect((await server.admin.put('/api/vehicle-classes/small-van', VAN)).statusCode).toBe(200);
  });

  it('GET /api/vehicle-classes/{code} answers the class as the list has it, to anyone', async () => {
    const list = vehicleClassesResponseSchema.parse((await server.guest.get('/api/vehicle-classes')).json()).data;
    for (const vehicle of list) {
      const one = await server.guest.get(`/api/vehicle-classes/${vehicle.code}`);
      expect(one.statusCode).toBe(200);
      expect(vehicleClassResponseSchema.parse(one.json()).data).toEqual(vehicle);
    }
  });

  it('an unknown or malformed code is not found or refused, never a 500', async () => {
    const unknown = await server.guest.get('/api/vehicle-classes/lorry', { 'x-locale': 'de' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Diese Fahrzeugklasse existiert nicht.');
    const malformed = await server.guest.get('/api/vehicle-classes/Big%20Lorry');
    expect(malformed.statusCode).toBeGreaterThanOrEqual(400);
    expect(malformed.statusCode).toBeLessThan(500);
  });

  it('a saved change is read back at once, with blank translations left out', async () => {
    const changed = await server.admin.put('/api/vehicle-classes/small-van', {
      name: { de: ' Kastenwagen ', en: 'Panel van', it: '', pt: null },
      cargo: { length: '2400', width: 1500, height: 1300 },
      payload: '650000',
    });
    expect(changed.statusCode).toBe(200);
    const expected = {
      code: 'small-van',
      name: { de: 'Kastenwagen', en: 'Panel van' },
      cargo: { length: 2400, width: 1500, height: 1300 },
      payload: 650_000,
    };
    expect(changed.json().data).toEqual(expected);
    expect((await server.guest.get('/api/vehicle-classes/small-van')).json().data).toEqual(expected);
  });

  it('a cargo side or a payload of 0, above the limit or not whole is refused per field', async () => {
    const zero = await server.admin.put('/api/vehicle-classes/small-van', {
      ...VAN,
      cargo: { length: 0, width: 1.5, height: 100_001 },
      payload: 0,
    });
    expect(fieldsOf(zero)).toEqual(['cargo.height', 'cargo.length', 'cargo.width', 'payload']);
    const heavy = await server.admin.put('/api/vehicle-classes/small-van', { ...VAN, payload: 100_000_001 });
    expect(fieldsOf(heavy)).toEqual(['payload']);
    const unnamed = await server.admin.put('/api/vehicle-classes/small-van', { ...VAN, name: { de: ' ', en: 'x' } });
    expect(fieldsOf(unnamed)).toEqual(['name.de']);
    const noCargo = await server.admin.put('/api/vehicle-classes/small-van', { name: VAN.name, payload: 1 });
    expect(fieldsOf(noCargo)).toEqual(['cargo']);
    const extra = await server.admin.put('/api/vehicle-classes/small-van', { ...VAN, code: 'lorry' });
    expect(extra.statusCode).toBe(422);
    const notAnObject = await server.admin.put('/api/vehicle-classes/small-van', [1, 2]);
    expect(notAnObject.statusCode).toBe(422);
    expect((await server.guest.get('/api/vehicle-classes/small-van')).json().data.payload).toBe(VAN.payload);
  });

  it('PUT refuses guests (401) and customers (403)', async () => {
    const call = { method: 'PUT', url: '/api/vehicle-classes/small-van', payload: VAN } as const;
    expect(await guardStatuses(server, call)).toEqual([401, 403]);
  });
});
