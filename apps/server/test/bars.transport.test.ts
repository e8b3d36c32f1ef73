import { barPatchResponseSchema } from '@bar/contracts/barPatch';
import { barResponseSchema } from '@bar/contracts/bars';
import { computePartsList } from '@bar/domain/partsList';
import { seedCatalogue } from '@bar/domain/seed/catalogue';
import { bagsByType } from '@bar/domain/transport';
import { describe, expect, it } from 'vitest';
import { guardStatuses } from './admin.catalogue.helpers.ts';
import { fieldsOf } from './admin.records.helpers.ts';
import { createBar, graxxBar } from './helpers/bars.ts';
import { databaseKinds } from './helpers/database.ts';
import { useAdminTestApp } from './helpers/testApp.ts';

const LED_1200 = 141;
const COOLER = 115;
const VAN = {
  name: { de: 'Kleintransporter', en: 'Small van' },
  cargo: { length: 2300, width: 1500, height: 1250 },
  payload: 800_000,
};

/** Three G-Raxx 600 modules; four LED bars and 25 coolers as single parts (72 W + 3000 W). */
function poweredBar() {
  return {
    ...graxxBar(3),
    singleParts: [
      { part_id: LED_1200, count: 4 },
      { part_id: COOLER, count: 25 },
    ],
  };
}

describe.each(databaseKinds)('transport plan and power budget (%s)', (kind) => {
  const server = useAdminTestApp(kind);

  async function savedBar(document: object = poweredBar()) {
    const created = await createBar(server.customer);
    const saved = await server.customer.put(`/api/bars/${created.id}`, { version: 1, ...document });
    expect(saved.statusCode).toBe(200);
    return { id: created.id, saved: barResponseSchema.parse(saved.json()).data };
  }

  it('GET and PUT carry the plan by bag type and the power budget, as the domain computes them', async () => {
    const { id, saved } = await savedBar();
    const expected = computePartsList(poweredBar(), seedCatalogue(), 'en');
    expect(saved.transport.bags).toEqual(bagsByType(expected.transport));
    expect(saved.transport).toMatchObject({
      volume_l: expected.transport.volume_l,
      weight_g: expected.transport.weight_g,
      lower_bound: expected.transport.lower_bound,
    });
    expect(saved.transport.vehicles.map((vehicle) => vehicle.code)).toEqual(['estate-car', 'small-van', 'van-3500']);
    expect(saved.power).toEqual({ watts: 3072, amperes: 13.36, circuits: 2, sockets: 29, over_one_circuit: true });
    expect(saved.packaging_recommendation).toEqual(
      saved.transport.bags.map((bag) => ({ part_id: bag.part_id, qty: bag.count })),
    );
    const packed = saved.transport.bags.flatMap((bag) => bag.contents).filter((line) => line.part_id === COOLER);
    expect(packed.reduce((sum, line) => sum + line.count, 0)).toBe(25);
    const read = await server.customer.get(`/api/bars/${id}`);
    const body = barResponseSchema.parse(read.json()).data;
    expect([body.transport, body.power]).toEqual([saved.transport, saved.power]);
  });

  it('a patch save answers the totals only', async () => {
    const { id, saved } = await savedBar();
    const response = await server.customer.request({
      method: 'PATCH',
      url: `/api/bars/${id}`,
      payload: JSON.stringify([{ op: 'replace', path: '/singleParts/1/count', value: 5 }]),
      headers: { 'content-type': 'application/json-patch+json', 'if-match': `"${saved.version}"` },
    });
    expect(response.statusCode).toBe(200);
    const body = barPatchResponseSchema.parse(response.json()).data;
    expect(body.power).toMatchObject({ watts: 672, circuits: 1, over_one_circuit: false });
    expect(body.transport.bags).toBe(body.packaging_recommendation.reduce((sum, line) => sum + line.qty, 0));
    expect(Object.keys(response.json().data.transport).sort()).toEqual(['bags', 'vehicles', 'volume_l', 'weight_g']);
  });

  it("an administrator's watts and packed size change the next plan", async () => {
    const part = (await server.guest.get(`/api/parts/${LED_1200}`)).json().data;
    expect(part).toMatchObject({ watts: 18, packed_size: { length: 1220, width: 40, height: 40 } });
    const changed = await server.admin.put(`/api/parts/${LED_1200}`, {
      ...part,
      watts: 30,
      packed_size: { length: 1220, width: 500, height: 300 },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ watts: 30, packed_size: { length: 1220, width: 500, height: 300 } });
    const { saved } = await savedBar();
    expect(saved.power.watts).toBe(4 * 30 + 3000);
    const moduleBag = saved.transport.bags.find((bag) => bag.part_id === 180);
    expect(moduleBag?.contents).toContainEqual({ part_id: LED_1200, count: 4 });
    const invalid = await server.admin.put(`/api/parts/${LED_1200}`, {
      ...part,
      watts: -1,
      packed_size: { length: 'long', width: 1, height: 1 },
    });
    expect(fieldsOf(invalid)).toEqual(['packed_size.length', 'watts']);
    await server.admin.put(`/api/parts/${LED_1200}`, part);
  });

  it.each([{ method: 'PUT', url: '/api/vehicle-classes/small-van', payload: VAN }] as const)(
    '$method $url refuses guests (401) and customers (403)',
    async (call) => {
      expect(await guardStatuses(server, call)).toEqual([401, 403]);
    },
  );

  it('an administrator edits a vehicle class; the plan checks against it', async () => {
    const list = await server.guest.get('/api/vehicle-classes');
    expect(list.json().data.map((vehicle: { code: string }) => vehicle.code)).toEqual([
      'estate-car',
      'small-van',
      'van-3500',
    ]);
    const before = (await savedBar(graxxBar(3))).saved.transport.vehicles.find(
      (vehicle) => vehicle.code === 'small-van',
    );
    expect(before?.fits).toBe(true);
    const tiny = await server.admin.put('/api/vehicle-classes/small-van', { ...VAN, payload: 1000 });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.json().data).toMatchObject({ code: 'small-van', payload: 1000 });
    const after = (await savedBar(graxxBar(3))).saved.transport.vehicles.find(
      (vehicle) => vehicle.code === 'small-van',
    );
    expect(after?.fits).toBe(false);
    expect((await server.admin.put('/api/vehicle-classes/lorry', VAN)).statusCode).toBe(404);
    const invalid = await server.admin.put('/api/vehicle-classes/small-van', { ...VAN, payload: 'heavy' });
    expect(fieldsOf(invalid)).toEqual(['payload']);
    await server.admin.put('/api/vehicle-classes/small-van', VAN);
  });
});
