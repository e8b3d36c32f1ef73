import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

type RequestOptions = {
  method: NonNullable<InjectOptions['method']>;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** Leave out the X-XSRF-TOKEN header (to test the CSRF check). */
  withoutCsrfHeader?: boolean;
};

/** A browser-like client for inject(): keeps cookies and echoes XSRF-TOKEN in X-XSRF-TOKEN. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  /** The client IP the server sees (inject's default is 127.0.0.1). */
  remoteAddress: string | undefined;

  constructor(private app: FastifyInstance) {}

  /** Another client (e.g. against a second app instance) holding the same cookies. */
  withApp(app: FastifyInstance): TestClient {
    const other = new TestClient(app);
    for (const [name, value] of this.cookies) other.cookies.set(name, value);
    return other;
  }

  async fetchCsrfCookie(): Promise<LightMyRequestResponse> {
    return this.request({ method: 'GET', url: '/sanctum/csrf-cookie' });
  }

  async request(options: RequestOptions): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (xsrf && !options.withoutCsrfHeader && !('x-xsrf-token' in headers)) headers['x-xsrf-token'] = xsrf;
    const response = await this.app.inject({
      method: options.method,
      url: options.url,
      headers,
      cookies: Object.fromEntries(this.cookies),
      ...(this.remoteAddress ? { remoteAddress: this.remoteAddress } : {}),
      ...(options.payload === undefined ? {} : { payload: options.payload as InjectOptions['payload'] }),
    });
    for (const cookie of response.cookies as { name: string; value: string }[]) {
      this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request({ method: 'GET', url, ...(headers ? { headers } : {}) });
  }

  post(url: string, payload: unknown, headers?: Record<string, string>) {
    return this.request({ method: 'POST', url, payload, ...(headers ? { headers } : {}) });
  }

  put(url: string, payload: unknown, headers?: Record<string, string>) {
    return this.request({ method: 'PUT', url, payload, ...(headers ? { headers } : {}) });
  }
}

/** A client that already holds a session and its CSRF token. */
export async function startedClient(app: FastifyInstance): Promise<TestClient> {
  const client = new TestClient(app);
  const response = await client.fetchCsrfCookie();
  if (response.statusCode !== 204) throw new Error(`csrf-cookie answered ${response.statusCode}`);
  return client;
}
