import type { SideName } from '@bar/domain/catalogue';
import type { BarDocument } from '@bar/domain/document';
import { PLACE_KINDS } from '@bar/layout/places/placeTypes';
import { describe, expect, test } from 'vitest';
import { occupantOf, ownersOf, PART_KINDS, partKindOf } from '../src/features/editor/kinds/registry.ts';
import { DEFAULT_MENU_OPTIONS, type Occupant, type PartKind } from '../src/features/editor/kinds/types.ts';
import { menuItems, tryCommand } from '../src/features/editor/modes/menuItems.ts';
import { kindsOfMode, MODE_DEFINITIONS } from '../src/features/editor/modes/modeRegistry.ts';
import { placesFor } from '../src/features/editor/places/placesFor.ts';
import type { Place } from '../src/features/editor/places/placeTypes.ts';
import { createEditor, type EditorKit } from './kit/editorKit.ts';
import { barWith, fullCatalogue, MODULE } from './modesFixtures.ts';

const SIDES: SideName[] = ['front', 'back'];

/** A bar with every kind of module: straight, wide, fixed-frame and corner in front; a back-bar frame behind. */
function sampleBar(): BarDocument {
  return barWith([MODULE.graxx600, MODULE.graxx1200, MODULE.gflexx1200], [MODULE.backFrame600, MODULE.backFrame600]);
}

/** The variants the modes ask of a kind (none: the kind's own default). */
function variantsOf(kind: PartKind): (string | undefined)[] {
  const asked = MODE_DEFINITIONS.flatMap((mode) => mode.kinds.filter((use) => use.kind === kind)).map(
    (use) => use.variant,
  );
  return asked.length > 0 ? [...new Set(asked)] : [undefined];
}

function context(doc: BarDocument, side: SideName) {
  return { doc, side, catalogue: fullCatalogue, locale: 'en' as const };
}

/**
 * Puts the kind's first fitting item (of those `wanted`) on the first place that takes one, through
 * the door; with `everywhere`, on every place that takes one.
 */
function place(kit: EditorKit, kind: PartKind, wanted = (_key: string) => true, everywhere = false): void {
  const { side } = kit.state();
  for (const variant of variantsOf(kind)) {
    for (const target of kind.places({ doc: kit.doc(), side, catalogue: fullCatalogue }, variant)) {
      const menuContext = context(kit.doc(), side);
      const fitting = kind
        .menu(menuContext, target, DEFAULT_MENU_OPTIONS, variant)
        .find((item) => wanted(item.key) && item.command && tryCommand(item.command, menuContext) === null);
      if (fitting?.command && kit.dispatch(fitting.command).ok && !everywhere) return;
    }
  }
}

function isWorktop(key: string): boolean {
  return fullCatalogue.assemblies.get(Number(key.replace('assembly:', '')))?.type === 'worktop';
}

/** What must stand before a kind can: frames and a bar top for their accessories, worktops under bottle shelves (R4). */
function placePrerequisites(kit: EditorKit): void {
  const byId = new Map(PART_KINDS.map((kind) => [kind.id, kind]));
  const [frontFrame, barTop, rackFitting] = ['frontFrame', 'barTop', 'rackFitting'].map((id) => byId.get(id));
  if (!frontFrame || !barTop || !rackFitting) throw new Error('kinds renamed');
  place(kit, frontFrame, undefined, true);
  place(kit, barTop);
  place(kit, rackFitting, isWorktop, true);
}

/** What stands on one of the kind's places (not a fixed frame, which cannot be removed, P9). */
function occupiedPlace(kit: EditorKit, kind: PartKind): Occupant | null {
  const { side } = kit.state();
  const doc = kit.doc();
  for (const variant of variantsOf(kind)) {
    for (const place of kind.places({ doc, side, catalogue: fullCatalogue }, variant)) {
      const occupant = occupantOf(place, context(doc, side));
      if (occupant && !occupant.isFixed) return occupant;
    }
  }
  return null;
}

describe('part kinds registry', () => {
  test('every kind of place of @bar/layout has exactly one part kind', () => {
    for (const placeKind of PLACE_KINDS) {
      expect(
        ownersOf(placeKind).map((kind) => kind.id),
        placeKind,
      ).toHaveLength(1);
      expect(partKindOf(placeKind).placeKinds).toContain(placeKind);
    }
    expect(new Set(PART_KINDS.map((kind) => kind.id)).size).toBe(PART_KINDS.length);
  });

  test('a kind builds only places of its own kinds', () => {
    const doc = sampleBar();
    for (const kind of PART_KINDS) {
      for (const side of SIDES) {
        for (const variant of variantsOf(kind)) {
          const places = kind.places({ doc, side, catalogue: fullCatalogue }, variant);
          for (const place of places) expect(kind.placeKinds, kind.id).toContain(place.kind);
        }
      }
    }
  });

  test('every mode of the side menu edits at least one kind', () => {
    for (const definition of MODE_DEFINITIONS) expect(kindsOfMode(definition.mode).length).toBeGreaterThan(0);
  });

  test('a kind is listed in every mode it names, and only there: the modes read their kinds from the registry', () => {
    for (const kind of PART_KINDS) {
      const named = kind.modes.map((use) => (typeof use === 'string' ? { mode: use } : use));
      expect(named.length, `${kind.id} is edited in some mode`).toBeGreaterThan(0);
      for (const { mode } of named) {
        expect(
          MODE_DEFINITIONS.map((definition) => definition.mode),
          `${kind.id}: ${mode}`,
        ).toContain(mode);
      }
      for (const definition of MODE_DEFINITIONS) {
        const listed = kindsOfMode(definition.mode).filter((use) => use.kind === kind);
        const asked = named.filter((use) => use.mode === definition.mode);
        expect(
          listed.map((use) => use.variant),
          `${kind.id} in ${definition.mode}`,
        ).toEqual(asked.map((use) => ('variant' in use ? use.variant : undefined)));
        for (const placeKind of listed.length > 0 ? kind.placeKinds : []) {
          expect(definition.placeKinds, `${definition.mode} draws ${placeKind}`).toContain(placeKind);
        }
      }
    }
  });

  test("each kind's menu for a sample place is non-empty where the catalogue has items of the kind", () => {
    const doc = sampleBar();
    for (const kind of PART_KINDS) {
      for (const variant of variantsOf(kind)) {
        const side = SIDES.find(
          (candidate) => kind.places({ doc, side: candidate, catalogue: fullCatalogue }, variant).length > 0,
        );
        expect(side, `${kind.id} has places on the sample bar`).toBeDefined();
        if (!side) continue;
        const [place] = kind.places({ doc, side, catalogue: fullCatalogue }, variant) as [Place];
        const offered = kind.menu(context(doc, side), null, DEFAULT_MENU_OPTIONS, variant);
        const forPlace = kind.menu(context(doc, side), place, DEFAULT_MENU_OPTIONS, variant);
        expect(offered.length, `${kind.id} items in the catalogue`).toBeGreaterThan(0);
        expect(forPlace.length, `${kind.id} items for ${place.key}`).toBeGreaterThan(0);
        expect(forPlace.every((item) => item.command !== null)).toBe(true);
      }
    }
  });

  test("removing a kind's occupant goes through dispatch and undoes in one step", () => {
    for (const kind of PART_KINDS) {
      const kit = createEditor({ doc: sampleBar() });
      let occupied: Occupant | null = null;
      for (const side of SIDES) {
        kit.dispatch({ type: 'setSide', side });
        placePrerequisites(kit);
        place(kit, kind);
        occupied = occupiedPlace(kit, kind);
        if (occupied) break;
      }
      expect(occupied, `${kind.id}: an occupied place`).toBeTruthy();
      if (!occupied) continue;
      const before = kit.doc();
      const pastBefore = kit.state().past.length;
      expect(kit.dispatch(occupied.remove).ok, `${kind.id}: removed`).toBe(true);
      expect(kit.doc()).not.toEqual(before);
      expect(kit.state().past.length).toBe(pastBefore + 1);
      expect(kit.undo()).toBe(true);
      expect(kit.doc(), `${kind.id}: one undo brings it back`).toEqual(before);
    }
  });

  test('the menu of a place is kept while the bar is unchanged, and rebuilt after an edit', () => {
    const kit = createEditor({ doc: sampleBar() });
    const [row] = placesFor('racks', 'front', kit.doc(), fullCatalogue);
    if (!row) throw new Error('a rack row expected');
    const first = menuItems('racks', context(kit.doc(), 'front'), row);
    expect(menuItems('racks', context(kit.doc(), 'front'), row)).toBe(first);
    expect(placesFor('racks', 'front', kit.doc(), fullCatalogue)).toBe(
      placesFor('racks', 'front', kit.doc(), fullCatalogue),
    );
    const shelf = first.find((item) => item.refusal === null && item.command);
    if (!shelf?.command) throw new Error('a fitting item expected');
    kit.apply(shelf.command);
    const after = menuItems('racks', context(kit.doc(), 'front'), row);
    expect(after).not.toBe(first);
    expect(after.find((item) => item.key === shelf.key)?.refusal?.rule).toBe('R1');
  });
});
