import type { RevisionSummary } from '@bar/contracts/barRevisions';
import type { BarListItem } from '@bar/contracts/bars';
import { useEffect, useMemo, useState } from 'react';
import { listBars } from '../../bars/accountBarsApi.ts';
import { type BarTokens, fetchBar } from '../../bars/barsApi.ts';
import { fetchRevision, listRevisions } from '../../bars/revisionsApi.ts';
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
    setChoices({ status: 'loading' });
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

/** Both versions loaded and compared; null until both are chosen. */
export function useComparison(
  barId: string,
  tokens: BarTokens,
  before: SourceKey | null,
  after: SourceKey | null,
): Loaded<{ before: ComparedVersion; after: ComparedVersion; comparison: Comparison }> | null {
  const [state, setState] = useState<Loaded<{ before: ComparedVersion; after: ComparedVersion }> | null>(null);
  const tokenKey = JSON.stringify(tokens);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `tokenKey` stands for `tokens`.
  useEffect(() => {
    if (!before || !after) {
      setState(null);
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    Promise.all([loadVersion(barId, before, tokens), loadVersion(barId, after, tokens)])
      .then(([older, newer]) => live && setState({ status: 'ready', value: { before: older, after: newer } }))
      .catch(() => live && setState({ status: 'failed' }));
    return () => {
      live = false;
    };
  }, [barId, tokenKey, before, after]);
  return useMemo(() => {
    if (state?.status !== 'ready') return state;
    const { before: older, after: newer } = state.value;
    return { status: 'ready', value: { before: older, after: newer, comparison: compareVersions(older, newer) } };
  }, [state]);
}
