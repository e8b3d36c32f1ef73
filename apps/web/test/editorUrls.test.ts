import { describe, expect, test } from 'vitest';
import {
  EDITOR_TABS,
  type EditorPlace,
  editorUrl,
  placeForTab,
  placeFromUrl,
} from '../src/features/editor/editorUrls.ts';

/** Parses an editor URL the way the router hands it over. */
function parse(url: string, fallbackSide: 'front' | 'back' = 'front'): EditorPlace {
  const [path = '', query = ''] = url.split('?');
  const side = path.match(/\/side\/([^/]+)$/)?.[1];
  return placeFromUrl({ side, isPartsRoute: path.endsWith('/edit/parts') }, new URLSearchParams(query), fallbackSide);
}

describe('editor URL ↔ tab, side and mode', () => {
  test.each([
    ['/bars/b1/edit/side/front?mode=racks&view=3d', { tab: 'bar', side: 'front', mode: 'racks' }],
    ['/bars/b1/edit/side/back?mode=shape&view=3d', { tab: 'backBar', side: 'back', mode: 'shape' }],
    ['/bars/b1/edit/side/back?mode=leds&view=preview', { tab: 'view3d', side: 'back', mode: 'leds' }],
    ['/bars/b1/edit/side/front?mode=racks&view=list', { tab: 'partsList', side: 'front', mode: 'racks' }],
    [
      '/bars/b1/edit/parts?mode=accessories-packaging',
      { tab: 'singleParts', side: 'front', mode: 'accessories-packaging' },
    ],
    ['/bars/b1/edit/parts?mode=parts', { tab: 'singleParts', side: 'front', mode: 'parts' }],
  ])('%s', (url, place) => {
    expect(parse(url)).toEqual(place);
    expect(editorUrl('b1', place as EditorPlace)).toBe(url);
  });

  test('missing or unknown modes fall back to the side default; parts-tab modes stay in their tab', () => {
    expect(parse('/bars/b1/edit/side/front').mode).toBe('racks');
    expect(parse('/bars/b1/edit/side/back?mode=nonsense').mode).toBe('shape');
    expect(parse('/bars/b1/edit/side/front?mode=parts&view=3d')).toEqual({ tab: 'bar', side: 'front', mode: 'racks' });
    expect(parse('/bars/b1/edit/parts?mode=leds')).toMatchObject({ tab: 'singleParts', mode: 'parts' });
    expect(parse('/bars/b1/edit/parts', 'back')).toMatchObject({ side: 'back' });
  });

  test('every tab leads to a URL that reads back as that tab', () => {
    const start: EditorPlace = { tab: 'bar', side: 'front', mode: 'counter-boards' };
    for (const tab of EDITOR_TABS) {
      const next = placeForTab(tab, start);
      expect(parse(editorUrl('b1', next), next.side).tab).toBe(tab);
    }
  });

  test('switching sides starts the other side in its default mode; preview and parts list keep side and mode', () => {
    const front: EditorPlace = { tab: 'bar', side: 'front', mode: 'counter-boards' };
    expect(placeForTab('backBar', front)).toEqual({ tab: 'backBar', side: 'back', mode: 'shape' });
    expect(placeForTab('view3d', front)).toEqual({ tab: 'view3d', side: 'front', mode: 'counter-boards' });
    expect(placeForTab('partsList', front)).toEqual({ tab: 'partsList', side: 'front', mode: 'counter-boards' });
    expect(placeForTab('bar', { tab: 'view3d', side: 'front', mode: 'leds' })).toMatchObject({ mode: 'leds' });
    expect(placeForTab('singleParts', front)).toEqual({ tab: 'singleParts', side: 'front', mode: 'parts' });
    expect(placeForTab('bar', { tab: 'singleParts', side: 'front', mode: 'parts' })).toMatchObject({ mode: 'racks' });
  });

  test('the tokens of a shared link travel with every editor URL', () => {
    const current = new URLSearchParams('mode=racks&view=3d&edit_token=abc&other=x');
    const url = editorUrl('b1', { tab: 'singleParts', side: 'front', mode: 'parts' }, current);
    expect(url).toBe('/bars/b1/edit/parts?mode=parts&edit_token=abc');
  });
});
