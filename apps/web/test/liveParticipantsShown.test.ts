import type { LiveParticipant } from '@bar/contracts/live';
import { describe, expect, test } from 'vitest';
import { mayTellPresence } from '../src/features/editor/live/liveEditing.ts';
import { liveLine, participantsShown } from '../src/features/live/participantsShown.ts';

const participant = (id: string): LiveParticipant => ({
  id,
  name: null,
  guest_number: 1,
  staff: false,
  consultant: false,
  colour: '#1971c2',
  access: 'edit',
  selection: [],
  camera: null,
});
const others = (count: number) => Array.from({ length: count }, (_, index) => participant(`p0000000${index}`));
const ids = (list: LiveParticipant[]) => list.map((entry) => entry.id);
const me = { participant: 'pMe000000', key: 'k'.repeat(16), colour: '#000', guest_number: 1, version: 2 };

describe('the avatars a row holds', () => {
  test('all of them while they fit', () => {
    const { shown, hidden } = participantsShown(others(4), 4, null);
    expect(shown).toHaveLength(4);
    expect(hidden).toEqual([]);
  });

  test('one more than fits: the last target is "+2", so the row never holds more than its targets', () => {
    const list = others(5);
    const { shown, hidden } = participantsShown(list, 4, null);
    expect(ids(shown)).toEqual(ids(list.slice(0, 3)));
    expect(ids(hidden)).toEqual(ids(list.slice(3)));
  });

  test('the participant followed is drawn even when they came last, and nobody is lost', () => {
    const list = others(8);
    const followed = list[7]?.id ?? '';
    const { shown, hidden } = participantsShown(list, 4, followed);
    expect(ids(shown)).toContain(followed);
    expect(shown).toHaveLength(3);
    expect([...ids(shown), ...ids(hidden)].sort()).toEqual(ids(list).sort());
  });
});

describe("the live line under a phone's bar name", () => {
  const live = { status: 'live' as const, endReason: null, me, participants: [participant(me.participant)] };

  test('says nothing while the user is alone or the channel is not open yet', () => {
    expect(liveLine(live, null)).toBeNull();
    expect(liveLine({ ...live, status: 'connecting' }, null)).toBeNull();
    expect(liveLine({ ...live, status: 'off', participants: [] }, null)).toBeNull();
  });

  test('with someone else here: tap to follow, then whose view is followed', () => {
    const other = participant('pOther000');
    const withOther = { ...live, participants: [...live.participants, other] };
    expect(liveLine(withOther, null)).toEqual({ key: 'live.tapToFollow' });
    expect(liveLine(withOther, other.id)).toEqual({ key: 'live.followingView', participant: other });
  });

  test('why no change arrives: reconnecting, or ended and why', () => {
    expect(liveLine({ ...live, status: 'interrupted' }, null)).toEqual({ key: 'live.reconnecting' });
    expect(liveLine({ ...live, status: 'ended', endReason: 'revoked' }, null)).toEqual({ key: 'live.ended.revoked' });
    expect(liveLine({ ...live, status: 'ended', endReason: 'removed' }, null)).toEqual({ key: 'live.ended.removed' });
  });
});

describe('who tells the others their selection and camera', () => {
  test('an editor, while someone else is here', () => {
    expect(mayTellPresence({ isViewing: false, canEdit: true, participants: 2 })).toBe(true);
    expect(mayTellPresence({ isViewing: false, canEdit: true, participants: 1 })).toBe(false);
  });

  test('never a view-only screen, even one whose link could edit (a phone on the editor address)', () => {
    expect(mayTellPresence({ isViewing: true, canEdit: true, participants: 3 })).toBe(false);
    expect(mayTellPresence({ isViewing: true, canEdit: false, participants: 3 })).toBe(false);
    expect(mayTellPresence({ isViewing: false, canEdit: false, participants: 3 })).toBe(false);
  });
});
