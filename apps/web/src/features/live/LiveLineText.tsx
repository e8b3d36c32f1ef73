import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLive } from './liveStore.ts';
import { participantName } from './participantName.ts';
import { liveLine } from './participantsShown.ts';

type Props = {
  following: string | null;
  /** Also the hint that an avatar can be tapped (a touch screen, where no tooltip says so). */
  withHint?: boolean;
  /** Also reconnecting and why the live view ended (where no other notice stays on screen). */
  withStatus?: boolean;
  /** The widest the line may be (a top bar's room); it then wraps to two lines at most. */
  maw?: number;
};

/**
 * A line beside the avatars where there is no room for tooltips (a phone, a tablet): reconnecting,
 * why the live view ended, whose view is followed, or that an avatar can be tapped to follow it.
 */
export function LiveLineText({ following, withHint = true, withStatus = true, maw }: Props) {
  const { t } = useTranslation();
  const live = useLive();
  const line = liveLine(live, following);
  if (!line) return null;
  if (!withHint && line.key === 'live.tapToFollow') return null;
  if (!withStatus && line.key !== 'live.tapToFollow' && line.key !== 'live.followingView') return null;
  const text =
    line.key === 'live.followingView'
      ? t(line.key, { name: participantName(line.participant, live.me?.participant ?? null, t) })
      : t(line.key);
  return (
    <Text
      size="sm"
      c="dimmed"
      role="status"
      data-testid="live-line"
      data-line={line.key}
      lineClamp={maw === undefined ? undefined : 2}
      title={maw === undefined ? undefined : text}
      miw={0}
      maw={maw}
      // In a top bar the line gives way first: the file menu, the name and the save state keep their room.
      style={maw === undefined ? undefined : { flexShrink: 100 }}
    >
      {text}
    </Text>
  );
}
