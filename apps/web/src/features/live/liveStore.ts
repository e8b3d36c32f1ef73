import type { LiveEnd, LiveHello, LiveParticipant } from '@bar/contracts/live';
import { create } from 'zustand';

export type LiveStatus = 'off' | 'connecting' | 'live' | 'interrupted' | 'ended';

export type LiveState = {
  status: LiveStatus;
  me: LiveHello | null;
  participants: LiveParticipant[];
  endReason: LiveEnd['reason'] | null;
  /** The consultant whose consultation this user just ended: their leaving needs no notice of its own. */
  endedConsultant: string | null;
};

/** Who is on the bar the editor or preview shows, as the live channel last said. */
export const useLive = create<LiveState>(() => ({
  status: 'off',
  me: null,
  participants: [],
  endReason: null,
  endedConsultant: null,
}));

export function resetLive(): void {
  useLive.setState({ status: 'off', me: null, participants: [], endReason: null, endedConsultant: null });
}
