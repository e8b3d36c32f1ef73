import type { LiveEnd, LiveHello, LiveParticipant } from '@bar/contracts/live';
import { create } from 'zustand';

export type LiveStatus = 'off' | 'connecting' | 'live' | 'interrupted' | 'ended';

export type LiveState = {
  status: LiveStatus;
  me: LiveHello | null;
  participants: LiveParticipant[];
  endReason: LiveEnd['reason'] | null;
};

/** Who is on the bar the editor or preview shows, as the live channel last said. */
export const useLive = create<LiveState>(() => ({ status: 'off', me: null, participants: [], endReason: null }));

export function resetLive(): void {
  useLive.setState({ status: 'off', me: null, participants: [], endReason: null });
}
