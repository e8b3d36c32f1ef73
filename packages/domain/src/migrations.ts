import { DOCUMENT_VERSION } from './document.ts';
import { migrateBackOffset } from './migrateBackOffset.ts';
import { seedBaseModules } from './seed/baseModules.ts';

type RawDocument = Record<string, unknown>;
type Migration = (doc: RawDocument) => RawDocument;

/** The base modules' sizes, which the catalogue has never changed, for steps that measure a bar. */
const SEED_MODULE_SIZES = new Map(seedBaseModules.map((module) => [module.id, module]));

/**
 * Steps from each older document version to the next. Version 0 is a document without
 * `schemaVersion` (as an API client following the specification sends it); defaults for missing
 * fields come from the schema that parses the result.
 */
const MIGRATIONS: Record<number, Migration> = {
  0: (doc) => ({ ...doc, schemaVersion: 1 }),
  1: (doc) => ({ ...migrateBackOffset(doc, SEED_MODULE_SIZES), schemaVersion: 2 }),
};

export type MigrationOutcome = { ok: true; doc: unknown } | { ok: false; reason: 'notAnObject' | 'fromTheFuture' };

/** Brings a stored or submitted document up to the current version; the schema parse follows. */
export function migrateDocument(raw: unknown): MigrationOutcome {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, reason: 'notAnObject' };
  let doc = raw as RawDocument;
  let version = typeof doc.schemaVersion === 'number' ? doc.schemaVersion : 0;
  if (version > DOCUMENT_VERSION) return { ok: false, reason: 'fromTheFuture' };
  while (version < DOCUMENT_VERSION) {
    const step = MIGRATIONS[version];
    if (!step) return { ok: false, reason: 'fromTheFuture' };
    doc = step(doc);
    version += 1;
  }
  return { ok: true, doc };
}
