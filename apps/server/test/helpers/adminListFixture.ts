import type { BarDto } from '@bar/contracts/bars';
import { findPartByCode } from '@bar/domain/catalogue';
import { createEmptyBarDocument } from '@bar/domain/document';
import { seedCatalogue } from '@bar/domain/seed/catalogue';
import type { Database } from '../../src/db/client.ts';
import { bars, users } from '../../src/db/schema.ts';
import { auditLog } from '../../src/db/schemaAudit.ts';
import { type AddressSnapshot, inquiries, notifications, outboundMails } from '../../src/db/schemaQuotes.ts';
import { barDocumentParts } from '../../src/features/bars/documentColumns.ts';

/** Rows with values in different orders per column, so every sort and filter can be told apart. */
export const LIST_USERS = 30;
export const LIST_BARS = 27;
const DAY = 24 * 60 * 60 * 1000;

const LIST_PART = findPartByCode(seedCatalogue(), 'speed-rack');
/** The net price of the one single part the list bars hold, so each bar's total is a multiple of it. */
export const LIST_BAR_UNIT_PRICE = LIST_PART?.price ?? 0;

const pad = (index: number) => String(index).padStart(2, '0');

/** 30 accounts `lists-user-NN@example.com`: every tenth an administrator, the even ones verified. */
export async function insertListUsers(db: Database): Promise<{ id: number; index: number }[]> {
  const rows = Array.from({ length: LIST_USERS }, (_, offset) => {
    const index = offset + 1;
    return {
      email: `lists-user-${pad(index)}@example.com`,
      passwordHash: 'not-a-hash',
      givenName: `given${pad((index * 7) % 31)}`,
      familyName: `family${pad((index * 11) % 31)}`,
      organization: index % 3 === 0 ? 'Listorg Alpha' : 'Listorg Beta',
      isAdmin: index % 10 === 0,
      emailVerifiedAt: index % 2 === 0 ? new Date() : null,
      createdAt: new Date(Date.UTC(2030, 0, 1) - ((index * 13) % 31) * DAY),
    };
  });
  const inserted = await db.insert(users).values(rows).returning({ id: users.id, email: users.email });
  return inserted.map((row) => ({ id: row.id, index: Number(row.email.slice(11, 13)) }));
}

/** 27 bars `lists bar NN` (odd ones owned by `ownerId`, even ones a guest's) and one removed bar. */
export async function insertListBars(db: Database, ownerId: number): Promise<void> {
  const document = createEmptyBarDocument();
  const rows = Array.from({ length: LIST_BARS }, (_, offset) => {
    const index = offset + 1;
    // Lists show the current total of the document (as the editor does), so it costs what is stored.
    const count = (index * 17) % 27;
    const singleParts = count > 0 && LIST_PART ? [{ part_id: LIST_PART.id, count }] : [];
    return {
      name: `lists bar ${pad((index * 5) % 29)}`,
      ownerId: index % 2 === 1 ? ownerId : null,
      ...barDocumentParts({ ...document, singleParts }),
      totalPriceCents: count * LIST_BAR_UNIT_PRICE,
      editToken: `edit-${index}`,
      previewToken: `preview-${index}`,
      createdAt: new Date(Date.UTC(2029, 0, 1) + index * DAY),
      updatedAt: new Date(Date.UTC(2029, 6, 1) + ((index * 7) % 27) * DAY),
    };
  });
  await db.insert(bars).values(rows);
  await db.insert(bars).values({
    name: 'lists bar removed',
    ...barDocumentParts(document),
    editToken: 'edit-removed',
    previewToken: 'preview-removed',
    deletedAt: new Date(),
  });
}

function address(country: string, index: number): AddressSnapshot {
  return {
    organization: `Inqorg ${index}`,
    contactPerson: null,
    vat_id: null,
    given_name: 'Ina',
    family_name: `Inqfamily${index}`,
    phone: null,
    email: `inquiry-address-${index}@example.com`,
    street: 'Hauptstraße 1',
    postal_code: '10115',
    city: 'Berlin',
    country,
  };
}

export type ListInquiry = { status: string; country: string; createdAt: Date; totalPrice: number };

/** Inquiries with a frozen bar snapshot (only the fields the lists read) and an address copy. */
export async function insertListInquiries(db: Database, userId: number, rows: ListInquiry[]): Promise<number[]> {
  const inserted = await db
    .insert(inquiries)
    .values(
      rows.map((row, index) => ({
        userId,
        barSnapshot: { name: `Inquired bar ${index}`, parts: { total_price: row.totalPrice } } as unknown as BarDto,
        address: address(row.country, index),
        consentContact: true,
        consentCall: false,
        consentNewsletter: false,
        locale: 'de',
        status: row.status,
        createdAt: row.createdAt,
      })),
    )
    .returning({ id: inquiries.id });
  return inserted.map((row) => row.id);
}

/** Notification e-mails (each needs its ledger row) about the given inquiry. */
export async function insertListNotifications(db: Database, inquiryId: number, recipients: string[]): Promise<void> {
  for (const [index, recipient] of recipients.entries()) {
    const key = `inquiry:${inquiryId}:admin:${index}`;
    const subject = `New inquiry ${inquiryId} for ${recipient}`;
    await db.insert(outboundMails).values({ key, status: 'sent', recipient, subject, messageId: `<${key}@test>` });
    await db.insert(notifications).values({
      kind: 'inquiry',
      inquiryId,
      recipientEmail: recipient,
      subject,
      mailKey: key,
      createdAt: new Date(Date.UTC(2030, 0, 1) + ((index * 3) % 5) * DAY),
    });
  }
}

/** Audit lines by three administrators about colours, parts and users, spread over five days. */
export async function insertListAuditLines(db: Database): Promise<void> {
  const types = ['color', 'part', 'user'] as const;
  for (let index = 0; index < 6; index += 1) {
    await db.insert(auditLog).values({
      actorEmail: `${'cab'[index % 3]}.staff@example.com`,
      recordType: types[index % 3] ?? 'color',
      recordId: String(100 + index),
      action: 'update',
      changes: { name: { before: `old ${index}`, after: `new ${index}` } },
      createdAt: new Date(Date.UTC(2030, 0, 1) + ((index * 3) % 5) * DAY),
    });
  }
}
