import type { LiveCamera, LivePresenceRequest } from '@bar/contracts/live';
import { api } from '../../shared/api.ts';

const PRESENCE_EVERY_MS = 250;

type Pending = { barId: string; query: Record<string, string>; body: LivePresenceRequest };

let pending: Pending | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
let lastSentAt = 0;

function flush(): void {
  timer = null;
  const next = pending;
  pending = null;
  if (!next) return;
  lastSentAt = Date.now();
  // Presence is a courtesy: a lost update is replaced by the next one.
  api.post(`/bars/${encodeURIComponent(next.barId)}/presence`, next.body, { params: next.query }).catch(() => {});
}

/**
 * Tells the others on the bar what this participant selected and where it looks from, at most
 * every 250 ms (the server refuses more than one update per 100 ms): the newest state wins.
 */
export function sendPresence(
  barId: string,
  query: Record<string, string>,
  key: string,
  selection: string[],
  camera: LiveCamera | null,
): void {
  pending = { barId, query, body: { key, selection: selection.slice(0, 20), camera } };
  if (timer) return;
  timer = setTimeout(flush, Math.max(0, lastSentAt + PRESENCE_EVERY_MS - Date.now()));
}
