import { LIVE_PARTICIPANT_HEADER } from '@bar/contracts/live';
import { api } from '../../shared/api.ts';

const CHANGING = new Set(['post', 'put', 'patch', 'delete']);

/**
 * While a live view of `barId` is open, every change the client sends to that bar names the
 * participant, so that the others see whose change it was. Returns the function that stops it.
 */
export function nameParticipantInSaves(barId: string, participant: () => string | null): () => void {
  const prefix = `/bars/${encodeURIComponent(barId)}`;
  const id = api.interceptors.request.use((config) => {
    const me = participant();
    const url = config.url ?? '';
    const isBar = url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);
    if (me && isBar && CHANGING.has((config.method ?? 'get').toLowerCase())) {
      config.headers.set(LIVE_PARTICIPANT_HEADER, me);
    }
    return config;
  });
  return () => api.interceptors.request.eject(id);
}
