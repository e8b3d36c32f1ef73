import type { LiveParticipant } from '@bar/contracts/live';
import type { TFunction } from 'i18next';

/** How a participant is named to the others: their name, "Guest 2", "… (consultant)"; "You" for oneself. */
export function participantName(participant: LiveParticipant, meId: string | null, t: TFunction): string {
  if (participant.id === meId) return t('live.you');
  const name = participant.name ?? t('live.guest', { number: participant.guest_number ?? 1 });
  return participant.staff ? t('live.consultant', { name }) : name;
}
