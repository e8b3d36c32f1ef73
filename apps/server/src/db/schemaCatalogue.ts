// The catalogue: parts, base modules, assemblies, colours and the version every change to them bumps.
import type {
  Anchor,
  Assembly,
  AssemblyType,
  BaseModuleFamily,
  FrontFrameMount,
  PanelMount,
  PartType,
  RackDefinition,
} from '@bar/domain/catalogue';
import type { Locale, LocalizedText } from '@bar/domain/locale';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './schemaColumns.ts';

/** A colour's name in the languages other than the default one. */
export type ColorTranslations = Partial<Record<Exclude<Locale, 'de'>, string>>;

export const parts = pgTable('parts', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  type: text('type').$type<PartType>().notNull(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  depth: integer('depth').notNull(),
  weightG: integer('weight_g').notNull(),
  priceCents: integer('price_cents').notNull(),
  variants: jsonb('variants').$type<{ part_number: string }[]>().notNull(),
  /** T1 packed size (none: width × height × depth); bags' inner size and load; E1 watts. */
  packedLength: integer('packed_length'),
  packedWidth: integer('packed_width'),
  packedHeight: integer('packed_height'),
  innerLength: integer('inner_length'),
  innerWidth: integer('inner_width'),
  innerHeight: integer('inner_height'),
  maxLoadG: integer('max_load_g'),
  watts: integer('watts').notNull().default(0),
  updatedAt: updatedAt(),
});

export const baseModules = pgTable('base_modules', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  family: text('family').$type<BaseModuleFamily>().notNull(),
  partId: integer('part_id')
    .notNull()
    .references(() => parts.id),
  side: text('side').$type<'front' | 'back'>().notNull(),
  orderColumn: integer('order_column').notNull(),
  width: integer('width').notNull(),
  depth: integer('depth').notNull(),
  height: integer('height').notNull(),
  anchors: jsonb('anchors').$type<Anchor[]>().notNull(),
  frontFrameMounts: jsonb('front_frame_mounts').$type<FrontFrameMount[]>().notNull(),
  panelMounts: jsonb('panel_mounts').$type<PanelMount[]>().notNull(),
  racks: jsonb('racks').$type<RackDefinition[]>().notNull(),
});

export const assemblies = pgTable('assemblies', {
  /** The seed's assemblies take their own small ids; assemblies made by staff are numbered from 1000. */
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
  code: text('code').notNull().unique(),
  type: text('type').$type<AssemblyType>().notNull(),
  orderColumn: integer('order_column').notNull(),
  parts: jsonb('parts').$type<Assembly['parts']>().notNull(),
  isActive: boolean('is_active').notNull().default(true),
  thumbnail: text('thumbnail'),
  width: integer('width').notNull(),
  depth: integer('depth').notNull(),
  height: integer('height').notNull(),
  heightUnits: integer('height_units').notNull(),
  mount: text('mount'),
  allowedRows: jsonb('allowed_rows').$type<number[]>().notNull(),
  side: text('side').$type<Assembly['side']>().notNull(),
  translations: jsonb('translations').$type<Assembly['translations']>().notNull(),
  updatedAt: updatedAt(),
});

export const colors = pgTable('colors', {
  /** The seed's RAL colours take their own small ids; colours added by staff are numbered from 10000. */
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 10000 }),
  code: text('code').notNull().unique(),
  /** The name in the default language (German), which the catalogue shows. */
  name: text('name').notNull(),
  /** The name in the other languages, where staff gave one (a missing language shows `name`). */
  translations: jsonb('translations').$type<ColorTranslations>().notNull().default({}),
  hex: text('hex').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

/**
 * One row counting catalogue changes. Every write to parts, base_modules, assemblies or colors
 * bumps it in the same transaction (statement triggers of migration 0006), so a process that
 * keeps the catalogue in memory can check with one tiny query whether its copy is still current.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: integer('id').primaryKey().default(1),
    version: integer('version').notNull().default(1),
  },
  (table) => [check('catalogue_version_single_row', sql`${table.id} = 1`)],
);

export type PartRow = typeof parts.$inferSelect;
export type BaseModuleRow = typeof baseModules.$inferSelect;
export type AssemblyRow = typeof assemblies.$inferSelect;
export type ColorRow = typeof colors.$inferSelect;
