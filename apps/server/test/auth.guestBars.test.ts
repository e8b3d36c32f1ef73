import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bars } from '../src/db/schema.ts';
import { PASSWORD, registeredClient, uniqueEmail } from './auth.helpers.ts';
import { createBar } from './helpers/bars.ts';
import { startedClient } from './helpers/client.ts';
import { databaseKinds } from './helpers/database.ts';
import { useTestApp } from './helpers/testApp.ts';

describe.each(databaseKinds)('guest bars handed over at login and registration (%s)', (kind) => {
  const server = useTestApp(kind, { mailLinks: true });

  async function ownerOf(barId: string): Promise<number | null | undefined> {
    const [row] = await server.db.select({ ownerId: bars.ownerId }).from(bars).where(eq(bars.id, barId));
    return row?.ownerId;
  }

  async function account(): Promise<{ id: number; email: string }> {
    const { client, user } = await registeredClient(server.app);
    await client.post('/logout', {});
    return user;
  }

  it('hands the bar this guest session created to the user at login, though the session id changes', async () => {
    const user = await account();
    const guest = await startedClient(server.app);
    const bar = await createBar(guest, 'Guest bar');
    expect(await ownerOf(bar.id)).toBeNull();
    const response = await guest.post('/login', { email: user.email, password: PASSWORD, bar_id: bar.id });
    expect(response.statusCode).toBe(200);
    expect(await ownerOf(bar.id)).toBe(user.id);
    // Now it is the user's own bar: reachable without any token.
    expect((await guest.get(`/api/bars/${bar.id}`)).json().data.can_edit).toBe(true);
  });

  it('hands the bar over at registration', async () => {
    const guest = await startedClient(server.app);
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
    const creator = await startedClient(server.app);
    const bar = await createBar(creator);
    const thief = await startedClient(server.app);
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

    const holder = await startedClient(server.app);
    await holder.post('/login', { email: user.email, password: PASSWORD, bar_id: bar.id, edit_token: bar.edit_token });
    expect(await ownerOf(bar.id)).toBe(user.id);
  });

  it('never takes a bar that already has an owner', async () => {
    const owner = await registeredClient(server.app);
    const bar = await createBar(owner.client);
    const other = await account();
    const client = await startedClient(server.app);
    await client.post('/login', { email: other.email, password: PASSWORD, bar_id: bar.id, edit_token: bar.edit_token });
    expect(await ownerOf(bar.id)).toBe(owner.user.id);
  });

  it('ignores a bar_id that is not a bar id', async () => {
    const user = await account();
    const client = await startedClient(server.app);
    const response = await client.post('/login', { email: user.email, password: PASSWORD, bar_id: 'nonsense' });
    expect(response.statusCode).toBe(200);
  });
});
