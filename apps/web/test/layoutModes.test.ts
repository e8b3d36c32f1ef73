import { PLACE_MODES } from '@bar/layout/places/placesFor';
import { expect, test } from 'vitest';
import { EDITING_MODES } from '../src/features/editor/modes/modes.ts';

test('the layout package knows the places of every editing mode, and no other mode', () => {
  expect([...PLACE_MODES].sort()).toEqual([...EDITING_MODES].sort());
});
