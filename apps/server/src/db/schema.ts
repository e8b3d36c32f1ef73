import type { ContentSectionType, StoredSectionValues } from '@bar/contracts/content';
import type { UPLOAD_CONTENT_TYPES } from '@bar/contracts/uploads';
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
import type { BarDocument } from '@bar/domain/document';
import type { LocalizedText } from '@bar/domain/locale';
import type { PresetDefinition } from '@bar/domain/seed/presets';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  customType,
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

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

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
    country: text('country').notNull().default('Deutschland'),
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
    /** Countries (as written in addresses, e.g. "Deutschland") whose inquiries this administrator receives. */
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
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
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
    document: jsonb('document').$type<BarDocument>().notNull(),
    version: integer('version').notNull().default(1),
    totalPriceCents: integer('total_price_cents').notNull().default(0),
    /**
     * Base modules on the front and back, kept by the database from the document: the admin list
     * shows it without opening any document (they are stored out of the row, see migration 0014).
     */
    moduleCount: integer('module_count')
      .notNull()
      .generatedAlwaysAs(
        sql`coalesce(jsonb_array_length(document -> 'front' -> 'baseModules'), 0) + coalesce(jsonb_array_length(document -> 'back' -> 'baseModules'), 0)`,
      ),
    /** The preset the bar was started from (admin dashboard "most used presets"). */
    presetId: integer('preset_id').references(() => barPresets.id, { onDelete: 'set null' }),
    editToken: text('edit_token').notNull(),
    previewToken: text('preview_token').notNull(),
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

/** Raw bytes: node-postgres reads bytea as a Buffer, PGlite as a Uint8Array; both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

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
 * the server's default (the `company_url` of the narrow-screen notice: config COMPANY_URL).
 */
export const contentSettings = pgTable(
  'content_settings',
  {
    key: text('key').primaryKey(),
    value: text('value').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [check('content_settings_key', sql`${table.key} in ('company_url', 'embed_themes')`)],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type PartRow = typeof parts.$inferSelect;
export type BaseModuleRow = typeof baseModules.$inferSelect;
export type AssemblyRow = typeof assemblies.$inferSelect;
export type ColorRow = typeof colors.$inferSelect;
export type BarRow = typeof bars.$inferSelect;
export type BarPresetRow = typeof barPresets.$inferSelect;
export type UploadRow = typeof uploads.$inferSelect;
export type ContentSectionRow = typeof contentSections.$inferSelect;
