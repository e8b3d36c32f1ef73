import axios, { type AxiosAdapter, AxiosHeaders } from 'axios';
import { describe, expect, test, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  claimChunkReload,
  forgetChunkReload,
  isChunkLoadError,
  lazyRoute,
} from '../src/app/chunkReload.ts';

// api.ts reads the language (document, navigator) when imported; the tests run in Node.
vi.stubGlobal('document', { documentElement: {}, cookie: '' });
vi.stubGlobal('navigator', { languages: ['en'], language: 'en' });
const { lastSeenRequestId, rememberRequestIds, requestIdOf } = await import('../src/shared/api.ts');

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

describe('a chunk that fails to load', () => {
  test('is told apart from other errors by the browsers’ messages', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/EditorScreen-x1.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/EditorScreen-x1.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  test('reloads the tab once, and once more only after a chunk has loaded since', async () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage)).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
    // After the reload the chunk is still missing: the offer shows, no second reload.
    expect(claimChunkReload(storage)).toBe(false);
    expect(claimChunkReload(storage)).toBe(false);
    forgetChunkReload(storage);
    expect(claimChunkReload(storage)).toBe(true);
  });

  test('never reloads when the mark cannot be kept (it could loop)', () => {
    const refusing = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(claimChunkReload(refusing)).toBe(false);
    expect(claimChunkReload(null)).toBe(false);
  });

  test('a route chunk that arrives clears the mark; one that fails leaves it', async () => {
    const storage = memoryStorage();
    vi.stubGlobal('window', { sessionStorage: storage });
    try {
      expect(claimChunkReload()).toBe(true);
      const failing = lazyRoute(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: x')));
      await expect(failing()).rejects.toThrow(/dynamically imported module/);
      expect(storage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
      const route = { Component: () => null };
      await expect(lazyRoute(async () => route)()).resolves.toBe(route);
      expect(storage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
    } finally {
      vi.unstubAllGlobals();
      vi.stubGlobal('document', { documentElement: {}, cookie: '' });
      vi.stubGlobal('navigator', { languages: ['en'], language: 'en' });
    }
  });
});

describe('the request id the error page shows', () => {
  function clientAnswering(status: number, requestId: string | null) {
    const adapter: AxiosAdapter = async (config) => {
      const headers = new AxiosHeaders(requestId ? { 'X-Request-Id': requestId } : {});
      const response = { status, data: {}, statusText: '', headers, config };
      if (status >= 400) throw new axios.AxiosError('failed', undefined, config, undefined, response);
      return response;
    };
    const client = axios.create({ adapter });
    rememberRequestIds(client);
    return client;
  }

  test('is the X-Request-Id of the last reply, an error reply included', async () => {
    await clientAnswering(200, 'req-ok-1').get('/a');
    expect(lastSeenRequestId()).toBe('req-ok-1');
    const failed = await clientAnswering(500, 'req-failed-2')
      .get('/b')
      .catch((error: unknown) => error);
    expect(lastSeenRequestId()).toBe('req-failed-2');
    expect(requestIdOf(failed)).toBe('req-failed-2');
  });

  test('stays the last one known when a reply carries none', async () => {
    await clientAnswering(200, 'req-known-3').get('/c');
    await clientAnswering(200, null).get('/d');
    const failed = await clientAnswering(503, null)
      .get('/e')
      .catch((error: unknown) => error);
    expect(lastSeenRequestId()).toBe('req-known-3');
    expect(requestIdOf(failed)).toBeNull();
    expect(requestIdOf(new Error('not an API error'))).toBeNull();
  });
});
