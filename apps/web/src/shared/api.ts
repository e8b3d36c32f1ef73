import axios, {
  type AxiosError,
  AxiosHeaders,
  type AxiosInstance,
  type AxiosResponseHeaders,
  type InternalAxiosRequestConfig,
  type RawAxiosResponseHeaders,
} from 'axios';
import type { z } from 'zod';
import { currentLocale } from '../i18n/index.ts';

export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api';
export const AUTH_BASE: string = import.meta.env.VITE_AUTH_BASE ?? '';
/**
 * How long a request may take before the client gives up and says the server cannot be reached.
 * A save, a restore or a PDF's data on a busy server or a slow mobile connection can take several
 * seconds; giving up earlier told the user a change had failed while the server still stored it.
 */
export const API_TIMEOUT_MS = 15_000;

const STATE_CHANGING = new Set(['post', 'put', 'patch', 'delete']);

type RetriableConfig = InternalAxiosRequestConfig & { hasRetriedCsrf?: boolean };

function createClient(baseURL: string): AxiosInstance {
  return axios.create({
    baseURL,
    timeout: API_TIMEOUT_MS,
    withCredentials: true,
    withXSRFToken: true,
    xsrfCookieName: 'XSRF-TOKEN',
    xsrfHeaderName: 'X-XSRF-TOKEN',
    headers: { Accept: 'application/json' },
  });
}

/** The JSON API (`/api`). */
export const api = createClient(API_BASE);
/** The authentication host (`/sanctum/csrf-cookie`, `/login`, ...). */
export const authApi = createClient(AUTH_BASE);

let csrfCookie: Promise<void> | null = null;

/** Fetches the XSRF-TOKEN cookie; failures are ignored (the request then gets 419 and retries once). */
export function refreshCsrfCookie(): Promise<void> {
  csrfCookie = authApi.get('/sanctum/csrf-cookie').then(
    () => undefined,
    () => undefined,
  );
  return csrfCookie;
}

function ensureCsrfCookie(): Promise<void> {
  return csrfCookie ?? refreshCsrfCookie();
}

function isStateChanging(config: InternalAxiosRequestConfig): boolean {
  return STATE_CHANGING.has((config.method ?? 'get').toLowerCase());
}

/**
 * Section 8: a 419 means the anti-forgery token is stale. The token is fetched again and the
 * request retried once; a second 419 (or any other error) reaches the caller.
 */
export function retryOnStaleCsrf(client: AxiosInstance, refresh: () => Promise<void>): void {
  client.interceptors.response.use(undefined, async (error: AxiosError) => {
    const config = error.config as RetriableConfig | undefined;
    if (error.response?.status === 419 && config && !config.hasRetriedCsrf) {
      config.hasRetriedCsrf = true;
      await refresh();
      return client.request(config);
    }
    throw error;
  });
}

let lastRequestId: string | null = null;

/**
 * The `X-Request-Id` of the last reply either client received (success or error), or null before
 * the first: the error page shows it so that support can find the request in the server's log.
 */
export function lastSeenRequestId(): string | null {
  return lastRequestId;
}

function requestIdIn(headers: RawAxiosResponseHeaders | AxiosResponseHeaders | undefined): string | null {
  const id = headers instanceof AxiosHeaders ? headers.get('x-request-id') : headers?.['x-request-id'];
  return typeof id === 'string' && id !== '' ? id : null;
}

/** The request id of the reply an API error carries, if it carries one. */
export function requestIdOf(error: unknown): string | null {
  return axios.isAxiosError(error) ? requestIdIn(error.response?.headers) : null;
}

/** Keeps each reply's `X-Request-Id`; an error without a reply (network, timeout) keeps the last. */
export function rememberRequestIds(client: AxiosInstance): void {
  const remember = (id: string | null) => {
    if (id !== null) lastRequestId = id;
  };
  client.interceptors.response.use(
    (response) => {
      remember(requestIdIn(response.headers));
      return response;
    },
    (error: unknown) => {
      remember(requestIdOf(error));
      throw error;
    },
  );
}

for (const client of [api, authApi]) {
  client.interceptors.request.use(async (config) => {
    config.headers.set('X-Locale', currentLocale());
    if (isStateChanging(config)) await ensureCsrfCookie();
    return config;
  });
  retryOnStaleCsrf(client, refreshCsrfCookie);
  rememberRequestIds(client);
}

/** A response body that does not match its contract. */
export class ContractError extends Error {
  readonly code = 'contractMismatch';
  constructor(
    readonly url: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`Response of ${url} does not match its contract`);
  }
}

export function parseResponse<T extends z.ZodType>(schema: T, body: unknown, url: string): z.output<T> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ContractError(url, parsed.error.issues);
  return parsed.data;
}

export function httpStatus(error: unknown): number | undefined {
  return axios.isAxiosError(error) ? error.response?.status : undefined;
}

/** A header of a failed request's answer, when it got one. */
export function responseHeader(error: unknown, name: string): unknown {
  if (!axios.isAxiosError(error)) return undefined;
  const headers = error.response?.headers;
  return headers instanceof AxiosHeaders ? headers.get(name) : headers?.[name];
}

export function responseBody(error: unknown): unknown {
  return axios.isAxiosError(error) ? error.response?.data : undefined;
}

/** The value of the readable XSRF cookie, for requests sent outside axios (keepalive on page hide). */
export function readXsrfCookie(): string | undefined {
  const match = document.cookie.split('; ').find((entry) => entry.startsWith('XSRF-TOKEN='));
  return match ? decodeURIComponent(match.slice('XSRF-TOKEN='.length)) : undefined;
}
