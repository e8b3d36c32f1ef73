import { seedAssemblies } from '@bar/domain/seed/assemblies';
import { seedBaseModules } from '@bar/domain/seed/baseModules';
import { seedColors } from '@bar/domain/seed/colors';
import { seedParts } from '@bar/domain/seed/parts';
import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { assemblies, baseModules, colors, parts } from '../src/db/schemaCatalogue.ts';
import { seedDatabase } from '../src/db/seed.ts';
import { databaseKinds } from './helpers/database.ts';
import { useTestDatabase } from './helpers/testApp.ts';

describe.each(databaseKinds)('seeding (%s)', (kind) => {
  const database = useTestDatabase(kind);

  it('inserts missing catalogue rows only and keeps admin edits', async () => {
    await database.db.update(parts).set({ priceCents: 1 }).where(eq(parts.id, 1));
    await database.db.delete(parts).where(eq(parts.id, 99));
    await seedDatabase(database.db, null);
    const rows = await database.db.select().from(parts);
    expect(rows).toHaveLength(seedParts.length);
    expect(rows.find((row) => row.id === 1)?.priceCents).toBe(1);
  });

  it('seeding twice keeps one row each, restores deleted seed rows and keeps edited ones', async () => {
    const firstAssembly = seedAssemblies[0];
    await database.db.update(parts).set({ priceCents: 12345 }).where(eq(parts.id, 2));
    await database.db.update(colors).set({ name: 'Verkehrsweiß (edited)', isActive: false }).where(eq(colors.id, 1));
    await database.db.delete(colors).where(eq(colors.code, '5015'));
    if (firstAssembly) {
      await database.db.update(assemblies).set({ orderColumn: 77 }).where(eq(assemblies.id, firstAssembly.id));
      const lastAssembly = seedAssemblies.at(-1);
      if (lastAssembly) await database.db.delete(assemblies).where(eq(assemblies.id, lastAssembly.id));
    }

    await seedDatabase(database.db, null);
    await seedDatabase(database.db, null);

    expect(await database.db.select().from(parts)).toHaveLength(seedParts.length);
    expect(await database.db.select().from(baseModules)).toHaveLength(seedBaseModules.length);
    expect(await database.db.select().from(assemblies)).toHaveLength(seedAssemblies.length);
    const colorRows = await database.db.select().from(colors);
    expect(colorRows).toHaveLength(seedColors.length);
    expect(colorRows.length).toBeGreaterThanOrEqual(200);
    expect(new Set(colorRows.map((row) => row.code)).size).toBe(colorRows.length);
    expect(colorRows.find((row) => row.code === '5015')).toMatchObject({ name: 'Sky blue', isActive: true });

    const [part] = await database.db.select().from(parts).where(eq(parts.id, 2));
    expect(part?.priceCents).toBe(12345);
    const [white] = await database.db.select().from(colors).where(eq(colors.id, 1));
    expect(white).toMatchObject({ code: '9016', name: 'Verkehrsweiß (edited)', isActive: false });
    if (firstAssembly) {
      const [assembly] = await database.db.select().from(assemblies).where(eq(assemblies.id, firstAssembly.id));
      expect(assembly?.orderColumn).toBe(77);
    }
  });

  it('creates a verified admin with an argon2id hash from ADMIN_EMAIL, and re-running keeps one user', async () => {
    await seedDatabase(database.db, { email: 'Boss@Example.com', password: 'first-password' });
    await seedDatabase(database.db, { email: 'boss@example.com', password: 'second-password' });
    const rows = await database.db.select().from(users).where(eq(users.email, 'boss@example.com'));
    expect(rows).toHaveLength(1);
    const [admin] = rows;
    expect(admin?.isAdmin).toBe(true);
    expect(admin?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verify(admin?.passwordHash ?? '', 'second-password')).toBe(true);
    expect(await verify(admin?.passwordHash ?? '', 'first-password')).toBe(false);
  });

  it('promotes an existing user to a verified admin', async () => {
    await database.db.insert(users).values({ email: 'someone@example.com', passwordHash: 'x' });
    await seedDatabase(database.db, { email: 'someone@example.com', password: 'long-enough' });
    const [user] = await database.db.select().from(users).where(eq(users.email, 'someone@example.com'));
    expect(user?.isAdmin).toBe(true);
    expect(user?.emailVerifiedAt).toBeInstanceOf(Date);
  });
});
