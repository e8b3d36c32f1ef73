// Random bars for the property tests: a seed preset changed by random engine commands, so that
// every document is one the editor can make (turned modules, both sides, everything that hangs on
// an edge or an end).
import type { Catalogue } from '@bar/domain/catalogue';
import type { EditContext } from '@bar/domain/commands/types';
import type { BarDocument } from '@bar/domain/document';
import { sequentialIds } from '@bar/domain/ids';
import { seedCatalogue } from '@bar/domain/seed/catalogue';
import { presetBar, presetIndex, randomStep, runSteps, type Step } from '@bar/domain/testing/randomEdits';
import fc from 'fast-check';

export const catalogue: Catalogue = seedCatalogue();

/** The edits that put something on a place of the editor (nothing is taken away). */
const step = randomStep([
  'addModule',
  'addModule',
  'rotate',
  'frontFrame',
  'board',
  'boardAccessory',
  'insert',
  'worktop',
  'bottleShelf',
  'panel',
  'speedRack',
  'sideApplication',
  'offset',
  'backPanel',
  'brandSign',
  'branding',
  'frameAccessory',
]);

const isShapeStep = (s: Step) => s.kind === 'addModule' || s.kind === 'rotate';

/**
 * A seed preset with up to 30 random edits the engine accepts: the shape first, then the equipment
 * (the engine keeps a side shelf or a panel on an edge that a module added later closes, and then
 * no place offers it; that order is left to the engine's tests).
 */
export const arbitraryBar: fc.Arbitrary<BarDocument> = fc
  .tuple(presetIndex, fc.array(step, { maxLength: 30 }))
  .map(([index, steps]) => {
    const context: EditContext = { catalogue, newId: sequentialIds('p-') };
    const ordered = [...steps.filter(isShapeStep), ...steps.filter((s) => !isShapeStep(s))];
    return runSteps(presetBar(index, catalogue), context, ordered, { reach: 'placed' });
  });
