import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

type AnnouncerState = {
  message: string;
  /** Counts announcements, so that the same sentence twice in a row is read twice. */
  serial: number;
};

const announcerStore = createStore<AnnouncerState>()(() => ({ message: '', serial: 0 }));

/** Has the live region read `message` to screen readers (politely: after what they are reading). */
export function announce(message: string): void {
  if (message === '') return;
  announcerStore.setState((state) => ({ message, serial: state.serial + 1 }));
}

/**
 * The text for the live region. A repeated sentence gets a trailing no-break space on every other
 * turn: the region's content changes, so it is read again.
 */
export function useAnnouncement(): string {
  return useStore(announcerStore, (state) =>
    state.serial % 2 === 0 && state.message !== '' ? `${state.message}\u00a0` : state.message,
  );
}
