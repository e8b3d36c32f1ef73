import { z } from 'zod';
import { orbitSettingsSchema } from './barDocument.ts';
import { barAccessQuerySchema } from './bars.ts';

/**
 * The live channel of a bar (`GET /api/bars/{id}/events`, `text/event-stream`), with the access of
 * `GET /api/bars/{id}`. `since` names the version the client holds; a reconnecting EventSource sends
 * `Last-Event-ID` instead, which wins. `view_only=1`: the client only looks (a phone's view of the
 * editor's address, a preview), so the others see it as a viewer whatever its link could do.
 */
export const liveEventsQuerySchema = barAccessQuerySchema.extend({
  since: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  view_only: z.literal('1').optional(),
});

/** `Last-Event-ID`: the version of the last event the client received. */
export const lastEventIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

/** Where a participant looks from: the orbit of their 3D view, as a bar's `orbit_settings` holds it, for "follow". */
export const liveCameraSchema = orbitSettingsSchema;
export type LiveCamera = z.infer<typeof liveCameraSchema>;

/**
 * A participant's presence (`POST /api/bars/{id}/presence`): the key its stream's `hello` event
 * gave, the ids of what it has selected and its camera. Kept in memory only, sent to the bar's
 * other viewers as `presence`.
 */
export const livePresenceRequestSchema = z.strictObject({
  key: z.string().min(16).max(64),
  selection: z.array(z.string().min(1).max(64)).max(20),
  camera: liveCameraSchema.nullable(),
});
export type LivePresenceRequest = z.infer<typeof livePresenceRequestSchema>;

/** The header a save names its live participant in, so that viewers see whose change it was. */
export const LIVE_PARTICIPANT_HEADER = 'x-live-participant';
export const liveParticipantIdSchema = z.string().regex(/^p[A-Za-z0-9_-]{8}$/);

/** `hello`: the first event of a stream, for the one who opened it. */
export type LiveHello = {
  participant: string;
  key: string;
  colour: string;
  guest_number: number | null;
  version: number;
};

/** `patch` (SSE id: the version): one committed change, RFC 6902 operations on `{ name, ...document }`. */
export type LivePatchEvent = { version: number; ops: unknown[]; by: string | null };

/** `presence`: everyone on the bar now. */
export type LiveParticipant = {
  id: string;
  name: string | null;
  guest_number: number | null;
  /** Staff: an administrator watching read only, or the consultant. */
  staff: boolean;
  /** The administrator who joined from an inquiry and builds the bar with the customer ("Join live"). */
  consultant: boolean;
  colour: string;
  access: 'edit' | 'view';
  selection: string[];
  camera: LiveCamera | null;
};

/**
 * `end`: the stream ends and the client must not reconnect on its own (`revoked`, `loggedOut`,
 * `removed`, `ended`; a consultant's when the customer ended the consultation,
 * `consultationEnded`, they left it, `consultationLeft`, or it ended by itself after they had no
 * live view open for a while, `consultationTimedOut`) or may (`shutdown`).
 */
export const LIVE_END_REASONS = [
  'revoked',
  'loggedOut',
  'removed',
  'ended',
  'consultationEnded',
  'consultationLeft',
  'consultationTimedOut',
  'shutdown',
] as const;
export type LiveEnd = { reason: (typeof LIVE_END_REASONS)[number] };

/**
 * `consultation`: to everyone else on the bar, the live consultation ended by itself because the
 * consultant had no live view of it open for a while (the customer is told; the consultant had
 * already left the participants).
 */
export type LiveConsultationTimeout = { ended_by: 'timeout' };
