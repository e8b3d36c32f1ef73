import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';

/** What an incoming `X-Request-Id` may look like to be taken over (from a proxy or load balancer). */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

export const REDACTED = '[redacted]';

/**
 * Query parameters that carry a secret or a personal detail: the bar links' edit and preview
 * tokens, the password reset token and its e-mail address, the verification link's signature.
 */
const SECRET_QUERY_KEYS = /^(edit_token|preview_token|token|signature|email|password|hash)$/i;

/**
 * Path segments that do: `{hash}` of `/email/verify/{id}/{hash}` (API) and `/verify-email/{id}/{hash}`
 * (the web page the mail links to) names the address the link was made for.
 */
const SECRET_PATH = /^(\/(?:api\/)?(?:email\/verify|verify-email)\/[^/?]+\/)[^/?]+/;

/** The request id: the caller's `X-Request-Id` when it is a plain short token, else a new UUID. */
export function genReqId(request: IncomingMessage): string {
  const header = request.headers['x-request-id'];
  return typeof header === 'string' && REQUEST_ID_PATTERN.test(header) ? header : randomUUID();
}

/** A request URL fit for the logs: secret query values and path segments replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const redactedPath = path.replace(SECRET_PATH, `$1${REDACTED}`);
  if (queryStart === -1) return redactedPath;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawKey = equals === -1 ? pair : pair.slice(0, equals);
      let key = rawKey;
      try {
        key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
      } catch {
        // A malformed key is logged as it came; only its value could be a secret.
      }
      return equals !== -1 && SECRET_QUERY_KEYS.test(key.trim()) ? `${rawKey}=${REDACTED}` : pair;
    })
    .join('&');
  return `${redactedPath}?${query}`;
}

/** Fastify's own request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
