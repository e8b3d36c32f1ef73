import type { BarDto } from '@bar/contracts/bars';
import { type BarTokens, fetchBar } from './barsApi.ts';
import { deviceStorage, tokensFor } from './guestBars.ts';

/** Tokens from a shared link win over those stored on this device. */
export function tokensForLoad(barId: string, search: URLSearchParams): BarTokens {
  const stored = tokensFor(deviceStorage(), barId);
  const editToken = search.get('edit_token') ?? stored.edit_token;
  const previewToken = search.get('preview_token') ?? stored.preview_token;
  return {
    ...(editToken ? { edit_token: editToken } : {}),
    ...(previewToken ? { preview_token: previewToken } : {}),
  };
}

/** A request started ahead, for what it asks (`key`), until it is taken or too old. */
type Started<T> = { key: string; promise: Promise<T>; at: number };

/** How long a request started ahead waits to be taken; an older one is not used. */
const TAKEN_WITHIN_MS = 15_000;

let startedBar: Started<BarDto> | null = null;

function start<T>(key: string, load: () => Promise<T>): Started<T> {
  const promise = load();
  // Its failure is the taker's to handle; one never taken must not be reported as unhandled.
  promise.catch(() => undefined);
  return { key, promise, at: performance.now() };
}

function take<T>(started: Started<T> | null, key: string): Promise<T> | null {
  if (!started || started.key !== key || performance.now() - started.at > TAKEN_WITHIN_MS) return null;
  return started.promise;
}

function barKey(barId: string, tokens: BarTokens): string {
  return `${barId} ${tokens.edit_token ?? ''} ${tokens.preview_token ?? ''}`;
}

/**
 * Starts the request for a bar (with the tokens its address or this device holds) as soon as the
 * editor's address is known: the router calls this beside loading the editor's code, which in a new
 * tab takes longer than the request, so the bar is there when the editor first renders instead of
 * being asked for only then. The editor's query takes it (`requestBar`) instead of asking again.
 */
export function startBarLoad(barId: string, search: URLSearchParams): void {
  const tokens = tokensForLoad(barId, search);
  startedBar = start(barKey(barId, tokens), () => fetchBar(barId, tokens));
}

/** The request for this bar with these tokens started ahead, once; null when there is none. */
export function takeStartedBar(barId: string, tokens: BarTokens): Promise<BarDto> | null {
  const promise = take(startedBar, barKey(barId, tokens));
  if (promise) startedBar = null;
  return promise;
}

/**
 * The bar for the editor's query. Its first load takes the request started ahead, if there is one
 * for these tokens; a reload (after the edit right changed, say the customer ended a consultation)
 * always asks the server anew and drops a started request, which may be older than the change.
 */
export function requestBar(barId: string, tokens: BarTokens, { reload }: { reload: boolean }): Promise<BarDto> {
  const started = takeStartedBar(barId, tokens);
  if (reload || !started) {
    if (startedBar?.key.startsWith(`${barId} `)) startedBar = null;
    return fetchBar(barId, tokens);
  }
  return started;
}

export { catalogueQueryKey, fetchCatalogue } from './catalogueApi.ts';
