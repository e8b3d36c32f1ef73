import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { loggedInAdmin } from './helpers/adminUsers.ts';
import type { TestClient } from './helpers/client.ts';
import { databaseKinds } from './helpers/database.ts';
import { useAdminTestApp } from './helpers/testApp.ts';

type Admin = { client: TestClient; userId: number };

/**
 * An administrator who is logged in keeps the session when the flag is taken away, but the admin
 * API answers 403 from the next request on, and 200 again once the flag is back.
 */
describe.each(databaseKinds)('an administrator whose flag is taken away mid-session (%s)', (kind) => {
  const server = useAdminTestApp(kind);
  // Both signed in through POST /login: `staff` is the suite's administrator, `boss` a second one.
  let boss: Admin;
  let staff: Admin;

  beforeAll(async () => {
    staff = { client: server.admin, userId: server.adminId };
    boss = await loggedInAdmin(server.app, server.db);
  });

  /** The statuses `staff` gets for an admin list, a record read and a record write, with the same session. */
  async function adminStatuses(): Promise<number[]> {
    const list = await staff.client.get('/api/users?search=example.com&sortBy[]=email.asc');
    const bars = await staff.client.get('/api/bars-index');
    const record = await staff.client.get(`/api/users/${boss.userId}`);
    const write = await staff.client.put(`/api/users/${boss.userId}`, { country_responsibilities: ['NO'] });
    return [list.statusCode, bars.statusCode, record.statusCode, write.statusCode];
  }

  async function storedFlag(id: number): Promise<boolean> {
    const [row] = await server.db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, id));
    return row?.isAdmin ?? false;
  }

  async function bossResponsibilities(): Promise<string[]> {
    return (await boss.client.get(`/api/users/${boss.userId}`)).json().data.country_responsibilities;
  }

  it('another administrator takes the flag away (PUT users/{id}): 403 at once, 200 once given back', async () => {
    expect(await adminStatuses()).toEqual([200, 200, 200, 200]);
    await boss.client.put(`/api/users/${boss.userId}`, { country_responsibilities: [] });

    const revoked = await boss.client.put(`/api/users/${staff.userId}`, { is_admin: false });
    expect(revoked.statusCode).toBe(200);
    expect(await storedFlag(staff.userId)).toBe(false);
    expect(await adminStatuses()).toEqual([403, 403, 403, 403]);
    // The refused write changed nothing; the session itself is still logged in, as a customer.
    expect(await bossResponsibilities()).toEqual([]);
    const me = await staff.client.get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ id: staff.userId, is_admin: false });

    const restored = await boss.client.put(`/api/users/${staff.userId}`, { is_admin: true });
    expect(restored.statusCode).toBe(200);
    expect(await adminStatuses()).toEqual([200, 200, 200, 200]);
  });

  it('the flag is cleared in the database directly: 403 on the next request, 200 once set again', async () => {
    expect(await adminStatuses()).toEqual([200, 200, 200, 200]);
    await boss.client.put(`/api/users/${boss.userId}`, { country_responsibilities: [] });

    await server.db.update(users).set({ isAdmin: false }).where(eq(users.id, staff.userId));
    expect(await adminStatuses()).toEqual([403, 403, 403, 403]);
    expect(await bossResponsibilities()).toEqual([]);

    await server.db.update(users).set({ isAdmin: true }).where(eq(users.id, staff.userId));
    expect(await adminStatuses()).toEqual([200, 200, 200, 200]);
  });
});
