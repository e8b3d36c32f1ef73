import type { BarDto } from '@bar/contracts/bars';
import type { LivePatchEvent } from '@bar/contracts/live';
import type { OrbitSettings } from '@bar/domain/document';
import fc from 'fast-check';
import jsonPatch from 'fast-json-patch';
import { describe, expect, test } from 'vitest';
import { startAutosave } from '../src/features/editor/autosave/autosaveController.ts';
import { mergeLiveConflict, startLiveEditing } from '../src/features/editor/live/liveEditing.ts';
import { createEditorStore, type EditorStore } from '../src/features/editor/store/createEditorStore.ts';
import { documentOf } from '../src/features/editor/store/documentOf.ts';
import { addModule, BASE, barDto, catalogue } from './fixtures.ts';
import { type FakeError, type FakeSaveServerOptions, fakeSaveServer } from './kit/fakeSaveServer.ts';
import { manualTimers, settle } from './kit/manualTimers.ts';

const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value));

/** What the live channel's events are made from: the stored bar, its name beside the document, camera included (as the server's revisions hold it). */
function addressed(bar: BarDto) {
  return asJson({ name: bar.name, ...documentOf(bar) });
}

type Client = { store: EditorStore; inbox: LivePatchEvent[]; live: ReturnType<typeof startLiveEditing> };

/**
 * The editor (client 0) builds; both it and a second participant (client 1) turn their own
 * cameras. Only client 0 changes the bar's content, so nothing the other does collides with its
 * steps: whatever the order of camera moves, saves and deliveries, none of its undo steps may go.
 */
type Step =
  | { kind: 'edit'; baseModule: number }
  | { kind: 'camera'; client: 0 | 1; rotationX: number }
  | { kind: 'tick'; ms: number }
  | { kind: 'deliver'; client: 0 | 1 };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('edit' as const), baseModule: fc.constantFrom(BASE.graxx600, BASE.graxx1200) }),
  fc.record({
    kind: fc.constant('camera' as const),
    client: fc.constantFrom<0 | 1>(0, 1),
    rotationX: fc.integer({ min: -180, max: 180 }),
  }),
  fc.record({ kind: fc.constant('tick' as const), ms: fc.constantFrom(100, 500) }),
  fc.record({ kind: fc.constant('deliver' as const), client: fc.constantFrom<0 | 1>(0, 1) }),
);

function turned(store: EditorStore, rotationX: number): OrbitSettings {
  const current = store.getState().doc?.orbit_settings;
  if (!current) throw new Error('no bar');
  return { ...current, rotationX };
}

async function run(steps: Step[], options: FakeSaveServerOptions): Promise<void> {
  const clock = manualTimers();
  const server = fakeSaveServer(barDto(), options);
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
  const builder = clients[0] as Client;
  let edits = 0;

  for (const next of steps) {
    if (next.kind === 'edit') {
      const before = builder.store.getState().past.length;
      try {
        addModule(builder.store, next.baseModule);
      } catch {
        // A bar already as long as it may be: nothing added.
      }
      edits += builder.store.getState().past.length - before;
    } else if (next.kind === 'camera') {
      const { store } = clients[next.client] as Client;
      store.getState().dispatch({ type: 'setOrbit', orbit: turned(store, next.rotationX) });
    } else if (next.kind === 'tick') clock.advance(next.ms);
    else {
      const client = clients[next.client] as Client;
      const event = client.inbox.shift();
      if (event) client.live.patch(event);
    }
    await settleAll();
    await builder.live.settled();
    expect(builder.store.getState().past).toHaveLength(edits);
  }
  for (let turn = 0; turn < 20; turn++) {
    clock.advance(30_000);
    await settleAll();
    for (const client of clients) {
      for (const event of client.inbox.splice(0)) client.live.patch(event);
      await client.live.settled();
    }
    await settleAll();
  }
  expect(builder.store.getState().past).toHaveLength(edits);
  expect(asJson(builder.store.getState().doc?.front)).toEqual(asJson(documentOf(server.stored()).front));
}

describe('two editors who both turn their own cameras on one live bar', () => {
  test('never cost the builder an undo step, whatever the order of camera saves and deliveries', {
    timeout: 120_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 30 }), fc.boolean(), (steps, isJsonbOrdered) =>
        run(steps, { isJsonbOrdered }),
      ),
      { numRuns: 80 },
    );
  });
});
