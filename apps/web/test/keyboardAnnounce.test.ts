import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  historySentence,
  itemSentence,
  placedSentence,
  placeSentence,
  reasonText,
  removedSentence,
} from '../src/features/editor/keyboard/announce.ts';
import { texts } from '../src/i18n/resources/index.ts';

let en: TFunction;
let de: TFunction;

beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({
    resources: { en: { translation: texts.en }, de: { translation: texts.de } },
    lng: 'en',
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  en = instance.getFixedT('en');
  de = instance.getFixedT('de');
});

const REFUSED = { ok: false, reason: 'slotOccupied', rule: 'R1' } as const;

describe('what the live region says', () => {
  test('a place reached with the arrow keys: its name, what is on it, and where it is in the order', () => {
    const news = { place: 'Module 3, customer side, mount 1', occupant: 'Front panel 860', position: 4, count: 12 };
    expect(placeSentence(en, news, null)).toBe('Module 3, customer side, mount 1: Front panel 860. Place 4 of 12.');
    expect(placeSentence(en, { ...news, occupant: null }, null)).toBe(
      'Module 3, customer side, mount 1: nothing here yet. Place 4 of 12.',
    );
    expect(placeSentence(de, { ...news, place: 'Modul 3' }, null)).toBe('Modul 3: Front panel 860. Platz 4 von 12.');
  });

  test('with an item chosen, whether it fits the place, and the engine’s reason when it does not', () => {
    const news = { place: 'Module 1, rack 1, row 6', occupant: null, position: 1, count: 3 };
    expect(placeSentence(en, news, { item: 'Ice bin', fit: 'fits' })).toBe(
      'Module 1, rack 1, row 6: nothing here yet. Place 1 of 3. Ice bin fits here.',
    );
    expect(placeSentence(en, news, { item: 'Ice bin', fit: { refusal: REFUSED } })).toBe(
      `Module 1, rack 1, row 6: nothing here yet. Place 1 of 3. Ice bin cannot go here: ${en('refusals.slotOccupied')}`,
    );
    expect(itemSentence(en, { item: 'Ice bin', fit: 'noPlace' }, 2, 5)).toBe('Ice bin chosen, 2 of 5.');
  });

  test('Enter: the item placed and where, or why not', () => {
    expect(
      placedSentence(en, { item: 'Front panel 860', place: 'Module 3, customer side, mount 1' }, { ok: true }),
    ).toBe('Front panel 860 placed. Module 3, customer side, mount 1.');
    expect(placedSentence(en, { item: 'G-Raxx 600', place: null }, { ok: true })).toBe('G-Raxx 600 placed.');
    expect(placedSentence(de, { item: 'Frontblende', place: 'Modul 3' }, { ok: true })).toBe(
      'Frontblende gesetzt. Modul 3.',
    );
    const refused = placedSentence(en, { item: 'Ice bin', place: 'Module 1' }, REFUSED);
    expect(refused).toBe(`Ice bin not placed: ${en('refusals.slotOccupied')}`);
    expect(refused).not.toContain('refusals.');
  });

  test('Delete: what went and from where, a module by itself, or why not', () => {
    expect(removedSentence(en, { item: 'Front panel 860', place: 'Module 3, customer side' }, { ok: true })).toBe(
      'Front panel 860 removed. Module 3, customer side.',
    );
    expect(removedSentence(en, { item: 'Module 2', place: null }, { ok: true })).toBe('Module 2 removed.');
    expect(removedSentence(de, { item: 'Modul 2', place: null }, { ok: true })).toBe('Modul 2 entfernt.');
    expect(removedSentence(en, { item: 'Module 2', place: null }, { ok: false, reason: 'readOnly' })).toBe(
      'Module 2 not removed: This bar can only be viewed.',
    );
  });

  test('the door’s own refusals and the engine’s are both put into words, in every language', () => {
    for (const t of [en, de]) {
      for (const reason of ['notLoaded', 'readOnly', 'nothingToUndo', 'nothingToRedo', 'historyOutdated'] as const) {
        const text = reasonText(t, { ok: false, reason });
        expect(text).not.toContain('keyboard.');
        expect(text.length).toBeGreaterThan(5);
      }
    }
    expect(historySentence(en, 'undo', { ok: true })).toBe('Undone.');
    expect(historySentence(de, 'redo', { ok: true })).toBe('Wiederhergestellt.');
    expect(historySentence(en, 'undo', { ok: false, reason: 'nothingToUndo' })).toBe('Nothing to undo.');
  });
});
