import type { LiveParticipant } from '@bar/contracts/live';
import type { TFunction } from 'i18next';

/**
 * How a participant is named to the others: their name, "Guest 2", "Anna · Consultant" for the
 * consultant who joined from an inquiry, "Anna (consultant)" for staff watching; "You" for oneself.
 */
export function participantName(participant: LiveParticipant, meId: string | null, t: TFunction): string {
  if (participant.id === meId) return t('live.you');
  const name = participant.name ?? t('live.guest', { number: participant.guest_number ?? 1 });
  if (participant.consultant) return t('live.consultantRole', { name });
  return participant.staff ? t('live.consultant', { name }) : name;
}

/** The name alone ("Anna", "Guest 2"), for texts that say the role themselves. */
export function participantOwnName(participant: LiveParticipant, t: TFunction): string {
  return participant.name ?? t('live.guest', { number: participant.guest_number ?? 1 });
}
