// Quote requests and what they draw on: addresses, the parts a user owns, inquiries with their
// frozen copies, idempotency keys, the e-mail ledger and administrator notifications. The
// accounts and bars are in schema.ts, the catalogue in schemaCatalogue.ts.
import type { BarDto } from '@bar/contracts/bars';
import type { ConsultationContact } from '@bar/contracts/consultations';
import type { LiveConsultationEnder } from '@bar/contracts/inquiryWork';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bars, sessions, users } from './schema.ts';
import { parts } from './schemaCatalogue.ts';
import { createdAt, updatedAt } from './schemaColumns.ts';

/**
 * A customer's postal addresses (spec 3), chosen for inquiries. At most one per user is the
 * default (preselected in the inquiry form); the unique partial index makes a second one fail.
 */
/** Parts a user already owns (issue 20): one row per part, count ≥ 1; the parts list subtracts them. */
export const userInventory = pgTable(
  'user_inventory',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    partId: integer('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'cascade' }),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.partId] }),
    check('user_inventory_count_range', sql`${table.count} between 1 and 100000`),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organization: text('organization'),
    contactPerson: text('contact_person'),
    vatId: text('vat_id'),
    givenName: text('given_name'),
    familyName: text('family_name'),
    phone: text('phone'),
    email: text('email'),
    street: text('street').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    /** ISO 3166-1 alpha-2 code (see users.country). */
    country: text('country').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('addresses_user_id_idx').on(table.userId),
    uniqueIndex('addresses_one_default_per_user').on(table.userId).where(sql`${table.isDefault}`),
  ],
);

/** The address fields as the API names them; inquiries keep a frozen copy in this shape. */
export type AddressSnapshot = {
  organization: string | null;
  contactPerson: string | null;
  vat_id: string | null;
  given_name: string | null;
  family_name: string | null;
  phone: string | null;
  email: string | null;
  street: string;
  postal_code: string;
  city: string;
  /** ISO 3166-1 alpha-2 code (see users.country). */
  country: string;
};

/** A quote for a bar, or a call back from the sales team (no bar, no address: a contact instead). */
export type InquiryKind = 'quote' | 'consultation';

/**
 * A customer's request: for a quote (`kind` quote) or for a consultation call. A quote copies the
 * bar (document and parts list), the addresses and the locale when it is sent, so later edits or
 * deletions do not change what was asked for; a consultation keeps the contact it was sent with.
 * Both live in one table so that staff work through one list, ids and statuses.
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<InquiryKind>().notNull().default('quote'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    barId: uuid('bar_id').references(() => bars.id, { onDelete: 'set null' }),
    addressId: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    deliveryAddressId: integer('delivery_address_id').references(() => addresses.id, { onDelete: 'set null' }),
    /** The bar as the API presented it at sending time: document, name, version, parts list. */
    barSnapshot: jsonb('bar_snapshot').$type<BarDto>(),
    address: jsonb('address').$type<AddressSnapshot>(),
    deliveryAddress: jsonb('delivery_address').$type<AddressSnapshot>(),
    /** A consultation's name, e-mail, phone, country, time window and topic as sent. */
    contact: jsonb('contact').$type<ConsultationContact>(),
    message: text('message'),
    /** The customer asked only for what was still to order: the frozen parts list has their inventory subtracted. */
    toOrderOnly: boolean('to_order_only').notNull().default(false),
    /** With `toOrderOnly`: how many units of the bar the customer's inventory covered. */
    ownedUnits: integer('owned_units'),
    consentContact: boolean('consent_contact').notNull(),
    consentCall: boolean('consent_call').notNull(),
    consentNewsletter: boolean('consent_newsletter').notNull(),
    locale: text('locale').notNull(),
    status: text('status').notNull().default('new'),
    /** The administrator working on it; null while nobody is (or once their account is deleted). */
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('inquiries_user_id_idx').on(table.userId),
    index('inquiries_assignee_id_idx').on(table.assigneeId),
    check(
      'inquiries_kind_fields',
      sql`(${table.kind} = 'quote' and ${table.barSnapshot} is not null and ${table.address} is not null) or (${table.kind} = 'consultation' and ${table.contact} is not null)`,
    ),
  ],
);

/**
 * What staff did with an inquiry: a status change, a reply mailed to the customer, an internal
 * note, an assignment; joining the customer's bar live and that consultation's end.
 */
export type InquiryEventKind = 'status' | 'message' | 'note' | 'assignment' | 'live_joined' | 'live_ended';

/**
 * Who ended a live consultation: the customer (owner or edit-link holder), the consultant, leaving,
 * or the server, once the consultant had no live view of the bar open for a while (`timeout`).
 */
export type { LiveConsultationEnder };

/**
 * The history of an inquiry as staff work it, one row per step, never changed afterwards. The
 * administrator's and the assignee's e-mails are kept as they were, so a step still names them
 * after their accounts are deleted.
 */
export const inquiryEvents = pgTable(
  'inquiry_events',
  {
    id: serial('id').primaryKey(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<InquiryEventKind>().notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** A reply's or a note's text. */
    body: text('body'),
    /** A status change: from and to. */
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    /** An assignment: to whom (both null: the inquiry was unassigned). */
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    assigneeEmail: text('assignee_email'),
    /** A live consultation's end: who ended it (the actor is the consultant either way). */
    endedBy: text('ended_by').$type<LiveConsultationEnder>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('inquiry_events_inquiry_idx').on(table.inquiryId, table.id),
    check(
      'inquiry_events_kind_fields',
      sql`(${table.kind} in ('message', 'note') and ${table.body} is not null) or (${table.kind} = 'status' and ${table.toStatus} is not null) or ${table.kind} in ('assignment', 'live_joined') or (${table.kind} = 'live_ended' and ${table.endedBy} in ('customer', 'consultant', 'timeout'))`,
    ),
  ],
);

/**
 * An administrator working on a customer's bar live, joined from an inquiry ("Join live"): open
 * while `ended_at` is null, and then the bar's `consultant_id` names the administrator, who may
 * edit the bar as an edit-link holder does. At most one is open per bar (the unique partial
 * index). The customer ends it, or the consultant leaves, or it ends by itself once the consultant
 * has had no live view of the bar open for a while; each step is in the inquiry's history.
 */
export const liveConsultations = pgTable(
  'live_consultations',
  {
    id: serial('id').primaryKey(),
    barId: uuid('bar_id')
      .notNull()
      .references(() => bars.id, { onDelete: 'cascade' }),
    /** Null once the administrator's account is deleted (which ends the consultation's access). */
    staffUserId: integer('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The administrator's e-mail as it was, so the inquiry's history still names them after their account is deleted. */
    staffEmail: text('staff_email').notNull(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedBy: text('ended_by').$type<LiveConsultationEnder>(),
    /**
     * When a live view of the bar by the consultant was last known open (refreshed while one is,
     * by whichever server process serves it); an open consultation seen longer ago than the grace
     * period ends by itself (liveConsultationSweep.ts).
     */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('live_consultations_open_bar_idx').on(table.barId).where(sql`${table.endedAt} is null`),
    index('live_consultations_open_seen_idx').on(table.lastSeenAt).where(sql`${table.endedAt} is null`),
    index('live_consultations_inquiry_idx').on(table.inquiryId),
    check(
      'live_consultations_end',
      sql`(${table.endedAt} is null and ${table.endedBy} is null) or (${table.endedAt} is not null and ${table.endedBy} in ('customer', 'consultant', 'timeout'))`,
    ),
  ],
);

/**
 * The first answer to a request sent with an `Idempotency-Key`, per user (or, for a guest, per
 * session) and route: a retry gets the same status and body back. The row is written in the
 * transaction that does the work, so a concurrent duplicate waits on its unique key and then reads
 * the committed answer.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A guest's session (sessions.id); the key goes when the session does. */
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    body: jsonb('body'),
    createdAt: createdAt(),
  },
  (table) => [
    unique('idempotency_keys_unique').on(table.userId, table.scope, table.key),
    unique('idempotency_keys_session_unique').on(table.sessionId, table.scope, table.key),
    check('idempotency_keys_one_owner', sql`(${table.userId} is null) <> (${table.sessionId} is null)`),
  ],
);

/**
 * Every e-mail sent by a job, keyed by what it is about (`inquiry:12:customer`): a retried job
 * finds the key and does not send again. See mail/sendOnce.ts for the window that remains.
 */
export const outboundMails = pgTable('outbound_mails', {
  key: text('key').primaryKey(),
  status: text('status').$type<'sending' | 'sent' | 'failed'>().notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  /** The SMTP Message-ID, derived from the key: a resend after a crash carries the same id. */
  messageId: text('message_id').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/** A notification e-mail sent to an administrator (listed at /admin/notifications). */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'inquiry' | 'consultation'>().notNull(),
    inquiryId: integer('inquiry_id').references(() => inquiries.id, { onDelete: 'set null' }),
    recipientUserId: integer('recipient_user_id').references(() => users.id, { onDelete: 'set null' }),
    recipientEmail: text('recipient_email').notNull(),
    subject: text('subject').notNull(),
    mailKey: text('mail_key')
      .notNull()
      .unique()
      .references(() => outboundMails.key),
    createdAt: createdAt(),
  },
  (table) => [index('notifications_created_at_idx').on(table.createdAt)],
);

export type AddressRow = typeof addresses.$inferSelect;
export type InquiryRow = typeof inquiries.$inferSelect;
export type InquiryEventRow = typeof inquiryEvents.$inferSelect;
export type LiveConsultationRow = typeof liveConsultations.$inferSelect;
/** A quote request: the table's check constraint guarantees its bar and address copies. */
export type QuoteInquiryRow = InquiryRow & { kind: 'quote'; barSnapshot: BarDto; address: AddressSnapshot };
/** A consultation request: the check constraint guarantees its contact. */
export type ConsultationRow = InquiryRow & { kind: 'consultation'; contact: ConsultationContact };

export function isQuoteInquiry(row: InquiryRow): row is QuoteInquiryRow {
  return row.kind === 'quote' && row.barSnapshot !== null && row.address !== null;
}

export function isConsultation(row: InquiryRow): row is ConsultationRow {
  return row.kind === 'consultation' && row.contact !== null;
}
