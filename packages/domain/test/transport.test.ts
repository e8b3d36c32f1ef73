import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BoxSize, createCatalogue, type Part } from '../src/catalogue.ts';
import { computePartsList } from '../src/partsList.ts';
import { CIRCUIT_WATTS, powerBudget } from '../src/power.ts';
import { buildPresetDocument, seedPresets } from '../src/seed/presets.ts';
import { bagsByType, bagTypes, boxFits, boxVolume, packedSizeOf, planTransport } from '../src/transport.ts';
import { grams, mm } from '../src/units.ts';
import { catalogue, partId } from './harness.ts';

function counter(entries: [string, number][]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const [code, count] of entries) counts.set(partId(code), (counts.get(partId(code)) ?? 0) + count);
  return counts;
}

/** Every packed count by part id, over all bags and the loose parts. */
function packedCounts(plan: ReturnType<typeof planTransport>): Map<number, number> {
  const counts = new Map<number, number>();
  for (const line of [...plan.bags.flatMap((bag) => bag.contents), ...plan.loose]) {
    counts.set(line.part_id, (counts.get(line.part_id) ?? 0) + line.count);
  }
  return counts;
}

describe('T1 transport plan', () => {
  it('packs knocked-down frames by weight, bar tops and panels in their bags, back frames loose', () => {
    const plan = planTransport(
      [
        counter([
          ['g-raxx-1200', 3],
          ['counter-board-1200', 4],
          ['back-frame-600', 1],
        ]),
      ],
      catalogue,
    );
    // 23.8 kg frames: two in a 60 kg module bag; 4 bar tops (15.1 kg, 14.9 l) in one 65 kg bag.
    expect(bagsByType(plan)).toEqual([
      { part_id: partId('bag-module'), count: 2, contents: [{ part_id: partId('g-raxx-1200'), count: 3 }] },
      {
        part_id: partId('bag-counter-board'),
        count: 1,
        contents: [{ part_id: partId('counter-board-1200'), count: 4 }],
      },
    ]);
    expect(plan.loose).toEqual([{ part_id: partId('back-frame-600'), count: 1 }]);
    expect(plan.lower_bound).toBe(3);
    // 3 × 23.8 + 4 × 15.1 + 17.6 kg of parts, 2 × 1.2 + 0.9 kg of bags.
    expect(plan.weight_g).toBe(71_400 + 60_400 + 17_600 + 2_400 + 900);
    expect(plan.vehicles.map((vehicle) => [vehicle.code, vehicle.fits])).toEqual([
      ['estate-car', false],
      ['small-van', true],
      ['van-3500', true],
    ]);
  });

  it('leaves bags already chosen out of the plan and packs nothing for an empty bar', () => {
    const plan = planTransport([counter([['bag-module', 3]])], catalogue);
    expect(plan).toMatchObject({ bags: [], loose: [], volume_l: 0, weight_g: 0, lower_bound: 0 });
    expect(plan.vehicles.every((vehicle) => vehicle.fits)).toBe(true);
  });

  it('turns a part to fit: a box fits when its sorted sides do', () => {
    const size = (l: number, w: number, h: number): BoxSize => ({ length: mm(l), width: mm(w), height: mm(h) });
    expect(boxFits(size(100, 1200, 30), size(1250, 140, 430))).toBe(true);
    expect(boxFits(size(100, 1300, 30), size(1250, 140, 430))).toBe(false);
  });

  it('packs a part the admin made bigger into a bigger bag', () => {
    const led = catalogue.parts.get(partId('led-bar-1200')) as Part;
    const before = planTransport([counter([['led-bar-1200', 1]])], catalogue);
    expect(before.bags.map((bag) => bag.part_id)).toEqual([partId('bag-counter-board')]);
    const bigger = createCatalogue({
      parts: [...catalogue.parts.values()].map((part) =>
        part.id === led.id ? { ...part, packed_size: { length: mm(1220), width: mm(400), height: mm(300) } } : part,
      ),
      baseModules: [...catalogue.baseModules.values()],
      vehicles: catalogue.vehicles,
    });
    const after = planTransport([counter([['led-bar-1200', 1]])], bigger);
    expect(after.bags.map((bag) => bag.part_id)).toEqual([partId('bag-module')]);
  });

  it("recommends the plan's bags on the parts list of every preset, within the bound plus 25 %", () => {
    for (const preset of seedPresets) {
      const parts = computePartsList(buildPresetDocument(preset, catalogue), catalogue, 'en');
      expect(parts.packaging_recommendation).toEqual(
        bagsByType(parts.transport).map((entry) => ({ part_id: entry.part_id, qty: entry.count })),
      );
      expect(parts.transport.bags.length).toBeLessThanOrEqual(Math.ceil(parts.transport.lower_bound * 1.25));
    }
  });
});

const codes = [...catalogue.parts.values()].map((part) => part.code);
const parts = fc.array(fc.tuple(fc.constantFrom(...codes), fc.integer({ min: 1, max: 40 })), { maxLength: 25 });

describe('T1 properties', () => {
  it('packs every part exactly once, no bag over its size or load, totals add up, deterministic', () => {
    const types = new Map(bagTypes(catalogue).map((type) => [type.part.id, type]));
    fc.assert(
      fc.property(parts, (entries) => {
        const wanted = new Map<number, number>();
        for (const [code, count] of entries) {
          const part = catalogue.parts.get(partId(code)) as Part;
          if (part.type !== 'packaging') wanted.set(part.id, (wanted.get(part.id) ?? 0) + count);
        }
        const plan = planTransport([counter(entries)], catalogue);
        expect(packedCounts(plan)).toEqual(wanted);
        let weight = 0;
        for (const [id, count] of wanted) weight += (catalogue.parts.get(id) as Part).weight * count;
        for (const bag of plan.bags) {
          const type = types.get(bag.part_id);
          if (!type) throw new Error('a bag the catalogue does not offer');
          let volume = 0;
          let load = 0;
          for (const line of bag.contents) {
            const part = catalogue.parts.get(line.part_id) as Part;
            expect(boxFits(packedSizeOf(part), type.inner)).toBe(true);
            volume += boxVolume(packedSizeOf(part)) * line.count;
            load += part.weight * line.count;
          }
          expect(volume).toBeLessThanOrEqual(type.volume);
          expect(load).toBeLessThanOrEqual(type.maxLoad);
          expect([bag.content_volume, bag.load]).toEqual([volume, load]);
          weight += type.part.weight;
        }
        expect(plan.weight_g).toBe(weight);
        expect(plan.bags.length).toBeGreaterThanOrEqual(plan.lower_bound);
        expect(planTransport([counter([...entries].reverse())], catalogue)).toEqual(plan);
      }),
      { numRuns: 150 },
    );
  });
});

describe('E1 power budget', () => {
  it('adds the watts of LED parts and powered accessories; amperes at 230 V; 16 A circuits at 80 %', () => {
    const power = powerBudget(
      [
        counter([
          ['led-bar-1200', 4],
          ['insert-cooler', 2],
          ['g-raxx-600', 3],
        ]),
      ],
      catalogue,
    );
    expect(power).toEqual({ watts: 312, amperes: 1.36, circuits: 1, sockets: 6, over_one_circuit: false });
    expect(CIRCUIT_WATTS).toBe(2944);
    const many = powerBudget([counter([['insert-cooler', 25]])], catalogue);
    expect(many).toMatchObject({ watts: 3000, circuits: 2, over_one_circuit: true });
    expect(powerBudget([new Map()], catalogue)).toEqual({
      watts: 0,
      amperes: 0,
      circuits: 0,
      sockets: 0,
      over_one_circuit: false,
    });
  });

  it('sums the same watts as the parts list lines say, split over the bar and the single parts', () => {
    fc.assert(
      fc.property(parts, parts, (bar, single) => {
        const power = powerBudget([counter(bar), counter(single)], catalogue);
        const expected = [...bar, ...single].reduce(
          (sum, [code, count]) => sum + ((catalogue.parts.get(partId(code)) as Part).watts ?? 0) * count,
          0,
        );
        expect(power.watts).toBeCloseTo(expected, 6);
        expect(power.circuits).toBe(Math.ceil(expected / CIRCUIT_WATTS));
        expect(power.circuits * CIRCUIT_WATTS).toBeGreaterThanOrEqual(power.watts);
      }),
    );
  });
});

it('seeds a packed size for every part, and bags with an inner size and load', () => {
  for (const part of catalogue.parts.values()) {
    expect(part.packed_size, part.code).toBeTruthy();
    if (part.type === 'packaging') expect([part.inner_size, part.max_load].every(Boolean), part.code).toBe(true);
  }
  expect(grams(0)).toBe(0);
});
