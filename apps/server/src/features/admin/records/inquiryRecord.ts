import type { AdminInquiry } from '@bar/contracts/adminRecords';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../../appError.ts';
import type { Database } from '../../../db/client.ts';
import { bars, users } from '../../../db/schema.ts';
import { type InquiryRow, inquiries, liveConsultations } from '../../../db/schemaQuotes.ts';
import { presentAddress } from '../../addresses/addressValues.ts';
import { listAddresses } from '../../addresses/repository.ts';
import { presentLiveConsultation } from '../../live/liveConsultations.ts';
import { loadInquiryHistory } from './inquiryHistory.ts';

export function inquiryNotFound(): AppError {
  return new AppError('notFound', { key: 'records.inquiryNotFound' });
}

async function customerOf(db: Database, userId: number | null): Promise<AdminInquiry['customer']> {
  if (userId === null) return null;
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      given_name: users.givenName,
      family_name: users.familyName,
      organization: users.organization,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  return { ...user, addresses: (await listAddresses(db, user.id)).map(presentAddress) };
}

/** The live bar the inquiry was sent for; null once it is deleted (soft or for good). */
async function liveBarId(db: Database, barId: string | null): Promise<string | null> {
  if (barId === null) return null;
  const [bar] = await db.select({ deletedAt: bars.deletedAt }).from(bars).where(eq(bars.id, barId));
  return bar && !bar.deletedAt ? barId : null;
}

async function assigneeOf(db: Database, userId: number | null): Promise<AdminInquiry['assignee']> {
  if (userId === null) return null;
  const [user] = await db
    .select({ id: users.id, email: users.email, givenName: users.givenName, familyName: users.familyName })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  return { id: user.id, email: user.email, name: [user.givenName, user.familyName].filter(Boolean).join(' ') || null };
}

/** The live consultation open on the inquiry's bar, joined from this inquiry; null when none is. */
async function openLiveConsultation(db: Database, inquiryId: number): Promise<AdminInquiry['live_consultation']> {
  const [row] = await db
    .select()
    .from(liveConsultations)
    .where(and(eq(liveConsultations.inquiryId, inquiryId), isNull(liveConsultations.endedAt)))
    .orderBy(desc(liveConsultations.id))
    .limit(1);
  return row ? presentLiveConsultation(row) : null;
}

// One statement after the other: inside a transaction, and on PGlite, there is one connection.
async function presentAdminInquiry(db: Database, row: InquiryRow): Promise<AdminInquiry> {
  const customer = await customerOf(db, row.userId);
  const barId = await liveBarId(db, row.barId);
  const assignee = await assigneeOf(db, row.assigneeId);
  const history = await loadInquiryHistory(db, row.id);
  const liveConsultation = await openLiveConsultation(db, row.id);
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    message: row.message,
    consent_contact: row.consentContact,
    consent_call: row.consentCall,
    consent_newsletter: row.consentNewsletter,
    locale: row.locale,
    bar_snapshot: row.barSnapshot,
    to_order_only: row.toOrderOnly,
    owned_units: row.ownedUnits,
    address: row.address,
    delivery_address: row.deliveryAddress,
    contact: row.contact,
    bar_id: barId,
    customer,
    assignee,
    history,
    live_consultation: liveConsultation,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function loadAdminInquiry(db: Database, id: number): Promise<AdminInquiry> {
  const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id));
  if (!row) throw inquiryNotFound();
  return presentAdminInquiry(db, row);
}
