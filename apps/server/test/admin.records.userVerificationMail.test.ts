import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { expectAdminOnly } from './admin.records.helpers.ts';
import { createMailApp, mailsTo } from './auth.helpers.ts';
import { loggedInAdmin } from './helpers/adminUsers.ts';
import { loggedInClient } from './helpers/barUsers.ts';
import type { TestClient } from './helpers/client.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/database.ts';

describe.each(databaseKinds)('an administrator resends the verification mail on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let mailDir: string;
  let admin: TestClient;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // The real limits: five resends per account and hour.
    ({ app, mailDir } = await createMailApp(database, { throttleLimitFactor: 1 }));
    admin = (await loggedInAdmin(app, database.db)).client;
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  async function emailOf(id: number): Promise<string> {
    const [row] = await database.db.select({ email: users.email }).from(users).where(eq(users.id, id));
    if (!row) throw new Error(`user ${id} is gone`);
    return row.email;
  }

  it('refuses guests (401) and customers (403)', async () => {
    const { userId } = await loggedInClient(app, database.db);
    await expectAdminOnly(app, database.db, { method: 'POST', url: `/api/users/${userId}/verification-mail` });
    expect(mailsTo(mailDir, await emailOf(userId))).toEqual([]);
  });

  it('writes a verification mail with a signed link to the outbox of an unverified user', async () => {
    const { userId } = await loggedInClient(app, database.db);
    const email = await emailOf(userId);
    const response = await admin.post(`/api/users/${userId}/verification-mail`, {}, { 'x-locale': 'en' });
    expect(response.statusCode).toBe(202);
    expect(response.json().message).toBe("A new verification link has been sent to the user's e-mail address.");
    const mails = mailsTo(mailDir, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`https://bars.example.com/verify-email/${userId}/`);
  });

  it('sends nothing to a verified user and answers 404 for an unknown one', async () => {
    const { userId } = await loggedInClient(app, database.db);
    await database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
    expect((await admin.post(`/api/users/${userId}/verification-mail`, {})).statusCode).toBe(202);
    expect(mailsTo(mailDir, await emailOf(userId))).toEqual([]);
    expect((await admin.post('/api/users/999999/verification-mail', {})).statusCode).toBe(404);
  });

  it('is throttled per account like the user’s own resend (429 after five)', async () => {
    const { userId } = await loggedInClient(app, database.db);
    for (let sent = 0; sent < 5; sent++) {
      expect((await admin.post(`/api/users/${userId}/verification-mail`, {})).statusCode).toBe(202);
    }
    expect((await admin.post(`/api/users/${userId}/verification-mail`, {})).statusCode).toBe(429);
    expect(mailsTo(mailDir, await emailOf(userId))).toHaveLength(5);
  });
});
