import { checkEdit } from './check.ts';
import type { CheckedEdit, HeldOutcome, SaveContext, SaveOutcome } from './context.ts';
import { readHeld, readRow } from './read.ts';
import { storeHeld, storeRow } from './store.ts';

/**
 * The usual autosave, without reading the bar's row: when this process holds the bar at the edit's
 * version (it saved or served that version), the caller may edit it as held, and the edit passes
 * the checks on the held document against the catalogue this process holds, the change is stored
 * in one statement that also confirms what the access check and the checks rested on (see
 * `SaveGuard`).
 */
async function saveHeld(context: SaveContext): Promise<HeldOutcome> {
  const held = await readHeld(context);
  if (!held) return { kind: 'notHeld' };
  let checked: CheckedEdit;
  try {
    checked = await checkEdit(context, null, held.head.name, held.document, held.catalogue);
  } catch {
    // Not a refusal (checkEdit returns those) but a fault of the stored document: the way that
    // reads the row meets it again, once it has confirmed there that the bar exists and the
    // caller may edit it.
    return { kind: 'notHeld' };
  }
  if (!checked.result.ok) return { kind: 'refused', checked };
  const saved = await storeHeld(context, held, checked.result.change);
  return saved ? { kind: 'stored', saved } : { kind: 'notStored', checked };
}

/**
 * A save of a bar (PUT or PATCH): read → apply → check → store, then the route replies (reply.ts).
 * The held way first (saveHeld); when it cannot answer, the row is read: 404 for a removed bar, the
 * edit right checked there, `stale` for an edit made on another version, and the checks run unless
 * the held way already ran them on the same document, name and catalogue. Nothing of a refused
 * save is stored (the 422 names the field paths), and a save that changes nothing stores no version.
 */
export async function saveBar(context: SaveContext): Promise<SaveOutcome> {
  const held = await saveHeld(context);
  if (held.kind === 'stored') return held;
  const read = await readRow(context);
  if (read.kind === 'stale') return read;
  const { row } = read;
  const earlier = held.kind === 'notHeld' ? null : held.checked;
  const checked = await checkEdit(context, earlier, row.head.name, row.document, row.catalogue);
  if (!checked.result.ok) throw checked.result.refusal;
  return storeRow(context, row, checked.result.change);
}
