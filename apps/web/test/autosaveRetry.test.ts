import { describe, expect, test } from 'vitest';
import { type SaveProblem, startAutosave } from '../src/features/editor/autosave/autosaveController.ts';
import { deriveSaveState } from '../src/features/editor/autosave/mergeSave.ts';
import { parseRetryAfter } from '../src/features/editor/autosave/retry.ts';
import { addModule, BASE, loadedStore } from './fixtures.ts';
import { fakeSaveServer } from './kit/fakeSaveServer.ts';
import { manualTimers, settle } from './kit/manualTimers.ts';

type Failure = { status: number | undefined; body: unknown; retryAfterSeconds?: number };

/**
 * Autosave against a server that fails the next saves as `failures` says (then answers normally),
 * on timers the test advances.
 */
function setup(failures: Failure[]) {
  const clock = manualTimers();
  const store = loadedStore();
  const server = fakeSaveServer();
  const problems: SaveProblem[] = [];
  let attempts = 0;
  const failNext = <T>(send: () => Promise<T>): Promise<T> => {
    attempts += 1;
    const failure = failures.shift();
    return failure ? Promise.reject(failure) : send();
  };
  startAutosave(store, {
    save: (...args) => failNext(() => server.save(...args)),
    patch: (...args) => failNext(() => server.patch(...args)),
    describeError: (error) => error as Failure,
    onProblem: (problem) => problems.push(problem),
    timers: clock.timers,
  });
  const wait = async (ms: number) => {
    clock.advance(ms);
    await settle();
    await settle();
  };
  return { store, server, problems, wait, attempts: () => attempts };
}

const restarting = (retryAfterSeconds?: number): Failure => ({
  status: 503,
  body: { message: 'The server is restarting.' },
  ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
});
const noAnswer: Failure = { status: undefined, body: undefined };

describe('autosave after a save that failed for a passing reason', () => {
  test('a 503 is sent again after its Retry-After, and the edit is saved', async () => {
    const { store, server, problems, wait, attempts } = setup([restarting(5)]);
    addModule(store, BASE.graxx600);
    await wait(500);
    expect(attempts()).toBe(1);
    expect(deriveSaveState(store.getState())).toBe('error');
    // Not before the server said.
    await wait(4_900);
    expect(attempts()).toBe(1);
    await wait(100);
    expect(attempts()).toBe(2);
    expect(deriveSaveState(store.getState())).toBe('saved');
    expect(server.stored().front.baseModules).toHaveLength(1);
    expect(problems.map((problem) => problem.kind)).toEqual(['failed']);
  });

  test('a network error is retried with a growing wait, edits made meanwhile go too, the user is told once', async () => {
    const { store, server, problems, wait, attempts } = setup([noAnswer, noAnswer, noAnswer]);
    addModule(store, BASE.graxx600);
    await wait(500);
    expect(attempts()).toBe(1);
    await wait(1_000);
    expect(attempts()).toBe(2);
    addModule(store, BASE.graxx1200);
    // The edit restarts the quiet period: its save is the third attempt, then 4 s before the fourth.
    await wait(500);
    expect(attempts()).toBe(3);
    await wait(3_900);
    expect(attempts()).toBe(3);
    await wait(100);
    expect(attempts()).toBe(4);
    expect(deriveSaveState(store.getState())).toBe('saved');
    expect(server.stored().front.baseModules).toHaveLength(2);
    expect(problems).toEqual([{ kind: 'failed', status: undefined }]);
  });

  test('after a success the wait starts again from one second', async () => {
    const { store, wait, attempts } = setup([noAnswer, noAnswer]);
    addModule(store, BASE.graxx600);
    await wait(500);
    await wait(1_000);
    await wait(2_000);
    expect(attempts()).toBe(3);
    expect(deriveSaveState(store.getState())).toBe('saved');
  });

  test('a refusal that retrying cannot change (500) is not sent again until the next edit', async () => {
    const { store, problems, wait, attempts } = setup([{ status: 500, body: { message: 'boom' } }]);
    addModule(store, BASE.graxx600);
    await wait(500);
    await wait(60_000);
    expect(attempts()).toBe(1);
    expect(deriveSaveState(store.getState())).toBe('error');
    expect(problems).toEqual([{ kind: 'failed', status: 500 }]);
  });
});

describe('Retry-After of a failed save', () => {
  test('reads seconds, and nothing else', () => {
    expect(parseRetryAfter('5')).toBe(5);
    expect(parseRetryAfter(' 30 ')).toBe(30);
    expect(parseRetryAfter('Wed, 21 Oct 2026 07:28:00 GMT')).toBeUndefined();
    expect(parseRetryAfter('-1')).toBeUndefined();
    expect(parseRetryAfter(undefined)).toBeUndefined();
  });
});
