import { createStore } from 'zustand/vanilla';

export type NoticeTone = 'info' | 'warning' | 'error';
export type Notice = {
  id: number;
  tone: NoticeTone;
  title: string;
  message: string;
  /** A secondary line under the message for support (the rule behind a refusal, "Rule D3"). */
  details?: string;
  /** The rule's code, kept on the notice for support tools and tests. */
  rule?: string;
  /** How long it stays on screen, when shorter than NOTICE_SHOWN_MS suits (a brief hint). */
  shownMs?: number;
};

/** How long a notice stays once it is on screen (NotificationsHost starts the clock after drawing it). */
export const NOTICE_SHOWN_MS = 6000;
let nextId = 1;

/** Notices shown at the corner of the screen (rendered by NotificationsHost with Mantine's Notification). */
export const noticeStore = createStore<{ notices: Notice[] }>()(() => ({ notices: [] }));

export function dismissNotice(id: number): void {
  noticeStore.setState((state) => ({ notices: state.notices.filter((notice) => notice.id !== id) }));
}

export function showNotice(notice: Omit<Notice, 'id'>): void {
  const id = nextId++;
  noticeStore.setState((state) => ({ notices: [...state.notices.slice(-3), { ...notice, id }] }));
}
