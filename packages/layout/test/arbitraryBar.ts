// Random bars for the property tests: a seed preset changed by random engine commands, so that
// every document is one the editor can make (turned modules, both sides, everything that hangs on
// an edge or an end).
import type { Catalogue } from '@bar/domain/catalogue';
import type { EditContext } from '@bar/domain/commands/types';
import type { BarDocument } from '@bar/domain/document';
import { sequentialIds } from '@bar/domain/ids';
import { seedCatalogue } from '@bar/domain/seed/catalogue';
import { buildPresetDocument, seedPresets } from '@bar/domain/seed/presets';
import { applyStep, randomStep, type Step } from '@bar/domain/testing/randomEdits';
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
  .tuple(fc.nat(seedPresets.length - 1), fc.array(step, { maxLength: 30 }))
  .map(([index, steps]) => {
    const preset = seedPresets[index];
    if (!preset) throw new Error(`no preset ${index}`);
    const context: EditContext = { catalogue, newId: sequentialIds('p-') };
    let doc = buildPresetDocument(preset, catalogue);
    for (const current of [...steps.filter(isShapeStep), ...steps.filter((s) => !isShapeStep(s))]) {
      const result = applyStep(doc, context, current, 'placed');
      if (result?.ok) doc = result.doc;
    }
    return doc;
  });
