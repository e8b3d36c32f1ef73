import type { BaseModuleInstance } from '@bar/domain/document';
import { describe, expect, it } from 'vitest';
import { cachedBar, createDocumentCache } from '../src/features/bars/documentCache.ts';
import { checkedDocumentOrThrow } from '../src/features/bars/prepareDocument.ts';
import { storedDocument } from '../src/features/bars/presentBar.ts';
import { frozenWhileDeveloping } from '../src/frozen.ts';
import { graxxBar, seedCatalogue } from './helpers/bars.ts';

describe('documents shared through the caches (frozen in development and tests)', () => {
  it('runs under NODE_ENV=test, where the freeze is on', () => {
    expect(process.env.NODE_ENV).toBe('test');
  });

  it('refuses any change of a cached document, down to its deepest parts', () => {
    const cache = createDocumentCache(2);
    const document = structuredClone(graxxBar(2));
    cache.set('bar', cachedBar(1, document));
    const cached = cache.get('bar')?.document as typeof document;
    expect(cached).toBe(document);
    expect(() => {
      (cached.settings.colors as Record<string, string>).frames = '9005';
    }).toThrow(TypeError);
    expect(() => {
      (cached.front.baseModules as BaseModuleInstance[]).pop();
    }).toThrow(TypeError);
    expect(Object.isFrozen(cached.front.baseModules[0]?.position)).toBe(true);
  });

  it('freezes the documents that passed the checks and those restored from storage', () => {
    const checked = checkedDocumentOrThrow(graxxBar(2), seedCatalogue);
    expect(() => {
      (checked.front.baseModules as BaseModuleInstance[]).length = 0;
    }).toThrow(TypeError);
    const restored = storedDocument({ id: 'bar', document: structuredClone(graxxBar(1)) });
    expect(Object.isFrozen(restored.back)).toBe(true);
  });

  it('walks what is not frozen yet and gives the value back as it was', () => {
    const shared = Object.freeze({ kept: { open: 1 } });
    const value = frozenWhileDeveloping({ shared, fresh: [{ x: 1 }] });
    expect(Object.isFrozen(value.fresh[0])).toBe(true);
    // A frozen part counts as frozen whole: it is not walked again.
    expect(Object.isFrozen(shared.kept)).toBe(false);
    expect(value).toEqual({ shared: { kept: { open: 1 } }, fresh: [{ x: 1 }] });
  });
});
