import { createElement, type ReactNode, useContext } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test, vi } from 'vitest';
import type { EditorStore } from '../src/features/editor/store/createEditorStore.ts';
import type { OpenBarAccess } from '../src/shared/openBar.ts';
import { barDto, loadedStore } from './fixtures.ts';

// The app's modules read the document (language) when imported; the tests run in Node.
vi.stubGlobal('document', { documentElement: {}, cookie: '' });
vi.stubGlobal('navigator', { languages: ['en'], language: 'en' });

const { EditorRoot } = await import('../src/features/editor/EditorRoot.tsx');
const { useEditorStoreApi } = await import('../src/features/editor/store/editorContext.tsx');
const { EditorSessionProvider } = await import('../src/features/editor/store/editorSession.tsx');
const { usePartsList } = await import('../src/features/editor/partsList/usePartsList.ts');
const { BarPartsHookContext } = await import('../src/features/inventory/PartsScopeChoice.tsx');
const { useOpenBar } = await import('../src/shared/openBar.ts');

/*
 * Rendered on the server (no DOM). A server render reads a zustand store's initial state, so these
 * tests look at which store (and which hook) a component is given, not at what it would show.
 */
function render(...children: ReactNode[]): void {
  renderToString(createElement('main', null, ...children));
}

/** A component that notes the editor store it is given. */
function storeRecorder(seen: EditorStore[]) {
  return function Remember() {
    seen.push(useEditorStoreApi());
    return null;
  };
}

describe('the editor store passed by context', () => {
  test('each root gives its components the store it was given', () => {
    const first = loadedStore();
    const second = loadedStore();
    const seen: EditorStore[] = [];
    const Remember = storeRecorder(seen);
    render(
      createElement(EditorRoot, { store: first }, createElement(Remember)),
      createElement(EditorRoot, { store: second }, createElement(Remember)),
    );
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(first);
    expect(seen[1]).toBe(second);
  });

  test('a component of the editor outside any root says so', () => {
    const Remember = storeRecorder([]);
    expect(() => render(createElement(Remember))).toThrow(/outside EditorStoreProvider/);
  });

  test("the editor's root gives other features the hook for the parts list of its bar", () => {
    const hooks: (() => unknown)[] = [];
    function Probe() {
      hooks.push(useContext(BarPartsHookContext));
      return null;
    }
    render(createElement(EditorRoot, { store: loadedStore() }, createElement(Probe)), createElement(Probe));
    expect(hooks[0]).toBe(usePartsList);
    // Outside an editor no bar is on screen.
    expect(hooks[1]).not.toBe(usePartsList);
    expect(hooks[1]?.()).toBeNull();
  });
});

describe("the session's editor", () => {
  test('screens opened one after another share the store the first one made', () => {
    const seen: EditorStore[] = [];
    const Remember = storeRecorder(seen);
    render(
      createElement(
        EditorSessionProvider,
        null,
        createElement(EditorRoot, null, createElement(Remember)),
        createElement(EditorRoot, null, createElement(Remember)),
      ),
    );
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
  });

  test('dialogs outside the editor read the open bar and rename it through the session', () => {
    const accesses: OpenBarAccess[] = [];
    const seen: EditorStore[] = [];
    function Dialog() {
      accesses.push(useOpenBar());
      return null;
    }
    render(
      createElement(
        EditorSessionProvider,
        null,
        createElement(Dialog),
        createElement(EditorRoot, null, createElement(storeRecorder(seen))),
      ),
    );
    const [session] = accesses;
    const [store] = seen;
    if (!session || !store) throw new Error('not rendered');
    // Nothing loaded yet: nothing is open.
    expect(session.current()).toBeNull();
    store.getState().loadBar(barDto({ id: 'bar-1', version: 3 }), 'token-1');
    expect(session.current()).toEqual({ id: 'bar-1', canEdit: true, editToken: 'token-1' });
    session.renamed({ id: 'bar-1', name: 'Renamed', version: 7 });
    expect(store.getState().bar).toMatchObject({ name: 'Renamed', version: 7 });
    // Another bar's rename leaves the open one alone.
    session.renamed({ id: 'other', name: 'Other', version: 9 });
    expect(store.getState().bar).toMatchObject({ name: 'Renamed', version: 7 });
  });

  test('without the session nothing is open', () => {
    const accesses: OpenBarAccess[] = [];
    function Dialog() {
      accesses.push(useOpenBar());
      return null;
    }
    render(createElement(Dialog));
    expect(accesses[0]?.current()).toBeNull();
  });
});
