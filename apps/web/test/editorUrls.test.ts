import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  DEFAULT_TAB_MODES,
  EDITOR_TABS,
  type EditorPlace,
  type EditorTab,
  editorUrl,
  placeForTab,
  placeFromLocation,
  placeFromUrl,
  placeWithMode,
} from '../src/features/editor/editorUrls.ts';
import { modesForSide } from '../src/features/editor/modes/modeRegistry.ts';
import { type EditingMode, PARTS_TAB_MODES } from '../src/features/editor/modes/modes.ts';

/** Parses an editor URL the way the router hands it over. */
function parse(url: string): EditorPlace {
  const [path = '', query = ''] = url.split('?');
  const side = path.match(/\/side\/([^/]+)$/)?.[1];
  return placeFromUrl({ side, isPartsRoute: path.endsWith('/edit/parts') }, new URLSearchParams(query));
}

function place(tab: EditorTab, side: 'front' | 'back', mode: EditingMode, modes: Partial<EditorPlace['modes']> = {}) {
  const key = tab === 'singleParts' ? 'parts' : side;
  return { tab, side, mode, modes: { ...DEFAULT_TAB_MODES, ...modes, [key]: mode } } satisfies EditorPlace;
}

describe('editor URL ↔ tab, side and mode', () => {
  test.each([
    ['/bars/b1/edit/side/front?mode=racks&view=3d', place('bar', 'front', 'racks')],
    ['/bars/b1/edit/side/back?mode=shape&view=3d', place('backBar', 'back', 'shape')],
    ['/bars/b1/edit/side/back?mode=leds&view=preview', place('view3d', 'back', 'leds')],
    ['/bars/b1/edit/side/front?mode=racks&view=list', place('partsList', 'front', 'racks')],
    ['/bars/b1/edit/parts?mode=accessories-packaging', place('singleParts', 'front', 'accessories-packaging')],
    ['/bars/b1/edit/parts?mode=parts&side=back', place('singleParts', 'back', 'parts')],
    [
      '/bars/b1/edit/side/back?mode=branding&view=3d&front_mode=leds&parts_mode=accessories-packaging',
      place('backBar', 'back', 'branding', { front: 'leds', parts: 'accessories-packaging' }),
    ],
    [
      '/bars/b1/edit/parts?mode=parts&front_mode=shape&back_mode=back-panels',
      place('singleParts', 'front', 'parts', { front: 'shape', back: 'back-panels' }),
    ],
  ])('%s', (url, expected) => {
    expect(parse(url)).toEqual(expected);
    expect(editorUrl('b1', expected)).toBe(url);
  });

  test('missing or unknown modes fall back to the tab default; parts-tab modes stay in their tab', () => {
    expect(parse('/bars/b1/edit/side/front').mode).toBe('racks');
    expect(parse('/bars/b1/edit/side/back?mode=nonsense').mode).toBe('shape');
    expect(parse('/bars/b1/edit/side/front?mode=parts&view=3d')).toEqual(place('bar', 'front', 'racks'));
    expect(parse('/bars/b1/edit/parts?mode=leds')).toMatchObject({ tab: 'singleParts', mode: 'parts' });
    expect(parse('/bars/b1/edit/parts?side=sideways')).toMatchObject({ side: 'front' });
    expect(parse('/bars/b1/edit/side/front?front_mode=parts&back_mode=nonsense&parts_mode=leds').modes).toEqual(
      DEFAULT_TAB_MODES,
    );
    // A mode in the URL wins over the same tab's remembered one.
    expect(parse('/bars/b1/edit/side/front?mode=leds&front_mode=shape').modes.front).toBe('leds');
    // Without `mode` a side tab shows the mode it remembers.
    expect(parse('/bars/b1/edit/side/front?front_mode=shape').mode).toBe('shape');
  });

  test('every tab leads to a URL that reads back as that tab', () => {
    const start = place('bar', 'front', 'counter-boards');
    for (const tab of EDITOR_TABS) {
      const next = placeForTab(tab, start);
      expect(parse(editorUrl('b1', next))).toEqual(next);
    }
  });

  test('a tab shows the mode it had when the user left it, after any other tab', () => {
    const front = place('bar', 'front', 'counter-boards');
    const back = placeForTab('backBar', front);
    expect(back).toMatchObject({ tab: 'backBar', side: 'back', mode: 'shape' });
    const backPanels = placeWithMode(back, 'back-panels');
    const parts = placeWithMode(placeForTab('singleParts', backPanels), 'accessories-packaging');
    expect(parts).toMatchObject({ tab: 'singleParts', side: 'back', mode: 'accessories-packaging' });
    // Through the URL each time, as the user moves.
    const reread = parse(editorUrl('b1', parts));
    expect(placeForTab('bar', reread)).toMatchObject({ tab: 'bar', side: 'front', mode: 'counter-boards' });
    expect(placeForTab('backBar', reread)).toMatchObject({ tab: 'backBar', side: 'back', mode: 'back-panels' });
    expect(placeForTab('singleParts', parse(editorUrl('b1', placeForTab('bar', reread))))).toMatchObject({
      mode: 'accessories-packaging',
    });
    expect(placeForTab('view3d', front)).toMatchObject({ tab: 'view3d', side: 'front', mode: 'counter-boards' });
    expect(placeForTab('partsList', backPanels)).toMatchObject({ tab: 'partsList', side: 'back', mode: 'back-panels' });
  });

  test('a mode of another tab does not change the place', () => {
    const front = place('bar', 'front', 'racks');
    expect(placeWithMode(front, 'parts')).toEqual(front);
    const parts = place('singleParts', 'front', 'parts');
    expect(placeWithMode(parts, 'shape')).toEqual(parts);
  });

  test('any walk over tabs and modes keeps each tab’s last mode, read back from the URL alone', () => {
    const sideMode = (side: 'front' | 'back') => fc.constantFrom(...modesForSide(side));
    const step = fc.oneof(
      fc.record({ tab: fc.constantFrom(...EDITOR_TABS) }),
      fc.record({ front: sideMode('front') }),
      fc.record({ back: sideMode('back') }),
      fc.record({ parts: fc.constantFrom(...PARTS_TAB_MODES) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        let current = parse('/bars/b1/edit/side/front?mode=racks&view=3d');
        const last = { ...DEFAULT_TAB_MODES };
        for (const move of steps) {
          if ('tab' in move) {
            current = placeForTab(move.tab, current);
          } else {
            const [key, mode] = Object.entries(move)[0] as ['front' | 'back' | 'parts', EditingMode];
            const shownKey = current.tab === 'singleParts' ? 'parts' : current.side;
            // A mode is chosen in the tab shown, and only on the editing tabs.
            if (key !== shownKey || current.tab === 'view3d' || current.tab === 'partsList') continue;
            current = placeWithMode(current, mode);
            last[key] = mode;
          }
          current = parse(editorUrl('b1', current));
          expect(current.modes).toEqual(last);
          expect(current.mode).toBe(last[current.tab === 'singleParts' ? 'parts' : current.side]);
        }
      }),
    );
  });

  test('the tokens of a shared link travel with every editor URL', () => {
    const current = new URLSearchParams('mode=racks&view=3d&edit_token=abc&other=x');
    const url = editorUrl('b1', { tab: 'singleParts', side: 'front', mode: 'parts' }, current);
    expect(url).toBe('/bars/b1/edit/parts?mode=parts&edit_token=abc');
  });
});

describe('placeFromLocation: the place in a whole address', () => {
  test('reads the bar and the place of the editor routes', () => {
    expect(placeFromLocation('/bars/b%201/edit/side/back', '?mode=back-panels&view=3d')).toEqual({
      barId: 'b 1',
      place: place('backBar', 'back', 'back-panels'),
    });
    expect(placeFromLocation('/bars/b1/edit/parts', '?mode=parts&side=back')).toEqual({
      barId: 'b1',
      place: place('singleParts', 'back', 'parts'),
    });
    expect(placeFromLocation('/bars/b1/edit', '')).toEqual({ barId: 'b1', place: place('bar', 'front', 'racks') });
  });

  test('addresses outside the editor have no place', () => {
    for (const path of ['/', '/bars/b1', '/bars/b1/edit/side/front/more', '/bars//edit', '/bars/%E0%A4%A/edit']) {
      expect(placeFromLocation(path, '?mode=racks')).toBeNull();
    }
  });

  test('every URL the editor makes reads back as its place', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...EDITOR_TABS),
        fc.constantFrom<'front' | 'back'>('front', 'back'),
        // "." and ".." are no path segment a URL keeps (the browser resolves them, even as %2E); bar
        // ids are letters, digits, "_" and "-", so they never are either.
        fc.string({ minLength: 1, maxLength: 12 }).filter((id) => id !== '.' && id !== '..'),
        (tab, side, barId) => {
          const target = placeForTab(tab, place(side === 'front' ? 'bar' : 'backBar', side, 'shape'));
          const url = new URL(editorUrl(barId, target), 'http://localhost');
          expect(placeFromLocation(url.pathname, url.search)).toEqual({ barId, place: target });
        },
      ),
    );
  });
});
