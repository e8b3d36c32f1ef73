import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { mailsTo as mailsInFolderTo, type SentMail, uniqueEmail } from './auth.helpers.ts';
import { createBar, graxxBar } from './helpers/bars.ts';
import { loggedInClient } from './helpers/barUsers.ts';
import type { TestClient } from './helpers/client.ts';

export const ADDRESS = {
  organization: 'Bar GmbH',
  given_name: 'Eva',
  family_name: 'Tresen',
  email: 'eva@example.com',
  street: 'Hauptstraße 1',
  postal_code: '10115',
  city: 'Berlin',
  country: 'DE',
};

export type Customer = { client: TestClient; userId: number; email: string; barId: string; addressId: number };

/** A logged-in user with a verified e-mail (unless asked otherwise), a saved two-module bar and an address. */
export async function customerWithBar(
  app: FastifyInstance,
  db: Database,
  options: { verified?: boolean; country?: string } = {},
): Promise<Customer> {
  const { client, userId } = await loggedInClient(app, db);
  const email = uniqueEmail('customer');
  await db
    .update(users)
    .set({ email, givenName: 'Eva', emailVerifiedAt: options.verified === false ? null : new Date() })
    .where(eq(users.id, userId));
  const bar = await createBar(client, 'Inquiry bar');
  const saved = await client.put(`/api/bars/${bar.id}`, { version: bar.version, ...graxxBar(2) });
  if (saved.statusCode !== 200) throw new Error(`saving the bar answered ${saved.statusCode}`);
  const address = await client.post('/api/addresses', { ...ADDRESS, country: options.country ?? ADDRESS.country });
  if (address.statusCode !== 201) throw new Error(`creating the address answered ${address.statusCode}`);
  return { client, userId, email, barId: bar.id, addressId: address.json().data.id };
}

export async function insertAdmin(
  db: Database,
  countries: string[] = [],
  locale = 'en',
): Promise<{ id: number; email: string }> {
  const email = uniqueEmail('admin');
  const [admin] = await db
    .insert(users)
    .values({
      email,
      passwordHash: 'not-a-hash',
      isAdmin: true,
      countryResponsibilities: countries,
      locale,
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id, email: users.email });
  if (!admin) throw new Error('admin insert returned nothing');
  return admin;
}

export function inquiryBody(customer: Customer, extra: Record<string, unknown> = {}) {
  return {
    bar_id: customer.barId,
    address_id: customer.addressId,
    message: 'Please call me on Monday.',
    consent_contact: true,
    consent_call: true,
    consent_newsletter: false,
    ...extra,
  };
}

/** The mails to `to` so far (none before the first mail created the folder). */
export function mailsTo(mailDir: string, to: string): SentMail[] {
  return existsSync(mailDir) ? mailsInFolderTo(mailDir, to) : [];
}

/** The administrator mails (English) about inquiry `id`. */
export function mailsAbout(mailDir: string, to: string, id: number): SentMail[] {
  return mailsTo(mailDir, to).filter((mail) => mail.text.includes(`/admin/inquiries/${id}\n`));
}
