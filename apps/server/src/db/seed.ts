import { type Assembly, createCatalogue } from '@bar/domain/catalogue';
import { seedAssemblies } from '@bar/domain/seed/assemblies';
import { seedBaseModules } from '@bar/domain/seed/baseModules';
import { seedColors } from '@bar/domain/seed/colors';
import { seedParts } from '@bar/domain/seed/parts';
import { buildPresetDocument, seedPresets } from '@bar/domain/seed/presets';
import { seedVehicles } from '@bar/domain/seed/transport';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { barPresets, users } from './schema.ts';
import { assemblies, baseModules, colors, parts } from './schemaCatalogue.ts';
import { contentSections } from './schemaContent.ts';
import { vehicleClasses } from './schemaVehicles.ts';
import { seedContentSections } from './seedContent/sections.ts';

/**
 * Inserts the catalogue rows that are missing; rows that exist (maybe edited by an admin) stay as
 * they are. A row counts as existing when its id or its code is taken.
 */
/** A catalogue assembly as a row of the assemblies table. */
export function assemblyRow(assembly: Assembly): typeof assemblies.$inferInsert {
  return {
    id: assembly.id,
    code: assembly.code,
    type: assembly.type,
    orderColumn: assembly.order_column,
    parts: assembly.parts,
    isActive: assembly.is_active,
    thumbnail: assembly.thumbnail,
    width: assembly.width,
    depth: assembly.depth,
    height: assembly.height,
    heightUnits: assembly.height_units,
    mount: assembly.mount,
    allowedRows: assembly.allowed_rows,
    side: assembly.side,
    translations: assembly.translations,
  };
}

export async function seedCatalogue(db: Database): Promise<void> {
  await db
    .insert(parts)
    .values(
      seedParts.map((part) => ({
        id: part.id,
        code: part.code,
        type: part.type,
        name: part.name,
        description: part.description,
        width: part.width,
        height: part.height,
        depth: part.depth,
        weightG: part.weight,
        priceCents: part.price,
        variants: part.variants,
        packedLength: part.packed_size?.length ?? null,
        packedWidth: part.packed_size?.width ?? null,
        packedHeight: part.packed_size?.height ?? null,
        innerLength: part.inner_size?.length ?? null,
        innerWidth: part.inner_size?.width ?? null,
        innerHeight: part.inner_size?.height ?? null,
        maxLoadG: part.max_load ?? null,
        watts: part.watts ?? 0,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(vehicleClasses)
    .values(
      seedVehicles.map((vehicle, index) => ({
        code: vehicle.code,
        orderColumn: index + 1,
        name: vehicle.name,
        cargoLength: vehicle.cargo.length,
        cargoWidth: vehicle.cargo.width,
        cargoHeight: vehicle.cargo.height,
        payloadG: vehicle.payload,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(baseModules)
    .values(
      seedBaseModules.map((module) => ({
        id: module.id,
        code: module.code,
        family: module.family,
        partId: module.part_id,
        side: module.side,
        orderColumn: module.order_column,
        width: module.width,
        depth: module.depth,
        height: module.height,
        anchors: module.anchors,
        frontFrameMounts: module.frontFrameMounts,
        panelMounts: module.panelMounts,
        racks: module.racks,
      })),
    )
    .onConflictDoNothing();
  await db.insert(assemblies).values(seedAssemblies.map(assemblyRow)).onConflictDoNothing();
  await db
    .insert(colors)
    .values(
      seedColors.map((color) => ({
        id: color.id,
        code: color.code,
        name: color.name,
        hex: color.hex,
        isActive: color.is_active,
      })),
    )
    .onConflictDoNothing();
  await seedBarPresets(db);
}

/**
 * Inserts the missing bar presets; existing ones (maybe edited or deactivated by an admin) stay.
 * Their documents are built from the seed catalogue, which is what the seed rows above contain.
 */
export async function seedBarPresets(db: Database): Promise<void> {
  if (seedPresets.length === 0) return;
  const catalogue = createCatalogue({
    parts: seedParts,
    baseModules: seedBaseModules,
    assemblies: seedAssemblies,
    colors: seedColors,
  });
  await db
    .insert(barPresets)
    .values(
      seedPresets.map((preset) => ({
        id: preset.id,
        code: preset.code,
        name: preset.name,
        type: preset.type,
        baseModule: preset.base_module,
        equipment: preset.equipment,
        shape: preset.shape,
        size: preset.size,
        document: buildPresetDocument(preset, catalogue),
      })),
    )
    .onConflictDoNothing();
}

/**
 * Fills an empty home screen. seedDatabase calls it on the first start only: from then on the
 * administrator owns the content, and sections they removed stay removed, even all of them.
 */
export async function seedHomeContent(db: Database): Promise<void> {
  const [existing] = await db.select({ id: contentSections.id }).from(contentSections).limit(1);
  if (existing) return;
  await db
    .insert(contentSections)
    .values(
      seedContentSections.map((section, index) => ({
        id: section.id,
        type: section.type,
        value: section.value,
        position: index + 1,
      })),
    )
    .onConflictDoNothing();
}

/** ADMIN_EMAIL + ADMIN_PASSWORD: that user exists, is a verified admin and has exactly this password. */
export async function ensureAdmin(db: Database, admin: { email: string; password: string }): Promise<void> {
  const passwordHash = await hash(admin.password); // argon2id is the library's default algorithm
  const email = admin.email.toLowerCase();
  await db
    .insert(users)
    .values({ email, passwordHash, isAdmin: true, emailVerifiedAt: new Date() })
    .onConflictDoUpdate({
      target: users.email,
      set: {
        passwordHash,
        isAdmin: true,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        updatedAt: sql`now()`,
      },
    });
}

export async function seedDatabase(db: Database, admin: { email: string; password: string } | null): Promise<void> {
  const [catalogueBefore] = await db.select({ id: parts.id }).from(parts).limit(1);
  await seedCatalogue(db);
  if (!catalogueBefore) await seedHomeContent(db);
  if (admin) await ensureAdmin(db, admin);
}
