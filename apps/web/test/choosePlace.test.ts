import { describe, expect, test, vi } from 'vitest';

// The app's modules read the document (language) when imported; the tests run in Node.
vi.stubGlobal('document', { documentElement: {}, cookie: '' });
vi.stubGlobal('navigator', { languages: ['en'], language: 'en' });

const { choosePlace } = await import('../src/features/editor/modes/placeArmedItem.ts');
const { menuItems } = await import('../src/features/editor/modes/menuItems.ts');
const { placesFor } = await import('../src/features/editor/places/placesFor.ts');
const { createEditor } = await import('./kit/editorKit.ts');
const { barWith, fullCatalogue, MODULE } = await import('./modesFixtures.ts');

describe('a click on a place in 3D', () => {
  test('with an item armed: selects the place and puts the item there, in one command', () => {
    const { store } = createEditor({ doc: barWith([MODULE.graxx600, MODULE.graxx600]) });
    const doc = store.getState().doc;
    if (!doc) throw new Error('no bar');
    const mount = placesFor('front-panels', 'front', doc, fullCatalogue)[0];
    if (!mount) throw new Error('no place');
    const context = { doc, side: 'front' as const, catalogue: fullCatalogue, locale: 'en' as const };
    const item = menuItems('front-panels', context, mount).find((line) => line.command && !line.refusal);
    if (!item) throw new Error('no panel fits');
    store.getState().dispatch({ type: 'armItem', itemKey: item.key });
    const revision = store.getState().editRevision;
    const dispatch = vi.spyOn(store.getState(), 'dispatch');

    choosePlace(store, 'front-panels', mount);
    expect(dispatch).toHaveBeenCalledTimes(1);
    expect(store.getState()).toMatchObject({ selectedPlace: mount, armedItemKey: null, editRevision: revision + 1 });

    // Nothing armed any more: the next click only selects.
    choosePlace(store, 'front-panels', mount);
    expect(store.getState().editRevision).toBe(revision + 1);
  });
});
