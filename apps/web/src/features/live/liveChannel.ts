import type { LiveConsultationTimeout, LiveEnd, LiveHello, LiveParticipant, LivePatchEvent } from '@bar/contracts/live';
import { API_BASE } from '../../shared/api.ts';

export type LiveHandlers = {
  hello(hello: LiveHello): void;
  patch(change: LivePatchEvent): void;
  /** The versions missed while away are no longer kept: the bar must be read again. */
  reload(version: number): void;
  presence(participants: LiveParticipant[]): void;
  /** The stream ended for good (links replaced, logged out, bar removed). */
  end(reason: LiveEnd['reason']): void;
  /** The live consultation ended by itself: the consultant had been away for a while. */
  consultationTimedOut(): void;
  /** The connection dropped; EventSource reconnects by itself with Last-Event-ID. */
  interrupted(): void;
};

export type LiveTarget = {
  barId: string;
  editToken?: string;
  previewToken?: string;
  since: number;
  /** The client only looks (a phone, a preview): the others see a viewer, whatever its link could do. */
  viewOnly?: boolean;
};

/** The address of a bar's live channel, with the link's token and the version the client holds. */
export function liveUrl({ barId, editToken, previewToken, since, viewOnly }: LiveTarget): string {
  const query = new URLSearchParams({ since: String(since) });
  if (editToken) query.set('edit_token', editToken);
  else if (previewToken) query.set('preview_token', previewToken);
  if (viewOnly) query.set('view_only', '1');
  return `${API_BASE}/bars/${encodeURIComponent(barId)}/events?${query}`;
}

function parsed<T>(event: Event): T {
  return JSON.parse((event as MessageEvent<string>).data) as T;
}

/**
 * Opens the bar's live channel (server-sent events). The browser's EventSource reconnects on its
 * own after a cut, sending the last event's id, and the server sends what was missed; an `end`
 * event closes it for good. Returns the function that closes it.
 */
export function openLiveChannel(target: LiveTarget, handlers: LiveHandlers): () => void {
  const source = new EventSource(liveUrl(target), { withCredentials: true });
  source.addEventListener('hello', (event) => handlers.hello(parsed<LiveHello>(event)));
  source.addEventListener('patch', (event) => handlers.patch(parsed<LivePatchEvent>(event)));
  source.addEventListener('reload', (event) => handlers.reload(parsed<{ version: number }>(event).version));
  source.addEventListener('presence', (event) =>
    handlers.presence(parsed<{ participants: LiveParticipant[] }>(event).participants),
  );
  source.addEventListener('consultation', (event) => {
    if (parsed<LiveConsultationTimeout>(event).ended_by === 'timeout') handlers.consultationTimedOut();
  });
  source.addEventListener('end', (event) => {
    const { reason } = parsed<LiveEnd>(event);
    // A server going down for a restart: the browser reconnects to it (or another) by itself.
    if (reason === 'shutdown') return;
    source.close();
    handlers.end(reason);
  });
  source.addEventListener('error', () => {
    if (source.readyState !== EventSource.CLOSED) handlers.interrupted();
  });
  return () => source.close();
}
