/** A random key for the `Idempotency-Key` header (crypto.randomUUID needs a secure context). */
function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

type KeyStore = {
  getState: () => { idempotencyKey: string | null };
  setState: (patch: { idempotencyKey: string | null }) => void;
};

/**
 * The idempotency key of a store's request: made on the first attempt, the same one for every
 * retry; forgotten when the server holds another request under it (409), so that the next submit
 * is a new attempt.
 */
export function idempotencyKeyOf(store: KeyStore): { current: () => string; forget: () => void } {
  return {
    current: () => {
      const existing = store.getState().idempotencyKey;
      if (existing) return existing;
      const key = randomKey();
      store.setState({ idempotencyKey: key });
      return key;
    },
    forget: () => store.setState({ idempotencyKey: null }),
  };
}
