import { describe, expect, test } from 'vitest';
import { assemblyIdOfItem, equipAllPlaces } from '../src/features/editor/modes/equipAll.ts';
import { placesFor } from '../src/features/editor/places/placesFor.ts';
import { createEditor } from './kit/editorKit.ts';
import { barWith, fullCatalogue, MODULE } from './modesFixtures.ts';

const GN = 32;
const GLASS_HOLDER = 33;

function storeWith(modules: number[]) {
  return createEditor({ doc: barWith(modules) }).store;
}

function equip(store: ReturnType<typeof storeWith>, mode: 'accessories-accessories' | 'accessories-gn', id: number) {
  const { doc } = store.getState();
  if (!doc) throw new Error('no bar');
  return equipAllPlaces(placesFor(mode, 'front', doc, fullCatalogue), id, store.getState().dispatch);
}

function accessoryCount(store: ReturnType<typeof storeWith>): number {
  const modules = store.getState().doc?.front.baseModules ?? [];
  return modules.flatMap((module) => module.counterBoards.flatMap((board) => board.accessories)).length;
}

describe('Equip all bar tops', () => {
  test('the item key of a bar-top accessory names its assembly', () => {
    expect(assemblyIdOfItem('assembly:33')).toBe(33);
    expect(assemblyIdOfItem('part:20')).toBeNull();
    expect(assemblyIdOfItem(null)).toBeNull();
  });

  test('fills every spot of the mode in one undo step; one undo restores the exact previous bar', () => {
    const store = storeWith([MODULE.graxx600, MODULE.graxx600, MODULE.gflexx1200]);
    const before = store.getState().doc;
    const pastBefore = store.getState().past.length;
    const report = equip(store, 'accessories-gn', GN);
    expect(report).toMatchObject({ placed: 4, refused: [], refusal: null });
    expect(accessoryCount(store)).toBe(4);
    expect(store.getState().past).toHaveLength(pastBefore + 1);
    expect(store.getState().dispatch({ type: 'undo' }).ok).toBe(true);
    expect(store.getState().doc).toEqual(before);
  });

  test('occupied spots are refused place by place; when none is left, nothing changes and no undo step is added', () => {
    const store = storeWith([MODULE.graxx600, MODULE.graxx600]);
    equip(store, 'accessories-gn', GN);
    const report = equip(store, 'accessories-accessories', GLASS_HOLDER);
    // Each 530 mm GN container covers the glass-holder spots at 0 and 300 of its 600 mm.
    expect(report?.placed).toBe(0);
    expect(report?.refusal).toEqual({ reason: 'nothingToEquip', rule: 'C4' });
    expect(
      report?.refused.map((entry) => [entry.place.kind === 'boardSpot' && entry.place.runOffset, entry.reason]),
    ).toEqual([
      [0, 'spotOccupied'],
      [300, 'spotOccupied'],
      [600, 'spotOccupied'],
      [900, 'spotOccupied'],
    ]);
    const { doc, past } = store.getState();
    expect(equip(store, 'accessories-accessories', GLASS_HOLDER)?.placed).toBe(0);
    expect(store.getState().doc).toBe(doc);
    expect(store.getState().past).toBe(past);
  });

  test('a read-only bar is not changed', () => {
    const { store } = createEditor({ doc: barWith([MODULE.graxx600]), bar: { can_edit: false } });
    expect(equip(store, 'accessories-gn', GN)).toBeNull();
  });
});
