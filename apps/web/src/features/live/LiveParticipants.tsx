import { Avatar, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLive } from './liveStore.ts';
import { participantName } from './participantName.ts';

function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return (words.length > 1 ? `${words[0]?.[0] ?? ''}${words.at(-1)?.[0] ?? ''}` : name.slice(0, 2)).toUpperCase();
}

/** The others on the bar, each in their colour, while anyone besides the user is here. */
export function LiveParticipants() {
  const { t } = useTranslation();
  const { participants, me, status } = useLive();
  const others = participants.filter((participant) => participant.id !== me?.participant);
  if (status !== 'live' || others.length === 0) return null;
  return (
    <Avatar.Group
      spacing="xs"
      role="group"
      data-testid="live-participants"
      aria-label={t('live.live', { count: participants.length })}
    >
      {others.map((participant) => {
        const name = participantName(participant, me?.participant ?? null, t);
        return (
          <Tooltip key={participant.id} label={name} withArrow>
            <Avatar
              size={30}
              radius="xl"
              color={participant.colour}
              variant="filled"
              styles={{ root: { backgroundColor: participant.colour, border: `2px solid white` } }}
              role="img"
              data-testid="live-participant"
              data-selection={participant.selection.join(' ')}
              data-participant={participant.id}
              aria-label={name}
            >
              {initials(name)}
            </Avatar>
          </Tooltip>
        );
      })}
    </Avatar.Group>
  );
}
