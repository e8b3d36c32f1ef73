/**
 * One server-sent event as `text/event-stream` frames it (WHATWG HTML, "Server-sent events"): a
 * field a line, the data as one line of JSON (JSON never holds a raw line break), a blank line to
 * end the event.
 */
export function sseFrame(event: string, data: unknown, id?: number): string {
  const idLine = id === undefined ? '' : `id: ${id}\n`;
  return `event: ${event}\n${idLine}data: ${JSON.stringify(data)}\n\n`;
}

/** A comment line: ignored by EventSource, but it keeps proxies and load balancers from closing an idle stream. */
export const SSE_HEARTBEAT = ': keep-alive\n\n';

/** How long EventSource waits before it reconnects after the stream was cut. */
export const SSE_RETRY = 'retry: 3000\n\n';
