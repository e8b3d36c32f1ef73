import type { BarDto } from '@bar/contracts/bars';
import type { AccountExport, ExportedBar, ExportedInquiry } from '@bar/contracts/profile';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type BarRow, bars, type UserRow } from '../../db/schema.ts';
import { type InquiryRow, inquiries } from '../../db/schemaQuotes.ts';
import { presentAddress } from '../addresses/addressValues.ts';
import { listAddresses } from '../addresses/repository.ts';
import { presentUser } from '../auth/users.ts';
import { barOfStoredRow } from '../bars/repository.ts';
import { loadCatalogue } from '../catalogue/loadCatalogue.ts';
import { presentInventory, readInventory } from '../inventory/repository.ts';

function exportBar(row: BarRow): ExportedBar {
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    document: row.document as unknown as Record<string, unknown>,
    total_price: row.totalPriceCents,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    deleted_at: row.deletedAt?.toISOString() ?? null,
  };
}

/** The bar as sent with a quote, without what only its owner's editor uses (tokens, rights). */
function sentBar(snapshot: BarDto | null): ExportedInquiry['bar'] {
  if (!snapshot) return null;
  const { edit_token: _edit, preview_token: _preview, can_edit: _canEdit, name, version, ...document } = snapshot;
  return { name, version, document };
}

function exportInquiry(row: InquiryRow): ExportedInquiry {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    locale: row.locale,
    bar_id: row.barId,
    bar: sentBar(row.barSnapshot),
    address: row.address,
    delivery_address: row.deliveryAddress,
    contact: row.contact,
    message: row.message,
    consent_contact: row.consentContact,
    consent_call: row.consentCall,
    consent_newsletter: row.consentNewsletter,
    to_order_only: row.toOrderOnly,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Everything kept about the user ("Download my data"): the account, addresses, bars (removed ones
 * too, with their documents), the requests they sent and the parts they own. Never a password hash, session or token.
 */
export async function exportAccount(db: Database, user: UserRow, now = new Date()): Promise<AccountExport> {
  const [addressRows, barRows, inquiryRows, inventory, catalogue] = await Promise.all([
    listAddresses(db, user.id),
    db.select().from(bars).where(eq(bars.ownerId, user.id)).orderBy(asc(bars.createdAt)),
    db.select().from(inquiries).where(eq(inquiries.userId, user.id)).orderBy(asc(inquiries.id)),
    readInventory(db, user.id),
    loadCatalogue(db),
  ]);
  return {
    exported_at: now.toISOString(),
    account: presentUser(user),
    addresses: addressRows.map(presentAddress),
    bars: barRows.map((row) => exportBar(barOfStoredRow(row))),
    inquiries: inquiryRows.map(exportInquiry),
    inventory: presentInventory(inventory, catalogue),
  };
}
