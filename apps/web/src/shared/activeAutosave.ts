/** What an autosave offers to code outside the editor: send the waiting save now. */
export type Flushable = { flush: () => Promise<void> };

/** The autosave of the open editor, so that actions outside the editor tree (a quote) can flush it first. */
let active: Flushable | null = null;

export function setActiveAutosave(controller: Flushable | null): void {
  active = controller;
}

/** Sends the waiting save now (if any) and resolves when no save is under way. */
export async function flushActiveAutosave(): Promise<void> {
  await active?.flush();
}
