// Uploaded pictures and the public pages' content (home screen sections, settings).
import type { ContentSectionType, StoredSectionValues } from '@bar/contracts/content';
import type { UPLOAD_CONTENT_TYPES } from '@bar/contracts/uploads';
import { sql } from 'drizzle-orm';
import { char, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
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
export type ContentSectionRow = typeof contentSections.$inferSelect;
