// Parts list + validation of a large bar, and the slowest single command on it.
// Run: npx tsx bench/domain.ts
import { createCatalogue } from '@bar/domain/catalogue';
import { addBaseModule, removeBaseModule } from '@bar/domain/commands/baseModules';
import type { EditContext } from '@bar/domain/commands/types';
import { type BarDocument, createEmptyBarDocument } from '@bar/domain/document';
import { sequentialIds } from '@bar/domain/ids';
import { computePartsList } from '@bar/domain/partsList';
import { seedBaseModules } from '@bar/domain/seed/baseModules';
import { seedColors } from '@bar/domain/seed/colors';
import { seedParts } from '@bar/domain/seed/parts';
import { validateBar } from '@bar/domain/validate';

const catalogue = createCatalogue({ parts: seedParts, baseModules: seedBaseModules, colors: seedColors });
const context: EditContext = { catalogue, newId: sequentialIds('b') };

function buildFront(count: number): BarDocument {
  let doc = createEmptyBarDocument();
  for (let i = 0; i < count; i++) {
    const result = addBaseModule(doc, context, { side: 'front', baseModuleId: i % 2 === 0 ? 1 : 2 });
    if (!result.ok) throw new Error(result.reason);
    doc = result.doc;
  }
  return doc;
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function measure(label: string, runs: number, fn: () => void): void {
  for (let i = 0; i < 20; i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    fn();
    samples.push(performance.now() - started);
  }
  console.log(
    `${label}: median ${median(samples).toFixed(3)} ms, max ${Math.max(...samples).toFixed(3)} ms (${runs} runs)`,
  );
}

const modules = 40;
const doc = buildFront(modules);
console.log(`bar: ${doc.front.baseModules.length} front modules (back side and equipment arrive with the full engine)`);
measure('parts list + validateBar', 500, () => {
  computePartsList(doc, catalogue, 'de');
  validateBar(doc, catalogue);
});
measure('addBaseModule at the east end', 500, () => {
  addBaseModule(doc, context, { side: 'front', baseModuleId: 1 });
});
const middle = doc.front.baseModules[Math.floor(modules / 2)]?.id ?? '';
measure('removeBaseModule in the middle (splits the counter-board run)', 500, () => {
  removeBaseModule(doc, context, { side: 'front', moduleId: middle });
});
