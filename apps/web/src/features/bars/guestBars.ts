/** Guest bars remembered on this device: the tokens are the only way back to a guest's bar. */
export type StoredBar = { edit_token?: string; preview_token?: string; name: string; opened_at: string };
export type RecentBar = StoredBar & { id: string };

/** The part of the Web Storage API used here, so the logic runs with any store in tests. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

export const STORAGE_KEYS = {
  lastBar: 'bar',
  editToken: 'edit_token',
  previewToken: 'preview_token',
  barTokens: 'bar_tokens',
} as const;

const MAX_REMEMBERED = 30;

function readMap(storage: KeyValueStore): Record<string, StoredBar> {
  try {
    const raw = storage.getItem(STORAGE_KEYS.barTokens);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const result: Record<string, StoredBar> = {};
    for (const [id, value] of Object.entries(parsed as Record<string, unknown>)) {
      if (!value || typeof value !== 'object') continue;
      const entry = value as Partial<StoredBar>;
      result[id] = {
        name: typeof entry.name === 'string' ? entry.name : id,
        opened_at: typeof entry.opened_at === 'string' ? entry.opened_at : new Date(0).toISOString(),
        ...(typeof entry.edit_token === 'string' ? { edit_token: entry.edit_token } : {}),
        ...(typeof entry.preview_token === 'string' ? { preview_token: entry.preview_token } : {}),
      };
    }
    return result;
  } catch {
    return {};
  }
}

function writeMap(storage: KeyValueStore, map: Record<string, StoredBar>): void {
  const newestFirst = Object.entries(map)
    .sort(([, a], [, b]) => b.opened_at.localeCompare(a.opened_at))
    .slice(0, MAX_REMEMBERED);
  storage.setItem(STORAGE_KEYS.barTokens, JSON.stringify(Object.fromEntries(newestFirst)));
}

/** Records that a bar was opened (or created): newest tokens win, missing ones keep their stored value. */
export function rememberBar(
  storage: KeyValueStore,
  bar: { id: string; name: string; edit_token?: string | undefined; preview_token?: string | undefined },
  now: Date = new Date(),
): void {
  const map = readMap(storage);
  const previous = map[bar.id];
  const editToken = bar.edit_token ?? previous?.edit_token;
  const previewToken = bar.preview_token ?? previous?.preview_token;
  map[bar.id] = {
    name: bar.name,
    opened_at: now.toISOString(),
    ...(editToken ? { edit_token: editToken } : {}),
    ...(previewToken ? { preview_token: previewToken } : {}),
  };
  writeMap(storage, map);
  storage.setItem(STORAGE_KEYS.lastBar, bar.id);
  storage.setItem(STORAGE_KEYS.editToken, editToken ?? '');
  storage.setItem(STORAGE_KEYS.previewToken, previewToken ?? '');
}

/** The tokens stored for a bar, from the map or, for the last bar, from the single keys. */
export function tokensFor(storage: KeyValueStore, id: string): { edit_token?: string; preview_token?: string } {
  const entry = readMap(storage)[id];
  const isLastBar = storage.getItem(STORAGE_KEYS.lastBar) === id;
  const editToken = entry?.edit_token ?? (isLastBar ? storage.getItem(STORAGE_KEYS.editToken) : null);
  const previewToken = entry?.preview_token ?? (isLastBar ? storage.getItem(STORAGE_KEYS.previewToken) : null);
  return {
    ...(editToken ? { edit_token: editToken } : {}),
    ...(previewToken ? { preview_token: previewToken } : {}),
  };
}

export function recentBars(storage: KeyValueStore): RecentBar[] {
  return Object.entries(readMap(storage))
    .map(([id, entry]) => ({ id, ...entry }))
    .sort((a, b) => b.opened_at.localeCompare(a.opened_at));
}

/** localStorage, or an in-memory stand-in when the browser refuses storage. */
export function deviceStorage(): KeyValueStore {
  try {
    const storage = window.localStorage;
    storage.getItem(STORAGE_KEYS.lastBar);
    return storage;
  } catch {
    const memory = new Map<string, string>();
    return { getItem: (key) => memory.get(key) ?? null, setItem: (key, value) => void memory.set(key, value) };
  }
}
