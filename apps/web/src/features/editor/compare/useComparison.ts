import type { RevisionSummary } from '@bar/contracts/barRevisions';
import type { BarListItem } from '@bar/contracts/bars';
import { useEffect, useMemo, useState } from 'react';
import { type BarTokens, fetchBar, fetchRevision, listBars, listRevisions } from '../../bars/index.ts';
import { documentOf } from '../store/documentOf.ts';
import { type ComparedVersion, type Comparison, compareVersions } from './comparison.ts';

/** A version to compare: `rev:<version>` (a revision of the open bar) or `bar:<id>` (another bar of the user). */
export type SourceKey = `rev:${number}` | `bar:${string}`;

export type CompareChoices = { revisions: RevisionSummary[]; otherBars: BarListItem[] };

export function revisionOf(key: SourceKey | null): number | null {
  return key?.startsWith('rev:') ? Number(key.slice(4)) : null;
}

async function loadVersion(barId: string, key: SourceKey, tokens: BarTokens): Promise<ComparedVersion> {
  const revision = revisionOf(key);
  if (revision !== null) {
    const found = await fetchRevision(barId, revision, tokens);
    return { document: found.document, parts: found.parts };
  }
  const other = await fetchBar(key.slice(4), {});
  return { document: documentOf(other), parts: other.parts };
}

type Loaded<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; value: T };

/**
 * The revisions of the open bar and the user's other bars to choose from (reloaded whenever
 * `reload` changes, e.g. the bar's version), with the first two revisions as the default pair.
 */
export function useCompareChoices(barId: string, tokens: BarTokens, signedIn: boolean, reload: number) {
  const [choices, setChoices] = useState<Loaded<CompareChoices>>({ status: 'loading' });
  const tokenKey = JSON.stringify(tokens);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reload` and `tokenKey` are the triggers.
  useEffect(() => {
    let live = true;
    // A reload (a new version was saved) keeps the last lists on screen until the new ones come.
    setChoices((last) => (last.status === 'ready' ? last : { status: 'loading' }));
    Promise.all([
      listRevisions(barId, tokens),
      signedIn ? listBars({ per_page: 50 }).then((page) => page.data) : Promise.resolve([]),
    ])
      .then(([revisions, bars]) => {
        if (!live) return;
        const otherBars = bars.filter((bar) => bar.id !== barId);
        setChoices({ status: 'ready', value: { revisions: revisions.data, otherBars } });
      })
      .catch(() => live && setChoices({ status: 'failed' }));
    return () => {
      live = false;
    };
  }, [barId, tokenKey, signedIn, reload]);
  return choices;
}

type Pair = { before: ComparedVersion; after: ComparedVersion };

/**
 * Both versions loaded and compared; null until both are chosen. While another pair loads, the
 * last comparison stays (with `loading` set), so the dialog does not jump.
 */
export function useComparison(
  barId: string,
  tokens: BarTokens,
  before: SourceKey | null,
  after: SourceKey | null,
): { loading: boolean; failed: boolean; value: (Pair & { comparison: Comparison }) | null } | null {
  const [state, setState] = useState<{ loading: boolean; failed: boolean; pair: Pair | null } | null>(null);
  const tokenKey = JSON.stringify(tokens);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `tokenKey` stands for `tokens`.
  useEffect(() => {
    if (!before || !after) {
      setState(null);
      return;
    }
    let live = true;
    setState((last) => ({ loading: true, failed: false, pair: last?.pair ?? null }));
    Promise.all([loadVersion(barId, before, tokens), loadVersion(barId, after, tokens)])
      .then(
        ([older, newer]) => live && setState({ loading: false, failed: false, pair: { before: older, after: newer } }),
      )
      .catch(() => live && setState({ loading: false, failed: true, pair: null }));
    return () => {
      live = false;
    };
  }, [barId, tokenKey, before, after]);
  return useMemo(() => {
    if (!state) return null;
    const { pair, loading, failed } = state;
    return {
      loading,
      failed,
      value: pair ? { ...pair, comparison: compareVersions(pair.before, pair.after) } : null,
    };
  }, [state]);
}
