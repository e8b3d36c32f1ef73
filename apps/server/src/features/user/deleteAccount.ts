import type { ConsultationContact } from '@bar/contracts/consultations';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bars, type UserRow, users } from '../../db/schema.ts';
import { type AddressSnapshot, inquiries, outboundMails } from '../../db/schemaQuotes.ts';

/** What stands where the person's name was in the requests the company keeps. */
export const DELETED_USER = 'deleted user';

/**
 * A sent address without the person: name, contact, e-mail, phone, VAT id and the postal address
 * go; the organization and the country stay (which market asked for what).
 */
function anonymousAddress(address: AddressSnapshot | null): AddressSnapshot | null {
  if (!address) return null;
  return {
    organization: address.organization,
    contactPerson: null,
    vat_id: null,
    given_name: null,
    family_name: DELETED_USER,
    phone: null,
    email: null,
    street: '',
    postal_code: '',
    city: '',
    country: address.country,
  };
}

function anonymousContact(contact: ConsultationContact | null): ConsultationContact | null {
  if (!contact) return null;
  return { ...contact, name: DELETED_USER, email: '', phone: '' };
}

/**
 * "Delete my account", in one transaction: the user's quote requests and consultations stay with
 * the company with the person taken out of them (and no link to the account); the mail ledger
 * forgets the address; bars (with their revisions) go; then the user row, which takes addresses,
 * sessions, the password reset token and idempotency keys with it (ON DELETE CASCADE). Uploaded
 * images have no owner: those only the deleted bars used are removed by the next upload sweep.
 */
export async function deleteAccount(db: Database, user: UserRow): Promise<void> {
  await db.transaction(async (tx) => {
    const sent = await tx.select().from(inquiries).where(eq(inquiries.userId, user.id));
    for (const inquiry of sent) {
      await tx
        .update(inquiries)
        .set({
          userId: null,
          address: anonymousAddress(inquiry.address),
          deliveryAddress: anonymousAddress(inquiry.deliveryAddress),
          contact: anonymousContact(inquiry.contact),
          updatedAt: sql`now()`,
        })
        .where(eq(inquiries.id, inquiry.id));
    }
    const ownAddresses = [user.email, user.contactEmail].filter((email): email is string => Boolean(email));
    await tx
      .update(outboundMails)
      .set({ recipient: DELETED_USER })
      .where(inArray(outboundMails.recipient, ownAddresses));
    await tx.delete(bars).where(eq(bars.ownerId, user.id));
    await tx.delete(users).where(eq(users.id, user.id));
  });
}
