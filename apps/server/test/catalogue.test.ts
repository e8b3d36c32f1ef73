import { seedBaseModules } from '@bar/domain/seed/baseModules';
import { seedParts } from '@bar/domain/seed/parts';
import { ralClassic } from '@bar/domain/seed/ralClassic';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { colors, parts } from '../src/db/schemaCatalogue.ts';
import { databaseKinds } from './helpers/database.ts';
import { useTestApp } from './helpers/testApp.ts';

describe.each(databaseKinds)('catalogue routes (%s)', (kind) => {
  const server = useTestApp(kind, {
    prepare: async ({ db }) => {
      // Internal codes that an old import might have left in the table, and a colour an admin hid.
      await db.insert(colors).values([
        { id: 9990, code: 'dg', name: 'Dark grey (internal)', hex: '#333333', isActive: true },
        { id: 9991, code: 'PLT', name: 'Platinum (internal)', hex: '#cccccc', isActive: true },
      ]);
      await db.update(colors).set({ isActive: false }).where(eq(colors.code, '1015'));
    },
  });

  it('lists the seeded base modules with their mounts', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/base-modules' });
    expect(response.statusCode).toBe(200);
    const modules = response.json().data;
    expect(modules.map((module: { code: string }) => module.code)).toEqual(
      seedBaseModules.map((module) => module.code),
    );
    expect(modules[0]).toMatchObject({ id: 1, code: 'g-raxx-600', family: 'g-raxx', part_id: 1, width: 600 });
    expect(modules[0].frontFrameMounts).toEqual(seedBaseModules[0]?.frontFrameMounts);
  });

  it('lists every seeded part with prices in cents', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/parts' });
    expect(response.statusCode).toBe(200);
    const list = response.json().data;
    expect(list).toHaveLength(seedParts.length);
    expect(list.find((part: { id: number }) => part.id === 1)).toMatchObject({
      code: 'g-raxx-600',
      price: 38900,
      weight: 14500,
      variants: [{ part_number: 'GRX-0600-BF' }],
    });
  });

  it('offers the active RAL Classic palette ordered by code, never dg or plt', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/colors' });
    expect(response.statusCode).toBe(200);
    const codes: string[] = response.json().data.map((color: { code: string }) => color.code);
    expect(codes.length).toBeGreaterThanOrEqual(200);
    expect(codes).toHaveLength(ralClassic.length - 1);
    expect(codes).toContain('9016');
    expect(codes.map((code) => code.toLowerCase())).not.toContain('dg');
    expect(codes.map((code) => code.toLowerCase())).not.toContain('plt');
    expect(codes).not.toContain('1015');
    expect(codes).toEqual([...codes].sort());
    expect(response.json().data.find((color: { code: string }) => color.code === '9016')).toEqual({
      id: 1,
      code: '9016',
      name: 'Traffic white',
      hex: '#f7fbf5',
      is_active: true,
    });
  });

  it('shows admin edits of the catalogue at once', async () => {
    await server.db.update(parts).set({ priceCents: 40000 }).where(eq(parts.id, 1));
    const response = await server.app.inject({ method: 'GET', url: '/api/parts' });
    expect(response.json().data.find((part: { id: number }) => part.id === 1).price).toBe(40000);
  });
});
