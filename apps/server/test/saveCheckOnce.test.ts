import type { BarPatchRequest } from '@bar/contracts/barPatch';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { checkedDocumentOrThrow } from '../src/features/bars/prepareDocument.ts';
import { type CheckContext, checkEdit } from '../src/features/bars/save/check.ts';
import { graxxBar, seedCatalogue } from './helpers/bars.ts';

// The checks of a held document read nothing: any use of the database fails the test.
const noDatabase = new Proxy(
  {},
  {
    get() {
      throw new Error('the checks of a held document made a query');
    },
  },
) as unknown as Database;

function patchContext(operations: BarPatchRequest): CheckContext {
  return { db: noDatabase, id: 'bar', edit: { kind: 'patch', version: 1, operations } };
}

const base = checkedDocumentOrThrow(graxxBar(2), seedCatalogue);
const refused = patchContext([{ op: 'replace', path: '/settings/colors/frames', value: 'no-such-colour' }]);

describe('the checks of a save (save/check.ts)', () => {
  it('refuses an edit with the 422 and gives that same answer again without checking anew', async () => {
    const first = await checkEdit(refused, null, 'Bar', base, seedCatalogue);
    expect(first.result.ok).toBe(false);
    if (!first.result.ok) expect(first.result.refusal.statusCode).toBe(422);
    expect(await checkEdit(refused, first, 'Bar', base, seedCatalogue)).toBe(first);
  });

  it('checks again on another document or name', async () => {
    const first = await checkEdit(refused, null, 'Bar', base, seedCatalogue);
    const otherDocument = await checkEdit(refused, first, 'Bar', structuredClone(base), seedCatalogue);
    expect(otherDocument).not.toBe(first);
    expect(otherDocument.result.ok).toBe(false);
    expect(await checkEdit(refused, first, 'Other bar', base, seedCatalogue)).not.toBe(first);
  });

  it('gives the checked change of an edit that passes', async () => {
    const accepted = patchContext([{ op: 'replace', path: '/name', value: 'Renamed bar' }]);
    const checked = await checkEdit(accepted, null, 'Bar', base, seedCatalogue);
    expect(checked.result.ok && checked.result.change.name).toBe('Renamed bar');
  });
});
