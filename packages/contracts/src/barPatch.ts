import { EDGES } from '@bar/domain/edges';
import { z } from 'zod';
import { partsListSchema, powerSchema, transportTotalsSchema } from './bars.ts';
import { dataEnvelope } from './common.ts';
import { msg } from './messages.ts';

/** The media type of an RFC 6902 JSON Patch body. */
export const JSON_PATCH_CONTENT_TYPE = 'application/json-patch+json';

/** Operations one patch may carry: an autosave coalesces 500 ms of edits, far below this. */
export const MAX_PATCH_OPERATIONS = 1000;

/**
 * An RFC 6901 JSON Pointer: empty (the whole document) or `/`-separated segments in which `~` only
 * appears as `~0` or `~1`. Segments that reach into an object's prototype are refused here already.
 */
const pointerSchema = z
  .string()
  .max(512)
  .regex(/^(\/([^~/]|~[01])*)*$/, msg('validation.jsonPointer'))
  .refine(
    (pointer) => !pointer.split('/').some((segment) => ['__proto__', 'constructor', 'prototype'].includes(segment)),
    msg('validation.pathNotAllowed'),
  );

/** Any JSON value, but present: `value` is required where RFC 6902 requires it (null is a value). */
const valueSchema = z.custom<unknown>((value) => value !== undefined, msg('validation.valueRequired'));

/**
 * One RFC 6902 operation; unknown keys are refused, so a typo (`"val"`) is not silently ignored.
 * `value`'s content is checked when the patched document passes the same checks as a full save.
 */
export const patchOperationSchema = z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal('add'), path: pointerSchema, value: valueSchema }),
  z.strictObject({ op: z.literal('remove'), path: pointerSchema }),
  z.strictObject({ op: z.literal('replace'), path: pointerSchema, value: valueSchema }),
  z.strictObject({ op: z.literal('move'), from: pointerSchema, path: pointerSchema }),
  z.strictObject({ op: z.literal('copy'), from: pointerSchema, path: pointerSchema }),
  z.strictObject({ op: z.literal('test'), path: pointerSchema, value: valueSchema }),
]);
export type PatchOperation = z.infer<typeof patchOperationSchema>;

/**
 * `PATCH /api/bars/{id}` (`Content-Type: application/json-patch+json`): operations on the bar as
 * `GET` returns it, limited to what a save may change: `/name` and the document fields
 * (`/schemaVersion`, `/front`, `/back`, `/additionalAccessories`, `/singleParts`, `/settings`,
 * `/orbit_settings`). They apply in order, all or none.
 */
export const barPatchRequestSchema = z
  .array(patchOperationSchema)
  .min(1, msg('validation.patchEmpty'))
  .max(MAX_PATCH_OPERATIONS, msg('validation.patchTooLong', { max: MAX_PATCH_OPERATIONS }));
export type BarPatchRequest = z.infer<typeof barPatchRequestSchema>;

/** `If-Match: "<version>"`: the version the patch was made on (the `ETag` of the last reply). */
export const ifMatchHeaderSchema = z.object({
  'if-match': z
    .string({ error: msg('validation.ifMatchRequired') })
    .regex(/^"[1-9][0-9]{0,9}"$/, msg('validation.ifMatchFormat')),
});

/**
 * The preference (RFC 7240) of a client that derives the warnings, the packaging recommendation,
 * the transport and the power itself (the editor): a patch save answers it with the new version
 * and the parts list only (`barPatchMinimalResultSchema`), and says so in `Preference-Applied`.
 */
export const PREFER_MINIMAL = 'return=minimal';

/** The headers of a patch save: `If-Match`, and `Prefer` (anything but `return=minimal` is ignored). */
export const barPatchHeadersSchema = ifMatchHeaderSchema.extend({ prefer: z.string().optional() });

/**
 * Whether a `Prefer` header asks for the minimal reply: `return=minimal` among its comma-separated
 * preferences, in any case, with spaces round `=`, a quoted value or parameters after `;` (RFC 7240).
 */
export function prefersMinimal(prefer: string | undefined): boolean {
  return (prefer ?? '').split(',').some((preference) => {
    const [name = '', value = ''] = (preference.split(';')[0] ?? '').split('=');
    return (
      name.trim().toLowerCase() === 'return' &&
      value
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .toLowerCase() === 'minimal'
    );
  });
}

/** The version an `If-Match` header names (it passed `ifMatchHeaderSchema`). */
export function versionOfIfMatch(header: string): number {
  return Number(header.slice(1, -1));
}

/** An `ETag` for a bar version. */
export function versionETag(version: number): string {
  return `"${version}"`;
}

const edgeSchema = z.enum(EDGES);

/** A hint the editor shows (rules P7, P8, G1); never blocks a save. See computeWarnings. */
export const barWarningSchema = z.union([
  z.object({
    code: z.enum(['noCornerOnEdge', 'noEmptyModulsOnEdge']),
    rule: z.enum(['P7', 'P8']),
    moduleId: z.string(),
    edge: edgeSchema,
    fix: z.record(z.string(), z.unknown()).nullable(),
  }),
  z.object({
    code: z.literal('tooFewBags'),
    rule: z.literal('G1'),
    missing: z.array(z.object({ part_id: z.int(), chosen: z.int(), recommended: z.int() })),
    fix: z.record(z.string(), z.unknown()),
  }),
]);

/** What a patch save answers: the new version and what the server derives; no document (the client has it). */
export const barPatchResultSchema = z.object({
  version: z.int(),
  parts: partsListSchema,
  packaging_recommendation: z.array(z.object({ part_id: z.int(), qty: z.int() })),
  transport: transportTotalsSchema,
  power: powerSchema,
  warnings: z.array(barWarningSchema),
});
export type BarPatchResult = z.infer<typeof barPatchResultSchema>;
export const barPatchResponseSchema = dataEnvelope(barPatchResultSchema);

/** A patch save's answer to `Prefer: return=minimal`: the new version and the parts list the editor keeps with it. */
export const barPatchMinimalResultSchema = barPatchResultSchema.pick({ version: true, parts: true });
export type BarPatchMinimalResult = z.infer<typeof barPatchMinimalResultSchema>;
export const barPatchMinimalResponseSchema = dataEnvelope(barPatchMinimalResultSchema);

/** Either answer of a patch save (the route's schema): the full one, or the minimal one when preferred. */
export const barPatchAnyResponseSchema = z.union([barPatchResponseSchema, barPatchMinimalResponseSchema]);
