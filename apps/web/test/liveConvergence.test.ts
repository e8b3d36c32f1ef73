import type { BarDto } from '@bar/contracts/bars';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { EditorStore } from '../src/features/editor/store/createEditorStore.ts';
import { documentOf } from '../src/features/editor/store/documentOf.ts';
import { addModule, BASE } from './fixtures.ts';
import { asJson, type LiveClient, twoLiveEditors } from './kit/twoLiveEditors.ts';

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

/** Two editors on one bar, the server's versions delivered to both whenever the steps say. */
async function run(steps: Step[]): Promise<void> {
  const { clock, server, clients, settleAll, deliver, drainTurn } = twoLiveEditors(addressed);
  for (const next of steps) {
    if (next.kind === 'edit') addModule((clients[next.client] as LiveClient).store, next.baseModule);
    else if (next.kind === 'tick') clock.advance(500);
    else deliver(next.client);
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
  for (let turn = 0; turn < 60 && !quiet(); turn++) await drainTurn();
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
