import type { BarDocument } from '@bar/domain/document';
import { type SQL, sql } from 'drizzle-orm';
import { bars, type RevisionPatch, type StoredBarRow } from '../../db/schema.ts';
import { pointerKeys } from './jsonPointer.ts';

// How a bar's document lies in the three columns of `bars` (see `bars.documentRest`): reading it
// back whole, and the SQL with which a save sets only the columns its change touches.

/** The columns that hold a bar's document (see `bars.documentRest`), to select with `barDocumentOfParts`. */
export const barDocumentColumns = { documentRest: bars.documentRest, front: bars.front, back: bars.back };

type StoredDocumentParts = Pick<StoredBarRow, 'documentRest' | 'front' | 'back'>;

/** The document as stored in its three columns, put together (a side stored as JSON null was missing). */
export function barDocumentOfParts({ documentRest, front, back }: StoredDocumentParts): BarDocument {
  const document: Record<string, unknown> = { ...documentRest };
  if (front !== null) document.front = front;
  if (back !== null) document.back = back;
  return document as BarDocument;
}

/** A document split into the three columns that store it. */
export function barDocumentParts(document: BarDocument): StoredDocumentParts {
  const { front, back, ...documentRest } = document;
  return { documentRest, front: front ?? null, back: back ?? null } as StoredDocumentParts;
}

/**
 * The whole document of `bars` as one jsonb value in SQL, for queries that look into it (a path
 * search); reading a document, select `barDocumentColumns` instead.
 */
export const barDocumentSql = sql<BarDocument>`(${bars.documentRest} || jsonb_build_object('front', ${bars.front}, 'back', ${bars.back}))`;

/** Beyond this many operations on one of the document's columns, a save sends that column whole. */
const MAX_OPERATIONS_IN_DATABASE = 32;

type DocumentColumn = 'document_rest' | 'front' | 'back';
const DOCUMENT_COLUMNS: readonly DocumentColumn[] = ['document_rest', 'front', 'back'];

/** The column a document path lies in, and the keys of the path inside that column's value. */
function columnOfPath(path: string): { column: DocumentColumn; keys: string[] } {
  const keys = pointerKeys(path);
  const [first, ...rest] = keys;
  if (first === 'front' || first === 'back') return { column: first, keys: rest };
  return { column: 'document_rest', keys };
}

/**
 * The new value of `column` with its operations from the diff applied, as SQL (jsonb_set,
 * jsonb_insert and #-, one after the other), or null when they are too many or one replaces the
 * whole value of `document_rest`. The diff's paths exist in the stored document (it was taken from
 * it), and its additions to arrays come at their ends in ascending order, as jsonb_insert makes them.
 */
function columnPatchedInDatabase(column: DocumentColumn, diff: RevisionPatch): SQL | null {
  if (diff.length > MAX_OPERATIONS_IN_DATABASE) return null;
  let value = sql.raw(column);
  for (const operation of diff) {
    const { keys } = columnOfPath(operation.path);
    const json = sql`${JSON.stringify(operation.value ?? null)}::jsonb`;
    if (keys.length === 0) {
      // A whole side: added or replaced with its value; a side removed is stored as JSON null.
      if (column === 'document_rest') return null;
      value = operation.op === 'remove' ? sql`'null'::jsonb` : json;
      continue;
    }
    const path = sql`array[${sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    )}]::text[]`;
    if (operation.op === 'remove') value = sql`(${value} #- ${path})`;
    else if (operation.op === 'replace') value = sql`jsonb_set(${value}, ${path}, ${json}, false)`;
    else value = sql`jsonb_insert(${value}, ${path}, ${json})`;
  }
  return value;
}

/**
 * The SET list of the document's columns for a save: with a known diff, only the columns it
 * touches (an update leaves the others' stored values alone, so a colour does not rewrite the
 * sides), each patched in the database when its operations are few, else sent whole; without a
 * diff, all three sent whole.
 */
export function documentAssignments(document: BarDocument, diff: RevisionPatch | null): SQL[] {
  const parts = barDocumentParts(document);
  const whole: Record<DocumentColumn, unknown> = {
    document_rest: parts.documentRest,
    front: parts.front,
    back: parts.back,
  };
  const assignments: SQL[] = [];
  for (const column of DOCUMENT_COLUMNS) {
    const operations = diff?.filter((operation) => columnOfPath(operation.path).column === column);
    if (operations && operations.length === 0) continue;
    const value =
      (operations && columnPatchedInDatabase(column, operations)) ?? sql`${JSON.stringify(whole[column])}::jsonb`;
    assignments.push(sql`${sql.raw(column)} = ${value}, `);
  }
  return assignments;
}

/** True in SQL when the stored document differs from `document` (compared in the database). */
export function documentDiffers(document: BarDocument): SQL {
  const parts = barDocumentParts(document);
  return sql`(document_rest is distinct from ${JSON.stringify(parts.documentRest)}::jsonb
    or front is distinct from ${JSON.stringify(parts.front)}::jsonb
    or back is distinct from ${JSON.stringify(parts.back)}::jsonb)`;
}
