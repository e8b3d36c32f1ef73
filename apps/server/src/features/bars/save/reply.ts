import { type BarPatchMinimalResult, type BarPatchResult, PREFER_MINIMAL, versionETag } from '@bar/contracts/barPatch';
import type { BarDto } from '@bar/contracts/bars';
import type { Locale } from '@bar/domain/locale';
import { computeWarnings } from '@bar/domain/warnings';
import type { FastifyReply } from 'fastify';
import { type Caller, presentedAccess } from '../access.ts';
import { listOnly, presentBar, storedDocument, transportTotals } from '../presentBar.ts';
import { conflict } from '../routeSupport.ts';
import type { Saved, SaveOutcome } from './context.ts';

/** Who asked for the save, in which language: what a reply shows depends on both. */
export type AskedBy = { locale: Locale; caller: Caller };

/**
 * Step 5 of a save: the answer. The ETag names the version stored, or, for an edit made on a version
 * that is no longer the bar's, the current one, sent with the 409 and the bar as it is now.
 */
function storedOrConflict(reply: FastifyReply, outcome: SaveOutcome, asked: AskedBy): Saved {
  if (outcome.kind === 'stale') {
    reply.header('etag', versionETag(outcome.current.version));
    throw conflict('bars.changedMeanwhile', outcome.current, outcome.catalogue, asked);
  }
  reply.header('etag', versionETag(outcome.saved.bar.version));
  return outcome.saved;
}

/** A PUT's reply: the bar as stored (the links not to a consultant), or the 409. */
export function putReply(reply: FastifyReply, outcome: SaveOutcome, asked: AskedBy): { data: BarDto } {
  const { bar, parts, catalogue } = storedOrConflict(reply, outcome, asked);
  return { data: presentBar(bar, catalogue, asked.locale, presentedAccess(bar, asked.caller) ?? 'view', parts) };
}

/**
 * A PATCH's reply: what the server derives (version, parts, warnings), not the document the client
 * already holds; or the 409. `minimal` (the client's `Prefer: return=minimal`): the version and the
 * parts list only, for a client that derives the rest itself (the editor); nothing else is
 * computed for it.
 */
export function patchReply(
  reply: FastifyReply,
  outcome: SaveOutcome,
  asked: AskedBy,
  minimal: boolean,
): { data: BarPatchResult | BarPatchMinimalResult } {
  const { bar, parts, catalogue } = storedOrConflict(reply, outcome, asked);
  if (minimal) {
    reply.header('preference-applied', PREFER_MINIMAL);
    return { data: { version: bar.version, parts: listOnly(parts) } };
  }
  // One parts list feeds everything: the bag warning uses its plan's recommendation.
  const warnings = computeWarnings(storedDocument(bar), catalogue, parts.packaging_recommendation);
  return {
    data: {
      version: bar.version,
      parts: listOnly(parts),
      packaging_recommendation: parts.packaging_recommendation,
      transport: transportTotals(parts.transport),
      power: parts.power,
      warnings,
    },
  };
}
