import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { computePartsList } from '@bar/domain/partsList';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { createBar, graxxBar, seedCatalogue } from './helpers/bars.ts';
import { loggedInClient } from './helpers/barUsers.ts';
import { startedClient } from './helpers/client.ts';
import { databaseKinds } from './helpers/database.ts';
import { eventually, jobsAppForSuite, mailFiles } from './jobs.helpers.ts';
import { pdfImages, pdfText, uploadPicture, verifiedClient } from './pdf.helpers.ts';

/** The PDF attached to an .eml file nodemailer wrote (base64 in its own MIME part). */
function attachedPdf(eml: string): { filename: string; bytes: Buffer } {
  const part = eml.split(/\n--[^\n]+\n/).find((section) => /Content-Type: application\/pdf/i.test(section));
  if (!part) throw new Error('the mail has no PDF attachment');
  const [headers, body] = splitOnce(part);
  const filename = /filename="?([^"\n;]+)"?/i.exec(headers)?.[1] ?? '';
  return { filename, bytes: Buffer.from(body.replace(/\s/g, ''), 'base64') };
}

/** Headers and body of a MIME part. */
function splitOnce(text: string): [string, string] {
  const index = text.indexOf('\n\n');
  return [text.slice(0, index), text.slice(index + 2)];
}

describe.each(databaseKinds)('POST bars/{id}/pdf (%s)', (kind) => {
  const suite = jobsAppForSuite(kind);

  it('answers 202 and a job mails the PDF to the user, in the language of the user', async () => {
    const { client, userId } = await verifiedClient(suite.app, suite.database.db, 'fr');
    const [user] = await suite.database.db.select().from(users).where(eq(users.id, userId));
    const bar = await createBar(client, 'Bar d’été');
    const document = graxxBar(2);
    expect((await client.put(`/api/bars/${bar.id}`, { version: bar.version, ...document })).statusCode).toBe(200);
    const front = await uploadPicture(client, 60);
    const before = mailFiles(suite.mailDir).length;

    const response = await client.post(`/api/bars/${bar.id}/pdf`, { pictures: { front }, request_id: 'req-00000001' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ data: { status: 'queued' } });

    const file = await eventually(async () => mailFiles(suite.mailDir)[before], 'the PDF e-mail');
    const eml = readFileSync(join(suite.mailDir, file), 'utf8');
    expect(eml).toContain(`To: ${user?.email}`);
    expect(eml).toMatch(/Subject: .*(liste des pi|=\?UTF-8\?)/i);
    const pdf = attachedPdf(eml);
    expect(pdf.filename).toBe('Bar-d-ete.pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.bytes);
    expect(text).toContain('Liste des pièces');
    const parts = computePartsList(document, seedCatalogue, 'fr');
    for (const line of parts.list) expect(text).toMatch(new RegExp(`${line.part_number}\\s.*\\s${line.quantity}\\s`));
    expect(pdfImages(pdf.bytes)).toHaveLength(1);
  });

  it('refuses a guest (401) and an unverified user (403) without queuing anything', async () => {
    const { client: verified } = await verifiedClient(suite.app, suite.database.db);
    const bar = await createBar(verified);
    const guest = await startedClient(suite.app);
    expect((await guest.post(`/api/bars/${bar.id}/pdf?preview_token=${bar.preview_token}`, {})).statusCode).toBe(401);
    const { client: unverified } = await loggedInClient(suite.app, suite.database.db);
    const response = await unverified.post(`/api/bars/${bar.id}/pdf?preview_token=${bar.preview_token}`, {});
    expect(response.statusCode).toBe(403);
  });
});
