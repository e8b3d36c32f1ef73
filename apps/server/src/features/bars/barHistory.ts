import type { Catalogue } from '@bar/domain/catalogue';
import type { BarDocument } from '@bar/domain/document';
import { computePartsList } from '@bar/domain/partsList';
import type { Database } from '../../db/client.ts';
import type { BarRow } from '../../db/schema.ts';
import { storedDocument } from './presentBar.ts';
import {
  findRevision,
  type HistoryEntry,
  lastSaveVersion,
  latestRevisionAtStep,
  type StoredRevision,
  saveNextVersion,
} from './repository.ts';
import { diffJson } from './revisionPatch.ts';
import type { RevisionRetention } from './revisionRetention.ts';

export type HistoryMove = 'undo' | 'redo';

export type HistoryOutcome = { ok: true; bar: BarRow } | { ok: false; reason: 'staleVersion' | 'nothingToMove' };

/**
 * The revision an undo or redo would bring back. History is a stack of steps: every revision
 * records its step, and the newest revision at a step is the state the bar had there. An undo
 * goes one step down. A redo goes one step up, but only to a state made since the last plain save
 * (a save after an undo cuts off the redo path).
 */
async function targetRevision(db: Database, bar: BarRow, move: HistoryMove): Promise<StoredRevision | null> {
  const current = await findRevision(db, bar.id, bar.version);
  const step = current?.step ?? bar.version;
  if (move === 'undo') return step <= 1 ? null : latestRevisionAtStep(db, bar.id, step - 1);
  const target = await latestRevisionAtStep(db, bar.id, step + 1);
  if (!target || target.version < (await lastSaveVersion(db, bar.id))) return null;
  return target;
}

/**
 * Undo or redo on the server: the target revision's document and name become a new version (so
 * the version check guards it like a save). Refuses a stale `expectedVersion`; a concurrent save
 * that wins the race also makes this a stale version.
 */
export async function moveInHistory(
  db: Database,
  bar: BarRow,
  move: HistoryMove,
  expectedVersion: number,
  catalogue: Catalogue,
  retention: RevisionRetention,
): Promise<HistoryOutcome> {
  if (expectedVersion !== bar.version) return { ok: false, reason: 'staleVersion' };
  const target = await targetRevision(db, bar, move);
  if (!target) return { ok: false, reason: 'nothingToMove' };
  const change = { name: target.name, document: storedDocument({ id: bar.id, document: target.document }) };
  const entry = { step: target.step, kind: move };
  const saved = await storeAsNextVersion(db, { bar, change, catalogue, retention, entry });
  return saved ? { ok: true, bar: saved } : { ok: false, reason: 'staleVersion' };
}

/**
 * What an undo, a redo or a restore stores: a document and name that passed the checks, made the
 * version after `bar.version`, priced, with the revision stored as its difference from the row's
 * document (the one stored with the current revision). Null when another save won.
 */
export function storeAsNextVersion(
  db: Database,
  next: {
    bar: BarRow;
    change: { name: string; document: BarDocument };
    catalogue: Catalogue;
    retention: RevisionRetention;
    entry: HistoryEntry;
  },
): Promise<BarRow | null> {
  const { bar, change, catalogue, retention, entry } = next;
  const totalPriceCents = computePartsList(change.document, catalogue, 'en').total_price;
  const diff = diffJson(bar.document, change.document);
  return saveNextVersion(db, bar.id, bar.version, { ...change, totalPriceCents }, retention, { diff }, entry);
}
