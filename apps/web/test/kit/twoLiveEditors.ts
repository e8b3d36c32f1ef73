import type { BarDto } from '@bar/contracts/bars';
import type { LivePatchEvent } from '@bar/contracts/live';
import jsonPatch from 'fast-json-patch';
import { startAutosave } from '../../src/features/editor/autosave/autosaveController.ts';
import { mergeLiveConflict, startLiveEditing } from '../../src/features/editor/live/liveEditing.ts';
import { createEditorStore, type EditorStore } from '../../src/features/editor/store/createEditorStore.ts';
import { barDto, catalogue } from './editorKit.ts';
import { type FakeError, type FakeSaveServerOptions, fakeSaveServer } from './fakeSaveServer.ts';
import { manualTimers, settle } from './manualTimers.ts';

export const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value));

export type LiveClient = { store: EditorStore; inbox: LivePatchEvent[]; live: ReturnType<typeof startLiveEditing> };

/**
 * Two editors (ids `a1…` and `b1…`) on one bar, each with its autosave and the live channel,
 * against a fake server that stores versions. `addressed` is what an event is made from (the
 * stored bar as the channel compares it); `publish` turns each version stored since the last look
 * into an event of its own in both inboxes (their own too, as the server does for a save that
 * names no participant), and the test delivers them whenever its steps say.
 */
export function twoLiveEditors(addressed: (bar: BarDto) => unknown, options: FakeSaveServerOptions = {}) {
  const clock = manualTimers();
  const server = fakeSaveServer(barDto(), options);
  let published = server.stored();
  const clients: LiveClient[] = (['a', 'b'] as const).map((prefix) => {
    let next = 0;
    const store = createEditorStore({ newId: () => `${prefix}${++next}` });
    store.getState().setCatalogue(catalogue);
    store.getState().loadBar(asJson(server.stored()), 'edit-token');
    startAutosave(store, {
      save: server.save,
      patch: server.patch,
      describeError: (error) => error as FakeError,
      onProblem: (problem) => {
        if (problem.kind === 'conflict') mergeLiveConflict(store, problem.server);
      },
      timers: clock.timers,
    });
    const live = startLiveEditing(store, { fetchStored: async () => asJson(server.stored()), me: () => null });
    return { store, inbox: [], live };
  });
  /** Each version stored since the last look becomes an event of its own, as the server sends them. */
  const publish = () => {
    for (let version = published.version + 1; version <= server.stored().version; version++) {
      const stored = server.storedAt(version) as BarDto;
      const event: LivePatchEvent = {
        version,
        ops: jsonPatch.compare(addressed(published) as object, addressed(stored) as object),
        by: null,
      };
      published = stored;
      for (const client of clients) client.inbox.push(event);
    }
  };
  /** Lets every pending save and answer run, then publishes what was stored. */
  const settleAll = async () => {
    for (let turn = 0; turn < 4; turn++) await settle();
    publish();
  };
  /** The oldest event in a client's inbox arrives (none when its inbox is empty). */
  const deliver = (index: 0 | 1) => {
    const client = clients[index] as LiveClient;
    const event = client.inbox.shift();
    if (event) client.live.patch(event);
  };
  /** One turn of the end: saves go out after 30 s, then every event arrives. */
  const drainTurn = async () => {
    clock.advance(30_000);
    await settleAll();
    for (const client of clients) {
      for (const event of client.inbox.splice(0)) client.live.patch(event);
      await client.live.settled();
    }
    await settleAll();
  };
  return { clock, server, clients, settleAll, deliver, drainTurn };
}
