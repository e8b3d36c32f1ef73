import { and, asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { barRevisions } from '../src/db/schema.ts';
import { pruneRevisions, SNAPSHOT_EVERY_VERSIONS } from '../src/features/bars/repository.ts';
import {
  PRUNE_EVERY_VERSIONS,
  type RevisionRetention,
  type RevisionStamp,
  revisionsToPrune,
} from '../src/features/bars/revisionRetention.ts';
import { createBar, graxxBar } from './helpers/bars.ts';
import { databaseKinds } from './helpers/database.ts';
import { useTestApp } from './helpers/testApp.ts';

const DAY = 86_400_000;
const NOW = new Date('2026-11-25T12:00:00Z');

/** Revisions with ascending versions and non-decreasing times, as saves make them. */
const historyArbitrary = fc
  .array(
    fc.record({
      gapMs: fc.integer({ min: 0, max: 3 * DAY }),
      kind: fc.constantFrom<RevisionStamp['kind']>('save', 'save', 'undo', 'redo'),
    }),
    { minLength: 1, maxLength: 120 },
  )
  .map((steps) => {
    let time = NOW.getTime();
    const newestFirst = steps.map((step, index) => {
      time -= step.gapMs;
      return { kind: step.kind, createdAt: new Date(time), index };
    });
    return newestFirst
      .reverse()
      .map((entry, index) => ({ version: index + 1, kind: entry.kind, createdAt: entry.createdAt }));
  });

const policyArbitrary = fc.record({
  keepLast: fc.integer({ min: 1, max: 60 }),
  keepDailyDays: fc.integer({ min: 0, max: 40 }),
});

const day = (date: Date) => date.toISOString().slice(0, 10);

describe('revisionsToPrune', () => {
  it('never deletes the snapshot a kept patch revision is read from', () => {
    fc.assert(
      fc.property(historyArbitrary, policyArbitrary, fc.integer({ min: 1, max: 25 }), (history, policy, every) => {
        // Version 1 and every `every`-th version after it are snapshots; the others patch the last one.
        const stamped = history.map((revision) => ({
          ...revision,
          baseVersion:
            (revision.version - 1) % every === 0 ? null : revision.version - ((revision.version - 1) % every),
        }));
        const doomed = new Set(revisionsToPrune(stamped, policy, NOW));
        const withoutBases = new Set(revisionsToPrune(history, policy, NOW));
        for (const revision of stamped) {
          if (doomed.has(revision.version)) expect(withoutBases.has(revision.version)).toBe(true);
          else if (revision.baseVersion !== null) expect(doomed.has(revision.baseVersion)).toBe(false);
        }
      }),
    );
  });

  it('keeps exactly the newest keepLast, the newest of each day in the window and the newest save', () => {
    fc.assert(
      fc.property(historyArbitrary, policyArbitrary, (history, policy) => {
        const doomed = new Set(revisionsToPrune(history, policy, NOW));
        const kept = history.filter((revision) => !doomed.has(revision.version));
        const newest = Math.max(...history.map((revision) => revision.version));
        const newestSave = Math.max(0, ...history.filter((r) => r.kind === 'save').map((r) => r.version));
        const since = NOW.getTime() - policy.keepDailyDays * DAY;
        const newestOfDay = new Map<string, number>();
        for (const revision of history) {
          if (policy.keepDailyDays === 0 || revision.createdAt.getTime() <= since) continue;
          const key = day(revision.createdAt);
          newestOfDay.set(key, Math.max(newestOfDay.get(key) ?? 0, revision.version));
        }
        for (const revision of history) {
          const shouldKeep =
            revision.version > newest - policy.keepLast ||
            revision.version === newestSave ||
            newestOfDay.get(day(revision.createdAt)) === revision.version;
          expect(doomed.has(revision.version)).toBe(!shouldKeep);
        }
        // Pruning what is left deletes nothing more: the policy is stable.
        expect(revisionsToPrune(kept, policy, NOW)).toEqual([]);
        // Bounded: never more than keepLast + one a day + the newest save.
        expect(kept.length).toBeLessThanOrEqual(policy.keepLast + policy.keepDailyDays + 2);
      }),
    );
  });

  it('never deletes the current version, nor anything of a short history', () => {
    fc.assert(
      fc.property(historyArbitrary, policyArbitrary, (history, policy) => {
        const doomed = revisionsToPrune(history, policy, NOW);
        expect(doomed).not.toContain(history.length);
        if (history.length <= policy.keepLast) expect(doomed).toEqual([]);
        expect([...doomed].sort((a, b) => a - b)).toEqual(doomed);
      }),
    );
  });

  it('keeps the newest restore as it keeps the newest plain save (redo compares against both)', () => {
    const old = new Date(NOW.getTime() - 90 * DAY);
    const history: RevisionStamp[] = [
      { version: 1, kind: 'save', createdAt: old },
      { version: 2, kind: 'restore', createdAt: old },
      { version: 3, kind: 'undo', createdAt: old },
      { version: 4, kind: 'undo', createdAt: old },
    ];
    expect(revisionsToPrune(history, { keepLast: 1, keepDailyDays: 0 }, NOW)).toEqual([1, 3]);
  });

  it('keeps one revision per day of the window when many were saved each day', () => {
    const history: RevisionStamp[] = [];
    for (let index = 0; index < 100; index++) {
      // Ten revisions a day over ten days, the newest now.
      history.unshift({ version: 100 - index, kind: 'save', createdAt: new Date(NOW.getTime() - index * 0.1 * DAY) });
    }
    const doomed = new Set(revisionsToPrune(history, { keepLast: 5, keepDailyDays: 7 }, NOW));
    const kept = history.filter((revision) => !doomed.has(revision.version));
    const days = new Set(kept.filter((r) => r.version <= 95).map((r) => day(r.createdAt)));
    expect(kept.filter((r) => r.version > 95)).toHaveLength(5);
    // Seven days back from noon reach into eight calendar days; each older one keeps its newest.
    expect(days.size).toBe(kept.filter((r) => r.version <= 95).length);
    expect(kept.length).toBeLessThanOrEqual(5 + 8);
    expect(kept.every((r) => r.createdAt.getTime() > NOW.getTime() - 7 * DAY || r.version > 95)).toBe(true);
  });
});

describe.each(databaseKinds)('revision retention on save (%s)', (kind) => {
  const retention: RevisionRetention = { keepLast: 5, keepDailyDays: 0 };
  const server = useTestApp(kind, { config: { revisions: retention }, guest: true });

  const versionsOf = async (barId: string) =>
    (
      await server.db
        .select({ version: barRevisions.version })
        .from(barRevisions)
        .where(eq(barRevisions.barId, barId))
        .orderBy(asc(barRevisions.version))
    ).map((row) => row.version);

  it('prunes every tenth version down to the policy, and undo and redo still work on what is kept', async () => {
    const created = await createBar(server.guest);
    const saves = 4 * PRUNE_EVERY_VERSIONS;
    for (let version = 1; version <= saves; version++) {
      const response = await server.guest.put(`/api/bars/${created.id}`, { version, ...graxxBar((version % 3) + 1) });
      expect(response.statusCode).toBe(200);
    }
    // Version 41 now; the prune at version 40 kept 36 to 40, then 41 was added. The first save
    // stored a snapshot (2), every SNAPSHOT_EVERY_VERSIONS-th after it too (22, 42): 22 is the
    // snapshot that 36 to 41 are read from, so it stays.
    expect(SNAPSHOT_EVERY_VERSIONS).toBe(20);
    expect(await versionsOf(created.id)).toEqual([22, 36, 37, 38, 39, 40, 41]);

    // Save n stored graxxBar(n % 3 + 1) as version n + 1: an undo from 41 brings back save 39's.
    const undone = await server.guest.post(`/api/bars/${created.id}/undo`, { version: 41 });
    expect(undone.statusCode).toBe(200);
    expect(undone.json().data.front.baseModules).toHaveLength((39 % 3) + 1);
    const redone = await server.guest.post(`/api/bars/${created.id}/redo`, { version: 42 });
    expect(redone.statusCode).toBe(200);
    expect(redone.json().data.front.baseModules).toHaveLength((40 % 3) + 1);
  });

  it('refuses an undo past what is kept with 409 and changes nothing', async () => {
    const created = await createBar(server.guest);
    for (let version = 1; version <= 2 * PRUNE_EVERY_VERSIONS; version++) {
      expect(
        (await server.guest.put(`/api/bars/${created.id}`, { version, ...graxxBar((version % 2) + 1) })).statusCode,
      ).toBe(200);
    }
    // Kept: 16..20 and 21. Five undos walk down to step 16; the sixth has no revision to go to.
    let version = 21;
    for (let undo = 0; undo < 5; undo++) {
      const response = await server.guest.post(`/api/bars/${created.id}/undo`, { version });
      expect(response.statusCode).toBe(200);
      version = response.json().data.version;
    }
    const before = await versionsOf(created.id);
    const refused = await server.guest.post(`/api/bars/${created.id}/undo`, { version });
    expect(refused.statusCode).toBe(409);
    expect(await versionsOf(created.id)).toEqual(before);
  });

  it('keeps the newest revision of each day of the daily window', async () => {
    const created = await createBar(server.guest);
    for (let version = 1; version <= 8; version++) {
      // Each save a real change (a save that changes nothing stores no version).
      const bar = graxxBar((version % 2) + 1);
      expect((await server.guest.put(`/api/bars/${created.id}`, { version, ...bar })).statusCode).toBe(200);
    }
    // Versions 1 to 9: move 1 to 6 into the past, two a day around noon (UTC) of 3, 2 and 1 days
    // ago, the even one an hour later; 7 to 9 stay today.
    const todayUtc = Math.floor(Date.now() / DAY) * DAY;
    for (let version = 1; version <= 6; version++) {
      const daysAgo = 4 - Math.ceil(version / 2);
      const createdAt = new Date(todayUtc - daysAgo * DAY + 12 * 3_600_000 - (version % 2) * 3_600_000);
      await server.db
        .update(barRevisions)
        .set({ createdAt })
        .where(and(eq(barRevisions.barId, created.id), eq(barRevisions.version, version)));
    }
    const removed = await pruneRevisions(server.db, created.id, { keepLast: 3, keepDailyDays: 30 });
    // Kept: 7, 8, 9 (the last three) and the newest of each earlier day: 2, 4, 6.
    expect(await versionsOf(created.id)).toEqual([2, 4, 6, 7, 8, 9]);
    expect(removed).toBe(3);
  });
});
