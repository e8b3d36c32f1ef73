import type { BarDto } from '@bar/contracts/bars';
import type { LivePatchEvent } from '@bar/contracts/live';
import fc from 'fast-check';
import jsonPatch from 'fast-json-patch';
import { describe, expect, test } from 'vitest';
import { startAutosave } from '../src/features/editor/autosave/autosaveController.ts';
import { mergeLiveConflict, startLiveEditing } from '../src/features/editor/live/liveEditing.ts';
import { createEditorStore, type EditorStore } from '../src/features/editor/store/createEditorStore.ts';
import { documentOf } from '../src/features/editor/store/documentOf.ts';
import { addModule, BASE, barDto, catalogue } from './fixtures.ts';
import { type FakeError, fakeSaveServer } from './kit/fakeSaveServer.ts';
import { manualTimers, settle } from './kit/manualTimers.ts';

const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value));

/** What the live channel sends: the stored bar (name and document, no camera) from one version to the next. */
function addressed(bar: BarDto) {
  const { orbit_settings: _orbit, ...document } = documentOf(bar);
  return asJson({ name: bar.name, ...document });
}

function localDocument(store: EditorStore) {
  const { bar, doc } = store.getState();
  if (!bar || !doc) throw new Error('no bar');
  const { orbit_settings: _orbit, ...document } = doc;
  return asJson({ name: bar.name, ...document });
}

type Client = { store: EditorStore; inbox: LivePatchEvent[]; live: ReturnType<typeof startLiveEditing> };

type Step = { kind: 'edit'; client: 0 | 1; baseModule: number } | { kind: 'tick' } | { kind: 'deliver'; client: 0 | 1 };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('edit' as const),
    client: fc.constantFrom<0 | 1>(0, 1),
    baseModule: fc.constantFrom(BASE.graxx600, BASE.graxx1200),
  }),
  fc.constant<Step>({ kind: 'tick' }),
  fc.record({ kind: fc.constant('deliver' as const), client: fc.constantFrom<0 | 1>(0, 1) }),
);

/**
 * Two editors on one bar, each with its autosave and the live channel, against a server that
 * stores versions and sends each one to both (their own too, as the server does for a save that
 * names no participant), delivered whenever the steps say.
 */
async function run(steps: Step[]): Promise<void> {
  const clock = manualTimers();
  const server = fakeSaveServer(barDto());
  let published = server.stored();
  const clients: Client[] = (['a', 'b'] as const).map((prefix) => {
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
  /** Each version the server stored since the last look becomes an event in both inboxes. */
  const publish = () => {
    const stored = server.stored();
    if (stored.version === published.version) return;
    const event: LivePatchEvent = {
      version: stored.version,
      ops: jsonPatch.compare(addressed(published), addressed(stored)),
      by: null,
    };
    published = stored;
    for (const client of clients) client.inbox.push(event);
  };
  const settleAll = async () => {
    for (let turn = 0; turn < 4; turn++) await settle();
    publish();
  };

  for (const next of steps) {
    if (next.kind === 'edit') addModule((clients[next.client] as Client).store, next.baseModule);
    else if (next.kind === 'tick') clock.advance(500);
    else {
      const client = clients[next.client] as Client;
      const event = client.inbox.shift();
      if (event) client.live.patch(event);
    }
    await settleAll();
  }
  // The end: saves go out and every event arrives, until nothing moves any more.
  const quiet = () =>
    clients.every(({ store, inbox }) => {
      const state = store.getState();
      return (
        inbox.length === 0 &&
        !state.isSaving &&
        state.unsavedPatches.length === 0 &&
        !state.needsFullSave &&
        state.bar?.version === server.stored().version
      );
    });
  for (let turn = 0; turn < 60 && !quiet(); turn++) {
    clock.advance(30_000);
    await settleAll();
    for (const client of clients) {
      for (const event of client.inbox.splice(0)) client.live.patch(event);
      await client.live.settled();
    }
    await settleAll();
  }
  const stored = addressed(server.stored());
  for (const client of clients) {
    expect(client.store.getState().unsavedPatches).toEqual([]);
    expect(client.store.getState().bar?.version).toBe(server.stored().version);
    expect(localDocument(client.store)).toEqual(stored);
  }
}

describe('two editors on one live bar', () => {
  test('converge on the stored bar, whatever the order of edits, saves and deliveries', {
    timeout: 120_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), (steps) => run(steps)),
      { numRuns: 40 },
    );
  });
});
