import { sequentialIds } from '@bar/domain/ids';
import { describe, expect, test } from 'vitest';
import {
  assemblyName,
  assemblyPrice,
  assemblyThumbnail,
  partThumbnail,
} from '../src/features/editor/kinds/catalogueItems.ts';
import { type MenuItem, menuItems } from '../src/features/editor/modes/menuItems.ts';
import { MODE_DEFINITIONS, modesForSide, SECTION_KEYS } from '../src/features/editor/modes/modeRegistry.ts';
import { EDITING_MODES, isPartsTabMode } from '../src/features/editor/modes/modes.ts';
import { occupantOf } from '../src/features/editor/modes/occupant.ts';
import { placesFor } from '../src/features/editor/places/placesFor.ts';
import type { Place } from '../src/features/editor/places/placeTypes.ts';
import { applied, barWith, fullCatalogue, MODULE, menuContext, runEdit } from './modesFixtures.ts';

const context = () => ({ catalogue: fullCatalogue, newId: sequentialIds('x') });

function item(items: MenuItem[], key: string): MenuItem {
  const found = items.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no item ${key} among ${items.map((entry) => entry.key).join(', ')}`);
  return found;
}

function placeOf(places: Place[], match: (place: Place) => boolean): Place {
  const found = places.find(match);
  if (!found) throw new Error('no such place');
  return found;
}

describe('mode registry', () => {
  test('every editing mode of the Bar and Back bar tabs is defined; the Single parts / Bags modes are not', () => {
    const defined = MODE_DEFINITIONS.map((definition) => definition.mode);
    expect(defined.sort()).toEqual(EDITING_MODES.filter((mode) => !isPartsTabMode(mode)).sort());
  });

  test('together the modes show every side-menu section of the specification', () => {
    const shown = new Set(MODE_DEFINITIONS.flatMap((definition) => definition.sections));
    expect([...shown].sort()).toEqual([...SECTION_KEYS].sort());
  });

  test('back panels are edited on the back bar only; front frames on the front only', () => {
    expect(modesForSide('back')).toContain('back-panels');
    expect(modesForSide('front')).not.toContain('back-panels');
    expect(modesForSide('front')).toContain('front-frames');
    expect(modesForSide('back')).not.toContain('front-frames');
  });
});

describe('catalogue items', () => {
  test('an assembly costs the sum of its parts times their quantities', () => {
    const gnHolder = fullCatalogue.assemblies.get(16);
    const bagHooks = fullCatalogue.assemblies.get(28);
    if (!gnHolder || !bagHooks) throw new Error('seed changed');
    expect(assemblyPrice(gnHolder, fullCatalogue)).toBe(6900 + 3900);
    expect(assemblyPrice(bagHooks, fullCatalogue)).toBe(2 * 900);
  });

  test('names follow the interface language, with English then German as fallbacks', () => {
    const shelf = fullCatalogue.assemblies.get(10);
    if (!shelf) throw new Error('seed changed');
    expect(assemblyName(shelf, 'de')).toBe('Einlegeboden');
    expect(assemblyName(shelf, 'fr')).toBe('Tablette');
    const onlyGerman = { ...shelf, translations: { de: shelf.translations.de, en: { name: '', description: '' } } };
    expect(assemblyName(onlyGerman, 'it')).toBe('Einlegeboden');
  });

  test('without a thumbnail the picture is a swatch in the item’s proportions', () => {
    const door = fullCatalogue.assemblies.get(7);
    if (!door) throw new Error('seed changed');
    const coloured = { doc: barWith([MODULE.graxx600]), catalogue: fullCatalogue };
    expect(assemblyThumbnail(door, coloured)).toMatchObject({ width: 600, height: 1080 });
    expect(assemblyThumbnail({ ...door, thumbnail: '/thumbs/door.png' }, coloured)).toEqual({
      url: '/thumbs/door.png',
    });
  });

  test('bar tops and worktops are shown in the RAL colour the bar orders for them, never in wood', () => {
    const bar = barWith([MODULE.graxx600]);
    const colors = { ...bar.settings.colors, counter_boards: '3020', worktops: '7016' };
    const doc = { ...bar, settings: { ...bar.settings, colors } };
    const hex = (code: string) => fullCatalogue.colors.find((color) => color.code === code)?.hex;
    const board = [...fullCatalogue.parts.values()].find((part) => part.type === 'counter-board');
    const worktop = [...fullCatalogue.assemblies.values()].find((assembly) => assembly.type === 'worktop');
    if (!board || !worktop) throw new Error('seed changed');
    expect(partThumbnail(board, { doc, catalogue: fullCatalogue })).toMatchObject({ tone: hex('3020') });
    expect(assemblyThumbnail(worktop, { doc, catalogue: fullCatalogue })).toMatchObject({ tone: hex('7016') });
    expect(hex('3020')).not.toBe(hex('7016'));
  });
});

describe('racks mode (R1, R2)', () => {
  const doc = barWith([MODULE.graxx600]);
  const places = placesFor('racks', 'front', doc, fullCatalogue);

  test('the places are the mount rows of each rack', () => {
    expect(places.map((place) => (place.kind === 'rackRow' ? place.row : 0))).toEqual([3, 6, 9, 11]);
  });

  test('on row 3 a shelf fits, a worktop does not (its allowed rows are 6, 9, 11)', () => {
    const row3 = placeOf(places, (place) => place.kind === 'rackRow' && place.row === 3);
    const items = menuItems('racks', menuContext(doc), row3);
    expect(item(items, 'assembly:10').refusal).toBeNull();
    expect(item(items, 'assembly:20').refusal).toEqual({ reason: 'mountNotAllowed', rule: 'R2' });
    expect(item(items, 'assembly:10').unitPrice).toBe(3900);
  });

  test('an occupied slot is explained, and the occupant can be removed', () => {
    const row3 = placeOf(places, (place) => place.kind === 'rackRow' && place.row === 3);
    const shelf = item(menuItems('racks', menuContext(doc), row3), 'assembly:10');
    const withShelf = applied(runEdit(shelf.command, doc, context()));
    const again = menuItems('racks', menuContext(withShelf), row3);
    expect(item(again, 'assembly:10').refusal).toEqual({ reason: 'slotOccupied', rule: 'R1' });
    const occupant = occupantOf(row3, { ...menuContext(withShelf), side: 'front' });
    expect(occupant?.name).toBe('Shelf insert');
    const removed = runEdit(occupant?.remove, withShelf, context());
    expect(removed?.ok && removed.doc.front.baseModules[0]?.racks[0]?.inserts).toEqual([]);
  });

  test('without a chosen place items have no command and no reason yet', () => {
    const items = menuItems('racks', menuContext(doc), null);
    expect(items.length).toBeGreaterThan(5);
    expect(items.every((entry) => entry.command === null && entry.refusal === null)).toBe(true);
  });
});

describe('front frames, brand signs, panels', () => {
  test('P9: the G-Flexx frame is shown as fixed and removing it is refused', () => {
    const doc = barWith([MODULE.gflexx1200]);
    const mount = placeOf(
      placesFor('front-frames', 'front', doc, fullCatalogue),
      (place) => place.kind === 'frameMount',
    );
    const occupant = occupantOf(mount, menuContext(doc));
    expect(occupant?.isFixed).toBe(true);
    expect(runEdit(occupant?.remove, doc, context())).toMatchObject({
      ok: false,
      reason: 'frontFrameFixed',
      rule: 'P9',
    });
  });

  test('B1: a second brand sign on the same side is refused with its reason', () => {
    const doc = barWith([MODULE.graxx600, MODULE.graxx600]);
    const [first, second] = placesFor('brandsigns', 'front', doc, fullCatalogue);
    if (!first || !second) throw new Error('two modules expected');
    const sign = item(menuItems('brandsigns', menuContext(doc), first), 'part:160');
    expect(sign.refusal).toBeNull();
    const withSign = applied(runEdit(sign.command, doc, context()));
    const onSecond = menuItems('brandsigns', menuContext(withSign), second);
    expect(item(onSecond, 'part:160').refusal).toEqual({ reason: 'oneBrandSignPerSide', rule: 'B1' });
  });

  test('B4: a tall sign is disabled above a shelf back panel, with the reason', () => {
    const doc = barWith([], [MODULE.backFrame600]);
    const top = placeOf(
      placesFor('back-panels', 'back', doc, fullCatalogue),
      (place) => place.kind === 'backPanel' && place.position === 'top',
    );
    const shelf = item(menuItems('back-panels', menuContext(doc, 'back'), top), 'assembly:40');
    const withShelf = applied(runEdit(shelf.command, doc, context()));
    const [module] = placesFor('brandsigns', 'back', withShelf, fullCatalogue);
    if (!module) throw new Error('one module expected');
    const tall = item(menuItems('brandsigns', menuContext(withShelf, 'back'), module), 'part:160');
    expect(tall.refusal).toBeNull();
    // 600 × 300 fits; the 1200 mm signs are wider than the 600 mm frame.
    expect(item(menuItems('brandsigns', menuContext(withShelf, 'back'), module), 'part:162').refusal?.rule).toBe('B4');
  });

  test('a panel mount offers panels and doors in their own sections; doors only on the long edges', () => {
    const doc = barWith([MODULE.graxx600]);
    const places = placesFor('front-panels', 'front', doc, fullCatalogue);
    const east = placeOf(places, (place) => place.kind === 'panelMount' && place.edge === 'e');
    const items = menuItems('front-panels', menuContext(doc), east);
    expect(item(items, 'assembly:7').section).toBe('doors');
    expect(item(items, 'assembly:7').refusal).toEqual({ reason: 'panelDoesNotFit', rule: 'D3' });
    expect(item(items, 'assembly:6').refusal).toBeNull();
  });
});

describe('places', () => {
  test('shape mode offers the open edges of the bar and each module; keys are unique', () => {
    const doc = barWith([MODULE.graxx600, MODULE.graxx600]);
    const places = placesFor('shape', 'front', doc, fullCatalogue);
    const edges = places.filter((place) => place.kind === 'attachEdge');
    expect(edges.some((place) => place.kind === 'attachEdge' && place.edge === 'e')).toBe(true);
    // The shared edge between the two modules is not open.
    expect(edges).toHaveLength(6);
    expect(places.filter((place) => place.kind === 'module')).toHaveLength(2);
    expect(new Set(places.map((place) => place.key)).size).toBe(places.length);
  });

  test('a new module snaps onto the chosen edge, turned as chosen', () => {
    const doc = barWith([MODULE.graxx600]);
    const north = placeOf(
      placesFor('shape', 'front', doc, fullCatalogue),
      (place) => place.kind === 'attachEdge' && place.edge === 's',
    );
    const items = menuItems('shape', menuContext(doc), north, {
      rotation: 90,
      branding: { imageUrl: null, fillImage: false },
    });
    const next = applied(runEdit(item(items, 'module:g-raxx-600').command, doc, context()));
    const added = next.front.baseModules[1];
    expect(added?.rotation).toBe(90);
    expect(added?.position.z).toBeGreaterThan(next.front.baseModules[0]?.position.z ?? 0);
  });

  test('counter-board runs and bar-top spots exist only where bar tops can be', () => {
    const doc = barWith([MODULE.graxx600, MODULE.graxx1200]);
    expect(placesFor('counter-boards', 'front', doc, fullCatalogue).map((place) => place.kind)).toEqual(['run']);
    // 1800 mm of bar tops (1200 + 600): GN spots every 600 mm.
    expect(placesFor('accessories-gn', 'front', doc, fullCatalogue)).toHaveLength(3);
    expect(placesFor('counter-boards', 'back', doc, fullCatalogue)).toEqual([]);
  });
});
