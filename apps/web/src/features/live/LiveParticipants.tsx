import type { LiveParticipant } from '@bar/contracts/live';
import { Avatar, Box, Menu, Tooltip, UnstyledButton } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './LiveParticipants.module.css';
import { useLive } from './liveStore.ts';
import { participantName, participantOwnName } from './participantName.ts';
import { participantsShown } from './participantsShown.ts';

/** How many avatars a top bar holds before the rest go behind "+N". */
const MAX_SHOWN = 5;

function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return (words.length > 1 ? `${words[0]?.[0] ?? ''}${words.at(-1)?.[0] ?? ''}` : name.slice(0, 2)).toUpperCase();
}

type Props = {
  /** The participant whose view is followed; clicking an avatar follows them, clicking again stops. */
  following?: string | null;
  onFollow?: (participant: string | null) => void;
  /** At most this many targets (avatars and "+N"); a phone's row holds fewer than a top bar. */
  maxShown?: number;
};

/**
 * The others on the bar, each in their colour, while anyone besides the user is here. On a touch
 * screen each avatar is a 44 × 44 px target (`LiveParticipants.module.css`); tooltips, which a finger
 * cannot hover, give way to the accessible names.
 */
export function LiveParticipants({ following = null, onFollow, maxShown = MAX_SHOWN }: Props) {
  const { t } = useTranslation();
  const { participants, me, status } = useLive();
  const others = participants.filter((participant) => participant.id !== me?.participant);
  if (status !== 'live' || others.length === 0) return null;
  const { shown, hidden } = participantsShown(others, maxShown, following);
  const nameOf = (participant: LiveParticipant) => participantName(participant, me?.participant ?? null, t);
  const actionOf = (participant: LiveParticipant) =>
    t(following === participant.id ? 'live.stopFollowing' : 'live.follow', { name: nameOf(participant) });
  const follow = (participant: LiveParticipant) => onFollow?.(following === participant.id ? null : participant.id);
  return (
    <Box
      className={classes.group}
      role="group"
      data-testid="live-participants"
      aria-label={t('live.live', { count: participants.length })}
    >
      {shown.map((participant) => {
        const name = nameOf(participant);
        const isFollowed = following === participant.id;
        return (
          <Tooltip key={participant.id} label={onFollow ? actionOf(participant) : name} withArrow>
            <UnstyledButton
              className={classes.target}
              onClick={onFollow ? () => follow(participant) : undefined}
              disabled={!onFollow}
              aria-pressed={onFollow ? isFollowed : undefined}
              aria-label={onFollow ? actionOf(participant) : undefined}
              data-followed={isFollowed || undefined}
              data-testid="live-follow"
              style={{ '--followed-colour': participant.colour } as CSSProperties}
            >
              <Avatar
                className={classes.avatar}
                size={30}
                radius="xl"
                color={participant.colour}
                variant="filled"
                styles={{ root: { backgroundColor: participant.colour } }}
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
      {hidden.length > 0 && (
        <Menu position="bottom-end" withArrow>
          <Menu.Target>
            <UnstyledButton
              className={classes.target}
              aria-label={t('live.more', { count: hidden.length })}
              data-testid="live-more"
            >
              <Avatar className={`${classes.avatar} ${classes.more}`} size={30} radius="xl" aria-hidden>
                +{hidden.length}
              </Avatar>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            {hidden.map((participant) => (
              <Menu.Item
                key={participant.id}
                className={classes.item}
                disabled={!onFollow}
                onClick={() => follow(participant)}
                leftSection={<span className={classes.dot} style={{ backgroundColor: participant.colour }} />}
                data-testid="live-more-participant"
              >
                {onFollow ? actionOf(participant) : nameOf(participant)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </Box>
  );
}
