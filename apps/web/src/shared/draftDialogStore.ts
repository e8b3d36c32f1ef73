import type { StoreApi } from 'zustand/vanilla';
import { idempotencyKeyOf } from './idempotencyKey.ts';

type DraftDialogState<D> = { phase: string; draft: D; idempotencyKey: string | null };

/**
 * What a request dialog that keeps its draft does to its store: `close` (the draft stays, the
 * customer may come back to it), `updateDraft`, and the request's idempotency key: `key` is made on
 * the first attempt and the same for every retry, `forgetKey` after the server answered that it
 * holds another request under it (the next submit is a new attempt).
 */
export function draftDialogActions<D, S extends DraftDialogState<D>>(store: StoreApi<S>) {
  const keys = idempotencyKeyOf({ getState: store.getState, setState: (patch) => store.setState(patch as Partial<S>) });
  return {
    close: (): void => store.setState({ phase: 'closed' } as Partial<S>),
    updateDraft: (patch: Partial<D>): void =>
      store.setState((state) => ({ draft: { ...state.draft, ...patch } }) as Partial<S>),
    key: keys.current,
    forgetKey: keys.forget,
  };
}
