import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/**
 * What one dialog is open about, or null while it is closed: `open` and `close` it from anywhere,
 * `useOpened` in the dialog itself.
 */
export function openedStore<T>() {
  const store = createStore<{ opened: T | null }>()(() => ({ opened: null }));
  return {
    open: (opened: T): void => store.setState({ opened }),
    close: (): void => store.setState({ opened: null }),
    useOpened: (): T | null => useStore(store, (state) => state.opened),
  };
}
