import { Avatar, Tooltip, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLive } from './liveStore.ts';
import { participantName, participantOwnName } from './participantName.ts';

function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return (words.length > 1 ? `${words[0]?.[0] ?? ''}${words.at(-1)?.[0] ?? ''}` : name.slice(0, 2)).toUpperCase();
}

type Props = {
  /** The participant whose view is followed; clicking an avatar follows them, clicking again stops. */
  following?: string | null;
  onFollow?: (participant: string | null) => void;
};

/** The others on the bar, each in their colour, while anyone besides the user is here. */
export function LiveParticipants({ following = null, onFollow }: Props) {
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
        const isFollowed = following === participant.id;
        return (
          <Tooltip
            key={participant.id}
            label={onFollow ? t(isFollowed ? 'live.stopFollowing' : 'live.follow', { name }) : name}
            withArrow
          >
            <UnstyledButton
              onClick={onFollow ? () => onFollow(isFollowed ? null : participant.id) : undefined}
              disabled={!onFollow}
              aria-pressed={onFollow ? isFollowed : undefined}
              aria-label={onFollow ? t(isFollowed ? 'live.stopFollowing' : 'live.follow', { name }) : undefined}
              data-testid="live-follow"
              style={{
                borderRadius: '50%',
                outline: isFollowed ? `2px solid ${participant.colour}` : undefined,
                outlineOffset: 2,
              }}
            >
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
                {initials(participant.id === me?.participant ? name : participantOwnName(participant, t))}
              </Avatar>
            </UnstyledButton>
          </Tooltip>
        );
      })}
    </Avatar.Group>
  );
}
