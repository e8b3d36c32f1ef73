import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bars } from '../src/db/schema.ts';
import { createMailApp, PASSWORD, registeredClient, uniqueEmail } from './auth.helpers.ts';
import { createBar } from './helpers/bars.ts';
import { startedClient } from './helpers/client.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/database.ts';

describe.each(databaseKinds)('guest bars handed over at login and registration (%s)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    ({ app } = await createMailApp(database));
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  async function ownerOf(barId: string): Promise<number | null | undefined> {
    const [row] = await database.db.select({ ownerId: bars.ownerId }).from(bars).where(eq(bars.id, barId));
    return row?.ownerId;
  }

  async function account(): Promise<{ id: number; email: string }> {
    const { client, user } = await registeredClient(app);
    await client.post('/logout', {});
    return user;
  }

  it('hands the bar this guest session created to the user at login, though the session id changes', async () => {
    const user = await account();
    const guest = await startedClient(app);
    const bar = await createBar(guest, 'Guest bar');
    expect(await ownerOf(bar.id)).toBeNull();
    const response = await guest.post('/login', { email: user.email, password: PASSWORD, bar_id: bar.id });
    expect(response.statusCode).toBe(200);
    expect(await ownerOf(bar.id)).toBe(user.id);
    // Now it is the user's own bar: reachable without any token.
    expect((await guest.get(`/api/bars/${bar.id}`)).json().data.can_edit).toBe(true);
  });

  it('hands the bar over at registration', async () => {
    const guest = await startedClient(app);
    const bar = await createBar(guest);
    const response = await guest.post('/register', {
      email: uniqueEmail('reg-bar'),
      password: PASSWORD,
      password_confirmation: PASSWORD,
      bar_id: bar.id,
    });
    expect(response.statusCode).toBe(201);
    expect(await ownerOf(bar.id)).toBe(response.json().data.id);
  });

  it('does not hand over a bar another session created, unless the request carries its edit token', async () => {
    const user = await account();
    const creator = await startedClient(app);
    const bar = await createBar(creator);
    const thief = await startedClient(app);
    const refused = await thief.post('/login', { email: user.email, password: PASSWORD, bar_id: bar.id });
    expect(refused.statusCode).toBe(200);
    expect(await ownerOf(bar.id)).toBeNull();
    await thief.post('/logout', {});

    const wrongToken = await thief.post('/login', {
      email: user.email,
      password: PASSWORD,
      bar_id: bar.id,
      edit_token: 'not-the-token',
    });
    expect(wrongToken.statusCode).toBe(200);
    expect(await ownerOf(bar.id)).toBeNull();
    await thief.post('/logout', {});

    const holder = await startedClient(app);
    await holder.post('/login', { email: user.email, password: PASSWORD, bar_id: bar.id, edit_token: bar.edit_token });
    expect(await ownerOf(bar.id)).toBe(user.id);
  });

  it('never takes a bar that already has an owner', async () => {
    const owner = await registeredClient(app);
    const bar = await createBar(owner.client);
    const other = await account();
    const client = await startedClient(app);
    await client.post('/login', { email: other.email, password: PASSWORD, bar_id: bar.id, edit_token: bar.edit_token });
    expect(await ownerOf(bar.id)).toBe(owner.user.id);
  });

  it('ignores a bar_id that is not a bar id', async () => {
    const user = await account();
    const client = await startedClient(app);
    const response = await client.post('/login', { email: user.email, password: PASSWORD, bar_id: 'nonsense' });
    expect(response.statusCode).toBe(200);
  });
});
