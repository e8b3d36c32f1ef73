import type { BarDocument } from '@bar/domain/document';
import type { LocalizedText } from '@bar/domain/locale';
import type { PresetDefinition } from '@bar/domain/seed/presets';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './schemaColumns.ts';

// Users, sessions and bars; the catalogue is in schemaCatalogue.ts, uploads and the public pages'
// content in schemaContent.ts, quotes in schemaQuotes.ts, vehicle classes in schemaVehicles.ts.

/**
 * What the admin user search looks through: e-mail, names and organization in one text, so one
 * trigram index (pg_trgm, migration 0012) serves it.
 */
export function userSearchText(columns: {
  email: SQLWrapper;
  givenName: SQLWrapper;
  familyName: SQLWrapper;
  organization: SQLWrapper;
}): SQL<string> {
  return sql<string>`(${columns.email} || ' ' || coalesce(${columns.givenName}, '') || ' ' || coalesce(${columns.familyName}, '') || ' ' || coalesce(${columns.organization}, ''))`;
}

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    locale: text('locale').notNull().default('de'),
    givenName: text('given_name'),
    familyName: text('family_name'),
    organization: text('organization'),
    vatId: text('vat_id'),
    /** ISO 3166-1 alpha-2 code (migration 0030; a name stored before that it could not read stays as written). */
    country: text('country').notNull().default('DE'),
    street: text('street'),
    postalCode: text('postal_code'),
    city: text('city'),
    phone: text('phone'),
    contactEmail: text('contact_email'),
    /**
     * An e-mail change waiting for confirmation (Profile): the new address, the sha256 of the token
     * mailed to it and when that link expires. `email` stays the login until the link is opened.
     */
    pendingEmail: text('pending_email'),
    pendingEmailTokenHash: text('pending_email_token_hash'),
    pendingEmailExpiresAt: timestamp('pending_email_expires_at', { withTimezone: true }),
    /** ISO 3166-1 alpha-2 codes of the countries whose inquiries this administrator receives. */
    countryResponsibilities: text('country_responsibilities').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('users_email_lowercase', sql`${table.email} = lower(${table.email})`),
    // The admin user list's sort keys besides id and email (both indexed already).
    index('users_family_name_idx').on(sql`lower(${table.familyName})`),
    index('users_created_at_idx').on(table.createdAt),
    index('users_search_trgm_idx').using('gin', sql`${userSearchText(table)} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', table.email.op('gin_trgm_ops')),
    // Opening an e-mail change link finds its user by the token's hash.
    index('users_pending_email_token_idx')
      .on(table.pendingEmailTokenHash)
      .where(sql`${table.pendingEmailTokenHash} is not null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 (hex) of the secret in the session cookie; the secret itself is never stored. */
    id: text('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    /** "Remember me": the cookie outlives the browser and the session lives up to 30 days. */
    remember: boolean('remember').notNull().default(false),
    createdAt: createdAt(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_expires_at_idx').on(table.expiresAt), index('sessions_user_id_idx').on(table.userId)],
);

/** One pending password reset per user; only the sha256 of the mailed token is kept. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * Fixed-window counters (failed logins per e-mail and address, verification mails per user). In the
 * database, so every server process counts the same attempts.
 */
export const throttles = pgTable(
  'throttles',
  {
    /** e.g. `login:` + sha256(email + address); never the plain e-mail. */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('throttles_window_ends_at_idx').on(table.windowEndsAt)],
);

export const bars = pgTable(
  'bars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /**
     * The name in lower case, kept by the database: the admin list searches (LIKE) and sorts by it
     * without case-folding every row it reads (about a third faster than lower(name) or ILIKE).
     */
    nameLower: text('name_lower').notNull().generatedAlwaysAs(sql`lower(name)`),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** sha256 session id of the guest session that created the bar. */
    createdBySession: text('created_by_session'),
    /**
     * The bar's document is stored in three columns (migration 0028): its two sides, which hold
     * nearly all of it (a 60-module bar: 57 KB front, 23 KB back), and the rest (settings, camera,
     * extra parts, under 1 KB). An update rewrites only the columns it sets, so a colour or the
     * camera writes a few hundred bytes instead of the whole compressed document. Read and write
     * them as one document with `barDocumentColumns` and `barDocumentOfParts` (features/bars/documentColumns.ts).
     */
    documentRest: jsonb('document_rest').$type<BarDocumentRest>().notNull(),
    front: jsonb('front').$type<BarDocument['front']>().notNull(),
    back: jsonb('back').$type<BarDocument['back']>().notNull(),
    version: integer('version').notNull().default(1),
    totalPriceCents: integer('total_price_cents').notNull().default(0),
    /**
     * Base modules on the front and back, kept by the database from the document: the admin list
     * shows it without opening any document (they are stored out of the row, see migration 0014).
     * Set by the trigger `bars_module_count` when an insert or update writes a side (migration
     * 0028): a generated column was computed again on every update, reading both sides.
     */
    moduleCount: integer('module_count').notNull().default(0),
    /** The preset the bar was started from (admin dashboard "most used presets"). */
    presetId: integer('preset_id').references(() => barPresets.id, { onDelete: 'set null' }),
    editToken: text('edit_token').notNull(),
    previewToken: text('preview_token').notNull(),
    /**
     * The administrator who joined the bar live from an inquiry and may edit it while that
     * consultation is open (`live_consultations`); null otherwise. Kept on the row, set and cleared
     * with the consultation in one transaction, so the access check reads it with the owner and the
     * tokens (features/bars/access.ts) and a save made on a held row confirms it (`SaveGuard`).
     */
    consultantId: integer('consultant_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('bars_owner_id_idx').on(table.ownerId),
    index('bars_updated_at_idx').on(table.updatedAt),
    index('bars_preset_id_idx').on(table.presetId),
    // The admin bar list's sort keys (removed bars are never listed there).
    index('bars_admin_created_idx').on(table.createdAt, table.id).where(sql`${table.deletedAt} is null`),
    index('bars_admin_name_idx').on(table.nameLower).where(sql`${table.deletedAt} is null`),
    index('bars_admin_price_idx').on(table.totalPriceCents).where(sql`${table.deletedAt} is null`),
    // Counts of the registered or guest bars and of an owner search, read from the index alone.
    index('bars_admin_owner_idx').on(table.ownerId).where(sql`${table.deletedAt} is null`),
    index('bars_name_lower_trgm_idx').using('gin', table.nameLower.op('gin_trgm_ops')),
  ],
);

/**
 * How many bars (not removed) each owner has; `owner_key` 0 counts the guests' bars. Kept by
 * statement triggers on bars (migration 0015) in the writer's transaction, so the admin bar list
 * counts "all", "registered", "guest" and "owned by someone whose e-mail matches" from these rows
 * instead of walking up to every bar.
 */
export const barOwnerCounts = pgTable('bar_owner_counts', {
  ownerKey: integer('owner_key').primaryKey(),
  bars: integer('bars').notNull(),
});

export const barRevisions = pgTable(
  'bar_revisions',
  {
    id: serial('id').primaryKey(),
    barId: uuid('bar_id')
      .notNull()
      .references(() => bars.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /**
     * A revision is stored one of two ways: a snapshot holds the whole document (`patch` and
     * `baseVersion` null); any other holds `patch`, the RFC 6902 operations that turn the snapshot
     * of version `baseVersion` (an earlier revision of the same bar) into this revision's document.
     * The patch is taken from the snapshot, not from the previous revision, so a revision needs
     * only its snapshot to be read back, and retention keeps that snapshot while it is needed.
     */
    document: jsonb('document').$type<BarDocument>(),
    patch: jsonb('patch').$type<RevisionPatch>(),
    baseVersion: integer('base_version'),
    name: text('name').notNull(),
    /**
     * Position in the bar's undo history: a save is one step above the state it was made on, an
     * undo one step below, a redo one step above; a restore of an older revision is a save (one
     * step above). `kind` tells which made the row.
     */
    step: integer('step').notNull().default(1),
    kind: text('kind').$type<'save' | 'undo' | 'redo' | 'restore'>().notNull().default('save'),
    createdAt: createdAt(),
  },
  (table) => [
    unique('bar_revisions_bar_id_version_unique').on(table.barId, table.version),
    check(
      'bar_revisions_snapshot_or_patch',
      sql`(${table.document} is not null and ${table.patch} is null and ${table.baseVersion} is null) or (${table.document} is null and ${table.patch} is not null and ${table.baseVersion} < ${table.version})`,
    ),
  ],
);

/** RFC 6902 operations as stored in `bar_revisions.patch` (see there). */
export type RevisionPatch = { op: 'add' | 'remove' | 'replace'; path: string; value?: unknown }[];

/** Ready-made bars offered as starting points; the document was built from the seed catalogue. */
export const barPresets = pgTable('bar_presets', {
  /** The seed's presets take their own small ids; presets made by staff are numbered from 1000. */
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
  code: text('code').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  type: text('type').$type<PresetDefinition['type']>().notNull(),
  baseModule: text('base_module').$type<PresetDefinition['base_module']>().notNull(),
  equipment: text('equipment').$type<PresetDefinition['equipment']>().notNull(),
  shape: text('shape').$type<PresetDefinition['shape']>().notNull(),
  size: text('size').$type<PresetDefinition['size']>().notNull(),
  thumbnail: text('thumbnail'),
  document: jsonb('document').$type<BarDocument>().notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
/** A bar's document without its sides, as `bars.document_rest` holds it. */
export type BarDocumentRest = Omit<BarDocument, 'front' | 'back'>;

/** The columns of a row of `bars` as stored (the document in three parts). */
export type StoredBarRow = typeof bars.$inferSelect;

/** A bar as the server handles it: the row with its document put together again. */
export type BarRow = Omit<StoredBarRow, 'documentRest' | 'front' | 'back'> & { document: BarDocument };
export type BarPresetRow = typeof barPresets.$inferSelect;

/**
 * Countries stored as free text before they became ISO 3166-1 alpha-2 codes (migration 0030) that
 * the migration could not read as one country ("Schweiz, Switzerland", a typo). Their rows keep
 * the text as written; this list tells staff which to correct. `field` names where the text is:
 * `country`, `country_responsibilities`, `address.country`, `delivery_address.country` or
 * `contact.country` of the row `row_id` of `table_name`.
 */
export const unmappedCountries = pgTable('unmapped_countries', {
  id: serial('id').primaryKey(),
  tableName: text('table_name').notNull(),
  rowId: integer('row_id').notNull(),
  field: text('field').notNull(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
