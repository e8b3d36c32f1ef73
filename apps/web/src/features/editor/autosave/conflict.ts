import type { BarDto } from '@bar/contracts/bars';
import type { EditorStore } from '../store/createEditorStore.ts';

/** What the user may do when a save meets a newer version (409): take it, or save over it. */
export type ConflictChoice = 'loadNewer' | 'keepMine';

/**
 * Applies the user's choice. "Load the newer version" replaces the local bar with the server's.
 * "Keep mine" takes the server's version number only, so the local document counts as unsaved
 * edits made on top of it; the next autosave then overwrites the newer version.
 */
export function resolveConflict(store: EditorStore, server: BarDto, choice: ConflictChoice): void {
  const state = store.getState();
  if (state.bar?.id !== server.id) return;
  if (choice === 'loadNewer') {
    state.loadBar(server, state.editToken);
    return;
  }
  store.setState((current) => ({
    bar: current.bar ? { ...current.bar, version: Math.max(current.bar.version, server.version) } : current.bar,
    editRevision: current.editRevision + 1,
    hasSaveError: false,
  }));
}
