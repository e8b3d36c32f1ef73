// Quote requests: addresses, inquiries with their frozen copies, idempotency keys, the e-mail
// ledger and administrator notifications. The accounts, catalogue and bars are in schema.ts.
import type { BarDto } from '@bar/contracts/bars';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { bars, users } from './schema.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A customer's postal addresses (spec 3), chosen for inquiries. */
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
    country: text('country').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('addresses_user_id_idx').on(table.userId)],
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
  country: string;
};

/**
 * A customer's request for a quote. The bar (document and parts list), the addresses and the
 * locale are copied when it is sent, so later edits or deletions do not change what was asked for.
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    barId: uuid('bar_id').references(() => bars.id, { onDelete: 'set null' }),
    addressId: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    deliveryAddressId: integer('delivery_address_id').references(() => addresses.id, { onDelete: 'set null' }),
    /** The bar as the API presented it at sending time: document, name, version, parts list. */
    barSnapshot: jsonb('bar_snapshot').$type<BarDto>().notNull(),
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    deliveryAddress: jsonb('delivery_address').$type<AddressSnapshot>(),
    message: text('message'),
    consentContact: boolean('consent_contact').notNull(),
    consentCall: boolean('consent_call').notNull(),
    consentNewsletter: boolean('consent_newsletter').notNull(),
    locale: text('locale').notNull(),
    status: text('status').notNull().default('new'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('inquiries_user_id_idx').on(table.userId)],
);

/**
 * The first answer to a request sent with an `Idempotency-Key`, per user and route: a retry gets
 * the same status and body back. The row is written in the transaction that does the work, so a
 * concurrent duplicate waits on its unique key and then reads the committed answer.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    body: jsonb('body'),
    createdAt: createdAt(),
  },
  (table) => [unique('idempotency_keys_unique').on(table.userId, table.scope, table.key)],
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
    kind: text('kind').$type<'inquiry'>().notNull(),
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
