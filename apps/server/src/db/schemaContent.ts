// Uploaded pictures, the bars' best pictures and the public pages' content (home screen sections, settings).

import type { BarPictureKind } from '@bar/contracts/barPicture';
import type { ContentSectionType, StoredSectionValues } from '@bar/contracts/content';
import type { UPLOAD_CONTENT_TYPES } from '@bar/contracts/uploads';
import { sql } from 'drizzle-orm';
import { char, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bars } from './schema.ts';
import { bytea, createdAt, updatedAt } from './schemaColumns.ts';

/**
 * Uploaded images, re-encoded by the server. The bytes live in the database so that every server
 * process behind a load balancer can serve them.
 */
export const uploads = pgTable(
  'uploads',
  {
    /** Random, at least 128 bits (base64url): the id is the only way to reach the image. */
    id: text('id').primaryKey(),
    contentType: text('content_type').$type<(typeof UPLOAD_CONTENT_TYPES)[number]>().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('uploads_content_type', sql`${table.contentType} in ('image/jpeg', 'image/png')`),
    // The sweep of unreferenced uploads reads the oldest first (features/uploads/sweepUploads.ts).
    index('uploads_created_at_idx').on(table.createdAt),
  ],
);

/**
 * A bar's best picture (at most one): a photo the customer made, else a raster of the 3D view. The
 * bytes are an upload; the sweep of unreferenced uploads keeps it while this row names it
 * (features/uploads/sweepUploads.ts), and the foreign key locks it against the sweep while a
 * picture is being stored. Replacing or removing the picture removes the old upload at once.
 */
export const barPictures = pgTable(
  'bar_pictures',
  {
    barId: uuid('bar_id')
      .primaryKey()
      .references(() => bars.id, { onDelete: 'cascade' }),
    uploadId: text('upload_id')
      .notNull()
      .references(() => uploads.id),
    kind: text('kind').$type<BarPictureKind>().notNull(),
    /** The bar's version when the picture was stored: a raster older than the bar is taken again. */
    barVersion: integer('bar_version').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('bar_pictures_kind', sql`${table.kind} in ('photo', 'raster')`),
    index('bar_pictures_upload_id_idx').on(table.uploadId),
  ],
);

/** The home screen's sections (decisions.md 4); `value` holds every text in all its languages. */
export const contentSections = pgTable(
  'content_sections',
  {
    id: char('id', { length: 40 }).primaryKey(),
    type: text('type').$type<ContentSectionType>().notNull(),
    value: jsonb('value').$type<StoredSectionValues[ContentSectionType]>().notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('content_sections_id_hex', sql`${table.id} ~ '^[0-9a-f]{40}$'`),
    check('content_sections_type', sql`${table.type} in ('text', 'faq', 'video', 'downloads')`),
    index('content_sections_position_idx').on(table.position),
  ],
);

/**
 * Settings of the public pages that are not sections, one row per key; a key without a row takes
 * the server's default (the `company_url` of the narrow-screen notice: config COMPANY_URL; the
 * `default_locale` readers see where their language was left empty: English).
 */
export const contentSettings = pgTable(
  'content_settings',
  {
    key: text('key').primaryKey(),
    value: text('value').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [check('content_settings_key', sql`${table.key} in ('company_url', 'embed_themes', 'default_locale')`)],
);

export type UploadRow = typeof uploads.$inferSelect;
export type BarPictureRow = typeof barPictures.$inferSelect;
export type ContentSectionRow = typeof contentSections.$inferSelect;
