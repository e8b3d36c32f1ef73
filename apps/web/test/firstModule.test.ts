import { applyEdit } from '@bar/domain/commands/editCommands';
import { createEmptyBarDocument } from '@bar/domain/document';
import { ROTATIONS } from '@bar/domain/edges';
import { sequentialIds } from '@bar/domain/ids';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { FIRST_MODULE_MODE, firstModuleCommand, firstStepMode } from '../src/features/editor/modes/firstModule.ts';
import { menuItems } from '../src/features/editor/modes/menuItems.ts';
import { modesForSide } from '../src/features/editor/modes/modeRegistry.ts';
import { placesFor } from '../src/features/editor/places/placesFor.ts';
import { applied, barWith, fullCatalogue, MODULE, menuContext } from './modesFixtures.ts';

const SIDES = ['front', 'back'] as const;
const context = () => ({ catalogue: fullCatalogue, newId: sequentialIds('g') });

describe('the first module of an empty side', () => {
  test.each(SIDES)('the ghost on the %s side places the Shape mode’s first offer, turned as chosen', (side) => {
    const doc = createEmptyBarDocument();
    const command = firstModuleCommand(doc, fullCatalogue, side, 90);
    const [firstOffer] = menuItems('shape', menuContext(doc, side), null, {
      rotation: 90,
      branding: { imageUrl: null, fillImage: false },
    });
    if (!command) throw new Error('no first module');
    expect(command).toEqual(firstOffer?.command);
    const next = applied(applyEdit(doc, context(), command));
    expect(next[side].baseModules).toHaveLength(1);
    expect(next[side].baseModules[0]?.rotation).toBe(90);
    expect(next[side === 'front' ? 'back' : 'front'].baseModules).toHaveLength(0);
  });

  test('a side with modules gets none from the ghost', () => {
    expect(firstModuleCommand(barWith([MODULE.graxx600]), fullCatalogue, 'front', 0)).toBeNull();
    expect(firstModuleCommand(barWith([], [MODULE.backFrame600]), fullCatalogue, 'back', 0)).toBeNull();
  });
});

describe('what to do first on an empty side', () => {
  test.each(SIDES)('on the empty %s side every mode but Shape has no place and points to Shape', (side) => {
    const doc = createEmptyBarDocument();
    for (const mode of modesForSide(side)) {
      if (mode === FIRST_MODULE_MODE) {
        expect(firstStepMode(mode, doc, side)).toBeNull();
        expect(menuItems(mode, menuContext(doc, side), null).length).toBeGreaterThan(0);
      } else {
        expect(placesFor(mode, side, doc, fullCatalogue)).toEqual([]);
        expect(firstStepMode(mode, doc, side)).toBe(FIRST_MODULE_MODE);
      }
    }
  });

  test('once a side has a module no mode of it points elsewhere; the other, empty side still does', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(MODULE.graxx600, MODULE.graxx1200, MODULE.gflexx1200), { minLength: 1, maxLength: 4 }),
        fc.constantFrom(...ROTATIONS),
        (front, rotation) => {
          let doc = createEmptyBarDocument();
          const first = firstModuleCommand(doc, fullCatalogue, 'front', rotation);
          if (!first) throw new Error('no first module');
          const edit = context();
          doc = applied(applyEdit(doc, edit, first));
          for (const baseModuleId of front.slice(1)) {
            doc = applied(applyEdit(doc, edit, { type: 'addBaseModule', input: { side: 'front', baseModuleId } }));
          }
          for (const mode of modesForSide('front')) expect(firstStepMode(mode, doc, 'front')).toBeNull();
          expect(firstModuleCommand(doc, fullCatalogue, 'front', rotation)).toBeNull();
          expect(firstStepMode('back-panels', doc, 'back')).toBe(FIRST_MODULE_MODE);
        },
      ),
      { numRuns: 30 },
    );
  });
});
