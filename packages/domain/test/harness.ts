import { createCatalogue } from '../src/catalogue.ts';
import type { CommandResult, EditContext } from '../src/commands/types.ts';
import { type BarDocument, createEmptyBarDocument } from '../src/document.ts';
import { sequentialIds } from '../src/ids.ts';
import { seedBaseModules } from '../src/seed/baseModules.ts';
import { seedColors } from '../src/seed/colors.ts';
import { seedParts } from '../src/seed/parts.ts';

export const catalogue = createCatalogue({ parts: seedParts, baseModules: seedBaseModules, colors: seedColors });

export const BASE = { graxx600: 1, graxx1200: 2, gflexx1200: 3 } as const;
export const PART = {
  graxx600: 1,
  graxx1200: 2,
  gflexx1200: 3,
  frame600: 10,
  frame1200: 11,
  board600: 20,
  board1200: 21,
} as const;

export function context(overrides: Partial<EditContext> = {}): EditContext {
  return { catalogue, newId: sequentialIds(), ...overrides };
}

/** Unwraps an applied command; fails the test with the refusal otherwise. */
export function applied(result: CommandResult): BarDocument {
  if (!result.ok) throw new Error(`command refused: ${result.reason} (${result.rule})`);
  return result.doc;
}

export function emptyBar(): BarDocument {
  return createEmptyBarDocument();
}
