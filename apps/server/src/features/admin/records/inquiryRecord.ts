import type { AdminInquiry, InquiryStatus } from '@bar/contracts/adminRecords';
import { eq } from 'drizzle-orm';
import { AppError } from '../../../appError.ts';
import type { Database } from '../../../db/client.ts';
import { bars, users } from '../../../db/schema.ts';
import { type InquiryRow, inquiries } from '../../../db/schemaQuotes.ts';
import { presentAddress } from '../../addresses/addressValues.ts';
import { listAddresses } from '../../addresses/repository.ts';

function inquiryNotFound(): AppError {
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

async function presentAdminInquiry(db: Database, row: InquiryRow): Promise<AdminInquiry> {
  const [customer, barId] = await Promise.all([customerOf(db, row.userId), liveBarId(db, row.barId)]);
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
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function loadAdminInquiry(db: Database, id: number): Promise<AdminInquiry> {
  const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id));
  if (!row) throw inquiryNotFound();
  return presentAdminInquiry(db, row);
}

/** Moves the inquiry to `status`; only status and updated_at are written, the frozen copies stay untouched. */
export async function updateInquiryStatus(db: Database, id: number, status: InquiryStatus): Promise<AdminInquiry> {
  const [row] = await db
    .update(inquiries)
    .set({ status, updatedAt: new Date() })
    .where(eq(inquiries.id, id))
    .returning();
  if (!row) throw inquiryNotFound();
  return presentAdminInquiry(db, row);
}
