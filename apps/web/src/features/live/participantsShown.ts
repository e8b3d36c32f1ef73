import type { LiveEnd, LiveParticipant } from '@bar/contracts/live';
import type { LiveState } from './liveStore.ts';

/**
 * The avatars drawn and those behind a "+N" button, so that up to `maxShown` targets take the
 * room (a phone's row holds few fingertip-sized ones). The participant followed is always drawn,
 * so that its ring shows which view this one follows.
 */
export function participantsShown(
  others: LiveParticipant[],
  maxShown: number,
  following: string | null,
): { shown: LiveParticipant[]; hidden: LiveParticipant[] } {
  if (others.length <= maxShown) return { shown: others, hidden: [] };
  const room = Math.max(1, maxShown - 1);
  const shown = others.slice(0, room);
  const followed = others.find((participant) => participant.id === following);
  if (followed && !shown.includes(followed)) shown[room - 1] = followed;
  return { shown, hidden: others.filter((participant) => !shown.includes(participant)) };
}

/** What the live line under a phone's bar name says: its text key and values, or nothing. */
export type LiveLine =
  | { key: 'live.reconnecting' }
  | { key: `live.ended.${Exclude<LiveEnd['reason'], 'shutdown'>}` }
  | { key: 'live.followingView'; participant: LiveParticipant }
  | { key: 'live.tapToFollow' };

/**
 * A phone has no room for tooltips: the line says why no change arrives (reconnecting, ended and
 * why), whose view is followed, or that an avatar can be tapped to follow it.
 */
export function liveLine(
  live: Pick<LiveState, 'status' | 'endReason' | 'participants' | 'me'>,
  following: string | null,
): LiveLine | null {
  if (live.status === 'interrupted') return { key: 'live.reconnecting' };
  if (live.status === 'ended') {
    const reason = live.endReason;
    return reason && reason !== 'shutdown' ? { key: `live.ended.${reason}` } : { key: 'live.ended.ended' };
  }
  if (live.status !== 'live') return null;
  const others = live.participants.filter((participant) => participant.id !== live.me?.participant);
  if (others.length === 0) return null;
  const followed = others.find((participant) => participant.id === following);
  return followed ? { key: 'live.followingView', participant: followed } : { key: 'live.tapToFollow' };
}
