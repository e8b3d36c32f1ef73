import { Group } from '@mantine/core';
import type { BarTokens } from '../../bars/index.ts';
import { LiveLineText, LiveParticipants, liveLine, useLive } from '../../live/index.ts';
import { useLiveEditing } from '../live/useLiveEditing.ts';
import { useView, viewStore } from '../view/viewStore.ts';

/** A phone's row holds four fingertip-sized avatars and "+N" beside the line that explains them. */
const MAX_SHOWN_ON_PHONE = 4;

/**
 * A phone's view of a bar kept live: the changes others store arrive without a reload, who is here
 * shows under the bar's name (a tap on an avatar follows that view, another stops), and a line says
 * what is happening (reconnecting, ended and why, whose view is followed). View only: it sends
 * nothing, whatever its link may do.
 */
export function PhoneLive({ tokens }: { tokens: BarTokens }) {
  useLiveEditing(tokens);
  const following = useView((state) => state.following);
  const hasLine = useLive((live) => liveLine(live, following) !== null);
  if (!hasLine) return null;
  return (
    <Group gap="xs" wrap="nowrap" align="center" data-testid="phone-live">
      <LiveParticipants
        following={following}
        onFollow={(participant) => viewStore.getState().follow(participant)}
        maxShown={MAX_SHOWN_ON_PHONE}
      />
      <LiveLineText following={following} />
    </Group>
  );
}
