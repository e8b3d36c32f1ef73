import { MAX_PATCH_OPERATIONS } from '@bar/contracts/barPatch';
import type { OrbitSettings } from '@bar/domain/document';
import type { JsonPatchOperation } from '../store/patches.ts';
import type { UnsavedPatch } from '../store/types.ts';

/**
 * One operation as JSON carries it. A value that is `undefined` does not exist in JSON: replacing a
 * member by it removes the member, adding it adds nothing (the save by `PUT` drops such members the
 * same way, through JSON.stringify).
 */
function asJson(operation: JsonPatchOperation): JsonPatchOperation | null {
  if (operation.op === 'remove' || operation.value !== undefined) return operation;
  return operation.op === 'replace' ? { op: 'remove', path: operation.path } : null;
}

/** The operations of every unsaved change up to `revision`, oldest first: what a patch save sends. */
export function operationsUpTo(unsavedPatches: readonly UnsavedPatch[], revision: number): JsonPatchOperation[] {
  const operations: JsonPatchOperation[] = [];
  for (const entry of unsavedPatches) {
    if (entry.revision > revision) continue;
    for (const operation of entry.operations) {
      const sent = asJson(operation);
      if (sent) operations.push(sent);
    }
  }
  return operations;
}

/** The camera as one operation (`add` sets a member whether the stored bar has it or not). */
export function orbitOperation(orbit: OrbitSettings): JsonPatchOperation {
  return { op: 'add', path: '/orbit_settings', value: orbit };
}

/** A patch the server would refuse for its length alone goes as a full save instead. */
export function fitsOnePatch(operations: readonly JsonPatchOperation[]): boolean {
  return operations.length <= MAX_PATCH_OPERATIONS;
}
