import { LIVE_PARTICIPANT_HEADER, liveParticipantIdSchema } from '@bar/contracts/live';
import type { FastifyRequest } from 'fastify';

/**
 * The live participant a save names (`X-Live-Participant`), so that the viewers see whose change
 * it was; null when absent or malformed. It only labels the change: the save's own access check
 * decides whether it is stored.
 */
export function participantOf(request: FastifyRequest): string | null {
  const parsed = liveParticipantIdSchema.safeParse(request.headers[LIVE_PARTICIPANT_HEADER]);
  return parsed.success ? parsed.data : null;
}
