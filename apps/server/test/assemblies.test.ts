import { type AssemblyDto, assembliesResponseSchema, assemblyResponseSchema } from '@bar/contracts/catalogue';
import type { Assembly } from '@bar/domain/catalogue';
import { seedAssemblies } from '@bar/domain/seed/assemblies';
import { mm } from '@bar/domain/units';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { assemblies } from '../src/db/schemaCatalogue.ts';
import { assemblyRow } from '../src/db/seed.ts';
import { databaseKinds } from './helpers/database.ts';
import { useTestApp } from './helpers/testApp.ts';

// Ids far above the seed's, so the fixtures never collide with seeded rows.
function fixture(id: number, overrides: Partial<Assembly>): Assembly {
  return {
    id,
    code: `test-assembly-${id}`,
    type: 'worktop',
    order_column: 1,
    parts: [{ part_id: 1, quantity: 2 }],
    is_active: true,
    thumbnail: '/thumbnails/test.png',
    width: mm(560),
    depth: mm(540),
    height: mm(25),
    height_units: 1,
    mount: 'rack',
    allowed_rows: [6, 9],
    side: 'both',
    translations: {
      de: { name: 'Testplatte', description: 'Zum Testen' },
      en: { name: 'Test top', description: 'For tests' },
      fr: { name: 'Plateau de test', description: 'Pour les tests' },
    },
    ...overrides,
  };
}

const activeWorktop = fixture(9001, { order_column: -5 });
const laterWorktop = fixture(9002, { order_column: 10_000, thumbnail: null, mount: null });
const inactiveInsert = fixture(9003, { type: 'insert', is_active: false, allowed_rows: [] });
const fixtures = [activeWorktop, laterWorktop, inactiveInsert];

type Listed = { id: number; type: string; order_column: number; is_active: boolean };

describe('the assembly contract mirrors the domain type', () => {
  it('infers exactly the Assembly fields', () => {
    expectTypeOf<AssemblyDto>().toEqualTypeOf<Assembly>();
  });
});

describe.each(databaseKinds)('assembly routes (%s)', (kind) => {
  const server = useTestApp(kind, {
    prepare: async (database) => {
      await database.db.insert(assemblies).values(fixtures.map(assemblyRow));
    },
  });

  it('lists the active assemblies ordered by type, then order_column', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/assemblies' });
    expect(response.statusCode).toBe(200);
    const list: Listed[] = assembliesResponseSchema.parse(response.json()).data;
    const expectedIds = [...seedAssemblies, ...fixtures]
      .filter((assembly) => assembly.is_active)
      .map((assembly) => assembly.id);
    expect(list.map((assembly) => assembly.id).sort((a, b) => a - b)).toEqual(expectedIds.sort((a, b) => a - b));
    expect(list.every((assembly) => assembly.is_active)).toBe(true);
    for (let index = 1; index < list.length; index++) {
      const previous = list[index - 1] as Listed;
      const current = list[index] as Listed;
      const inOrder =
        previous.type < current.type ||
        (previous.type === current.type && previous.order_column <= current.order_column);
      expect(inOrder, `${previous.id} before ${current.id}`).toBe(true);
    }
    expect(list.map((assembly) => assembly.id)).not.toContain(inactiveInsert.id);
  });

  it('filters by type', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/assemblies?type=worktop' });
    expect(response.statusCode).toBe(200);
    const list: Listed[] = response.json().data;
    expect(list.every((assembly) => assembly.type === 'worktop')).toBe(true);
    const worktopIds = list.map((assembly) => assembly.id);
    expect(worktopIds[0]).toBe(activeWorktop.id);
    expect(worktopIds.at(-1)).toBe(laterWorktop.id);
    const seededWorktops = seedAssemblies.filter((assembly) => assembly.type === 'worktop' && assembly.is_active);
    expect(list).toHaveLength(seededWorktops.length + 2);

    const inserts = await server.app.inject({ method: 'GET', url: '/api/assemblies?type=insert' });
    expect(inserts.json().data.map((assembly: Listed) => assembly.id)).not.toContain(inactiveInsert.id);
  });

  it('answers 422 for an unknown type', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/assemblies?type=spaceship' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['type']);
  });

  it('returns one assembly with every field, inactive ones too', async () => {
    const response = await server.app.inject({ method: 'GET', url: `/api/assemblies/${laterWorktop.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: laterWorktop });
    expect(assemblyResponseSchema.parse(response.json()).data).toEqual(laterWorktop);

    const inactive = await server.app.inject({ method: 'GET', url: `/api/assemblies/${inactiveInsert.id}` });
    expect(inactive.statusCode).toBe(200);
    expect(inactive.json().data).toEqual(inactiveInsert);
  });

  it('answers 404 for an assembly that does not exist', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/assemblies/987654' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});
