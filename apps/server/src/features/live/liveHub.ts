import { randomBytes } from 'node:crypto';
import type { LiveCamera, LiveEnd } from '@bar/contracts/live';
import { safeEqual } from '../../secrets.ts';
import type { BarAccess, Caller } from '../bars/access.ts';

/** At most this many live viewers per bar, and per session across all bars. */
export const LIVE_LIMITS = { viewersPerBar: 20, streamsPerSession: 10, presenceEveryMs: 100 } as const;

/** Colours that stay apart on the white editor and on each other; a bar's viewers take the first free one. */
export const PARTICIPANT_COLOURS = [
  '#d9480f',
  '#1971c2',
  '#2f9e44',
  '#9c36b5',
  '#e8590c',
  '#0c8599',
  '#c2255c',
  '#5f3dc4',
  '#66a80f',
  '#862e9c',
] as const;

/** What a viewer tells the others about themselves (memory only, never stored). */
export type Presence = { selection: string[]; camera: LiveCamera | null };

/** One open stream: who is behind it, on which grounds, and how to reach and end it. */
export type LiveViewer = {
  /** Public: how the others name this participant (`p` and 8 random characters). */
  id: string;
  /** Secret: proves to presence posts and saves that they come from this stream. */
  key: string;
  barId: string;
  sessionId: string | null;
  userId: number | null;
  /** The credentials the stream was opened with, checked again when a bar's links change. */
  caller: Caller;
  access: BarAccess;
  /** An administrator with no other right to the bar, watching read only. */
  staff: boolean;
  /** The administrator whose live consultation on the bar is open (they edit). */
  consultant: boolean;
  name: string | null;
  /** 1, 2, … among the bar's guests (shown as "Guest 2"), null for someone with a name. */
  guestNumber: number | null;
  colour: string;
  presence: Presence;
  lastPresenceAt: number;
  /** The newest version this viewer was sent (or opened at). */
  lastVersion: number;
  send(frame: string): void;
  end(reason: LiveEndReason): void;
};

export type LiveEndReason = LiveEnd['reason'];

export type JoinRefusal = 'barFull' | 'sessionFull';

export type PresenceEntry = {
  id: string;
  name: string | null;
  guest_number: number | null;
  staff: boolean;
  consultant: boolean;
  colour: string;
  access: BarAccess;
  selection: string[];
  camera: LiveCamera | null;
};

type Joining = Omit<
  LiveViewer,
  'id' | 'key' | 'colour' | 'guestNumber' | 'presence' | 'lastPresenceAt' | 'lastVersion'
>;

/** A bar as a client addresses it (its name beside the document) at a version. */
type StoredBar = { version: number; bar: object };

/**
 * The live viewers this process serves, by bar. Everything here is memory only: a restart ends the
 * streams, and the clients reconnect with `Last-Event-ID`.
 */
export class LiveHub {
  readonly #bars = new Map<string, Map<string, LiveViewer>>();
  /** The bar as stored at its newest version this process saw saved, for bars watched here only. */
  readonly #stored = new Map<string, StoredBar>();

  /** The bar as stored at `version`, when this process saved that version and still has viewers of it. */
  storedAt(barId: string, version: number): object | null {
    const stored = this.#stored.get(barId);
    return stored?.version === version ? stored.bar : null;
  }

  /** Keeps the bar as stored at `version` while it has viewers here; null forgets it (saved elsewhere). */
  keepStored(barId: string, version: number, bar: object | null): void {
    if (bar === null || !this.#bars.has(barId)) this.#stored.delete(barId);
    else this.#stored.set(barId, { version, bar });
  }

  viewersOf(barId: string): LiveViewer[] {
    return [...(this.#bars.get(barId)?.values() ?? [])];
  }

  /** Every viewer this process serves. */
  all(): LiveViewer[] {
    return [...this.#bars.values()].flatMap((viewers) => [...viewers.values()]);
  }

  get size(): number {
    let count = 0;
    for (const viewers of this.#bars.values()) count += viewers.size;
    return count;
  }

  /** Adds a viewer unless the bar or the session has no room left. */
  join(joining: Joining): LiveViewer | JoinRefusal {
    const viewers = this.#bars.get(joining.barId) ?? new Map<string, LiveViewer>();
    if (viewers.size >= LIVE_LIMITS.viewersPerBar) return 'barFull';
    if (joining.sessionId !== null && this.#streamsOfSession(joining.sessionId) >= LIVE_LIMITS.streamsPerSession) {
      return 'sessionFull';
    }
    const taken = new Set([...viewers.values()].map((viewer) => viewer.colour));
    const guests = new Set([...viewers.values()].map((viewer) => viewer.guestNumber));
    let guestNumber: number | null = null;
    if (joining.name === null) {
      guestNumber = 1;
      while (guests.has(guestNumber)) guestNumber += 1;
    }
    const viewer: LiveViewer = {
      ...joining,
      // Random, so that the ids of two server processes never meet.
      id: `p${randomBytes(6).toString('base64url')}`,
      key: randomBytes(24).toString('base64url'),
      colour: PARTICIPANT_COLOURS.find((colour) => !taken.has(colour)) ?? PARTICIPANT_COLOURS[0],
      guestNumber,
      presence: { selection: [], camera: null },
      lastPresenceAt: 0,
      lastVersion: 0,
    };
    viewers.set(viewer.id, viewer);
    this.#bars.set(joining.barId, viewers);
    return viewer;
  }

  leave(viewer: LiveViewer): void {
    const viewers = this.#bars.get(viewer.barId);
    if (!viewers?.delete(viewer.id)) return;
    if (viewers.size === 0) {
      this.#bars.delete(viewer.barId);
      this.#stored.delete(viewer.barId);
    }
  }

  /** The viewer of this bar that holds `key`, if any (compared in constant time). */
  byKey(barId: string, key: string): LiveViewer | null {
    for (const viewer of this.#bars.get(barId)?.values() ?? []) {
      if (safeEqual(viewer.key, key)) return viewer;
    }
    return null;
  }

  /** Sends one frame to every viewer of the bar that `accepts`. */
  broadcast(barId: string, frame: string, accepts: (viewer: LiveViewer) => boolean = () => true): number {
    let sent = 0;
    for (const viewer of this.#bars.get(barId)?.values() ?? []) {
      if (!accepts(viewer)) continue;
      viewer.send(frame);
      sent += 1;
    }
    return sent;
  }

  /** Ends, and removes, every viewer `matches` picks. */
  endWhere(matches: (viewer: LiveViewer) => boolean, reason: LiveEndReason): number {
    const ending = [...this.#bars.values()].flatMap((viewers) => [...viewers.values()].filter(matches));
    for (const viewer of ending) {
      this.leave(viewer);
      viewer.end(reason);
    }
    return ending.length;
  }

  presenceOf(barId: string): PresenceEntry[] {
    return this.viewersOf(barId).map((viewer) => ({
      id: viewer.id,
      name: viewer.name,
      guest_number: viewer.guestNumber,
      staff: viewer.staff || viewer.consultant,
      consultant: viewer.consultant,
      colour: viewer.colour,
      access: viewer.access,
      selection: viewer.presence.selection,
      camera: viewer.presence.camera,
    }));
  }

  #streamsOfSession(sessionId: string): number {
    let count = 0;
    for (const viewers of this.#bars.values()) {
      for (const viewer of viewers.values()) if (viewer.sessionId === sessionId) count += 1;
    }
    return count;
  }
}
