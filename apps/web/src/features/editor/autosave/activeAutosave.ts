import type { AutosaveController } from './autosaveController.ts';

/** The autosave of the open editor, so that actions outside the editor tree can flush it first. */
let active: AutosaveController | null = null;

export function setActiveAutosave(controller: AutosaveController | null): void {
  active = controller;
}

/** Sends the waiting save now (if any) and resolves when no save is under way. */
export async function flushActiveAutosave(): Promise<void> {
  await active?.flush();
}
