/**
 * A deploy replaces the hashed chunks, so a tab opened before it fails to import the screens it
 * has not loaded yet. Reloading fetches the new index.html and its chunks; it is tried once per
 * tab (the mark in sessionStorage survives the reload), so a chunk that stays missing shows the
 * reload offer instead of reloading for ever.
 */

export const CHUNK_RELOAD_KEY = 'bar.chunkReloadTried';

type MarkStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// Chromium: "Failed to fetch dynamically imported module", Firefox: "error loading dynamically
// imported module", Safari: "Importing a module script failed"; Vite's preload helper: "Unable to
// preload CSS".
const CHUNK_LOAD_MESSAGE =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i;

/** Whether `error` is a script or style chunk that could not be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_MESSAGE.test(error.message);
}

function sessionStorageOrNull(): MarkStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Marks the reload as tried and says whether to reload now: only when no reload was tried in this
 * tab yet and the mark could be stored (without it, the reload might loop).
 */
export function claimChunkReload(storage: MarkStorage | null = sessionStorageOrNull()): boolean {
  if (!storage) return false;
  try {
    if (storage.getItem(CHUNK_RELOAD_KEY) !== null) return false;
    storage.setItem(CHUNK_RELOAD_KEY, '1');
    return storage.getItem(CHUNK_RELOAD_KEY) !== null;
  } catch {
    return false;
  }
}

/** A chunk loaded: a later deploy may reload the tab once again. */
export function forgetChunkReload(storage: MarkStorage | null = sessionStorageOrNull()): void {
  try {
    storage?.removeItem(CHUNK_RELOAD_KEY);
  } catch {
    // Storage refused: nothing was marked either.
  }
}

/** A route's `lazy`, forgetting the reload mark once its chunk has arrived. */
export function lazyRoute<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const route = await load();
    forgetChunkReload();
    return route;
  };
}
