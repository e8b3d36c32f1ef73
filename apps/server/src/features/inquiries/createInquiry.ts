import type { BarDto } from '@bar/contracts/bars';
import type { InquiryDto, inquiryRequestSchema } from '@bar/contracts/inquiries';
import type { Catalogue } from '@bar/domain/catalogue';
import { toOrderPartsList } from '@bar/domain/inventory';
import type { Locale } from '@bar/domain/locale';
import type { z } from 'zod';
import { AppError } from '../../appError.ts';
import type { Database } from '../../db/client.ts';
import type { BarRow } from '../../db/schema.ts';
import { type InquiryRow, inquiries } from '../../db/schemaQuotes.ts';
import type { Jobs } from '../../plugins/jobs/plugin.ts';
import { addressSnapshot } from '../addresses/addressValues.ts';
import { findOwnAddress } from '../addresses/repository.ts';
import { presentBar } from '../bars/presentBar.ts';
import { findBar } from '../bars/repository.ts';
import { readInventory } from '../inventory/repository.ts';
import { CONFIRM_TO_CUSTOMER_JOB, NOTIFY_ADMINS_JOB } from './jobs.ts';

export type InquiryInput = z.output<typeof inquiryRequestSchema>;

export function presentInquiry(row: InquiryRow): InquiryDto {
  return {
    id: row.id,
    bar_id: row.barId,
    address_id: row.addressId,
    delivery_address_id: row.deliveryAddressId,
    message: row.message,
    consent_contact: row.consentContact,
    consent_call: row.consentCall,
    consent_newsletter: row.consentNewsletter,
    to_order_only: row.toOrderOnly,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

async function ownAddressOrRefuse(db: Database, userId: number, id: number, field: string) {
  const address = await findOwnAddress(db, userId, id);
  if (!address) throw new AppError('notFound', { key: 'inquiries.addressNotFound', values: { field } });
  return address;
}

type CreateInput = { userId: number; locale: Locale; body: InquiryInput; catalogue: Catalogue };
type FrozenBar = Pick<InquiryRow, 'toOrderOnly' | 'ownedUnits'> & { barSnapshot: BarDto };

/** The bar as sent; with `to_order`, its parts list holds only what the user's inventory does not cover. */
async function freezeBar(transaction: Database, bar: BarRow, input: CreateInput): Promise<FrozenBar> {
  const barSnapshot = presentBar(bar, input.catalogue, input.locale, 'view');
  if (input.body.parts !== 'to_order') return { barSnapshot, toOrderOnly: false, ownedUnits: null };
  const toOrder = toOrderPartsList(barSnapshot.parts, await readInventory(transaction, input.userId));
  return {
    barSnapshot: { ...barSnapshot, parts: toOrder.partsList },
    toOrderOnly: true,
    ownedUnits: toOrder.owned_units,
  };
}

/**
 * Stores the inquiry with frozen copies of the bar (document and parts list as computed now, or
 * only what is to order) and the addresses, and queues its mails, all in the caller's transaction:
 * either all of it or none.
 */
export async function createInquiry(transaction: Database, jobs: Jobs, input: CreateInput): Promise<InquiryRow> {
  const { userId, body } = input;
  const bar = await findBar(transaction, body.bar_id);
  if (!bar || bar.deletedAt) throw new AppError('notFound', { key: 'inquiries.barNotFound' });
  if (bar.ownerId !== userId) throw new AppError('forbidden', { key: 'inquiries.barOfSomeoneElse' });
  const address = await ownAddressOrRefuse(transaction, userId, body.address_id, 'address_id');
  const delivery = body.delivery_address_id
    ? await ownAddressOrRefuse(transaction, userId, body.delivery_address_id, 'delivery_address_id')
    : null;

  const [row] = await transaction
    .insert(inquiries)
    .values({
      userId,
      barId: bar.id,
      addressId: address.id,
      deliveryAddressId: delivery?.id ?? null,
      ...(await freezeBar(transaction, bar, input)),
      address: addressSnapshot(address),
      deliveryAddress: delivery ? addressSnapshot(delivery) : null,
      message: body.message || null,
      consentContact: body.consent_contact,
      consentCall: body.consent_call,
      consentNewsletter: body.consent_newsletter,
      locale: input.locale,
    })
    .returning();
  if (!row) throw new Error('inquiry insert returned nothing');
  const payload = { inquiry_id: row.id };
  await jobs.enqueue(NOTIFY_ADMINS_JOB, payload, { transaction });
  await jobs.enqueue(CONFIRM_TO_CUSTOMER_JOB, payload, { transaction });
  return row;
}
