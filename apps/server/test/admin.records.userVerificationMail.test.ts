import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { expectAdminOnly } from './admin.records.helpers.ts';
import { mailsTo } from './auth.helpers.ts';
import { loggedInAdmin } from './helpers/adminUsers.ts';
import { loggedInClient } from './helpers/barUsers.ts';
import type { TestClient } from './helpers/client.ts';
import { databaseKinds } from './helpers/database.ts';
import { useTestApp } from './helpers/testApp.ts';

describe.each(databaseKinds)('an administrator resends the verification mail on %s', (kind) => {
  // The real limits: five resends per account and hour.
  const server = useTestApp(kind, { mailLinks: true, config: { throttleLimitFactor: 1 } });
  let admin: TestClient;

  beforeAll(async () => {
    admin = (await loggedInAdmin(server.app, server.db)).client;
  });

  async function emailOf(id: number): Promise<string> {
    const [row] = await server.db.select({ email: users.email }).from(users).where(eq(users.id, id));
    if (!row) throw new Error(`user ${id} is gone`);
    return row.email;
  }

  it('refuses guests (401) and customers (403)', async () => {
    const { userId } = await loggedInClient(server.app, server.db);
    await expectAdminOnly(server.app, server.db, { method: 'POST', url: `/api/users/${userId}/verification-mail` });
    expect(mailsTo(server.mailDir, await emailOf(userId))).toEqual([]);
  });

  it('writes a verification mail with a signed link to the outbox of an unverified user', async () => {
    const { userId } = await loggedInClient(server.app, server.db);
    const email = await emailOf(userId);
    const response = await admin.post(`/api/users/${userId}/verification-mail`, {}, { 'x-locale': 'en' });
    expect(response.statusCode).toBe(202);
    expect(response.json().message).toBe("A new verification link has been sent to the user's e-mail address.");
    const mails = mailsTo(server.mailDir, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`https://bars.example.com/verify-email/${userId}/`);
  });

  it('sends nothing to a verified user and answers 404 for an unknown one', async () => {
    const { userId } = await loggedInClient(server.app, server.db);
    await server.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
    expect((await admin.post(`/api/users/${userId}/verification-mail`, {})).statusCode).toBe(202);
    expect(mailsTo(server.mailDir, await emailOf(userId))).toEqual([]);
    expect((await admin.post('/api/users/999999/verification-mail', {})).statusCode).toBe(404);
  });

  it('is throttled per account like the user’s own resend (429 after five)', async () => {
    const { userId } = await loggedInClient(server.app, server.db);
    for (let sent = 0; sent < 5; sent++) {
      expect((await admin.post(`/api/users/${userId}/verification-mail`, {})).statusCode).toBe(202);
    }
    expect((await admin.post(`/api/users/${userId}/verification-mail`, {})).statusCode).toBe(429);
    expect(mailsTo(server.mailDir, await emailOf(userId))).toHaveLength(5);
  });
});
