import type { AdminTestApp } from './admin.testApp.helpers.ts';
import type { TestClient } from './helpers/client.ts';

type Call = { method: 'GET' | 'PUT' | 'POST'; url: string; payload?: unknown };

/** The status codes a guest and a customer get for `call`. */
export async function guardStatuses(
  clients: Pick<AdminTestApp, 'guest' | 'customer'>,
  call: Call,
): Promise<[number, number]> {
  const send = (client: TestClient) =>
    client.request({
      method: call.method,
      url: call.url,
      ...(call.payload === undefined ? {} : { payload: call.payload }),
    });
  const guest = await send(clients.guest);
  const customer = await send(clients.customer);
  return [guest.statusCode, customer.statusCode];
}
