// The engine on a big bar: 60 modules (40 front, 20 back), fully equipped.
// Measures parts list + validation, and every kind of single command; prints medians.
// Run: npx tsx bench/domain.ts
import { addBaseModule, removeBaseModule, rotateBaseModule } from '@bar/domain/commands/baseModules';
import { setGlobalColor } from '@bar/domain/commands/colors';
import { removeLastCounterBoard } from '@bar/domain/commands/counterBoardEdits';
import { addFrontFrame, removeFrontFrame } from '@bar/domain/commands/frontFrames';
import { applyFrontPanelTypeToAll, setPanel } from '@bar/domain/commands/panelEdits';
import { applyPackagingRecommendation } from '@bar/domain/commands/partCounts';
import { addInsert } from '@bar/domain/commands/rackEdits';
import type { CommandResult } from '@bar/domain/commands/types';
import { computePartsList } from '@bar/domain/partsList';
import { tallyParts } from '@bar/domain/partTally';
import { powerBudget } from '@bar/domain/power';
import { buildPresetDocument, seedPresets } from '@bar/domain/seed/presets';
import { planTransport } from '@bar/domain/transport';
import { validateBar } from '@bar/domain/validate';
import { computeWarnings } from '@bar/domain/warnings';
import { bigBar, catalogue } from './bigBar.ts';

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function measure(label: string, runs: number, fn: () => unknown): number {
  for (let i = 0; i < 30; i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    fn();
    samples.push(performance.now() - started);
  }
  const value = median(samples);
  console.log(
    `${label.padEnd(58)} median ${value.toFixed(3)} ms   p95 ${samples.sort((a, b) => a - b)[Math.floor(runs * 0.95)]?.toFixed(3)} ms`,
  );
  return value;
}

const { doc, builder } = bigBar();
const ctx = builder.context;
const parts = computePartsList(doc, catalogue, 'de');
const violations = validateBar(doc, catalogue);
if (violations.length > 0) throw new Error(`bench bar is invalid: ${JSON.stringify(violations.slice(0, 3))}`);
console.log(
  `bar: ${doc.front.baseModules.length} front + ${doc.back.baseModules.length} back modules, ${parts.list.length} part lines, ${parts.list.reduce((n, line) => n + line.quantity, 0)} parts, net ${(parts.total_price / 100).toFixed(2)} EUR`,
);
measure('parts list + validateBar (target < 2 ms)', 300, () => {
  computePartsList(doc, catalogue, 'de');
  validateBar(doc, catalogue);
});
measure('warnings (P7, P8, bags)', 300, () => computeWarnings(doc, catalogue));
const tally = tallyParts(doc, catalogue);
const plan = planTransport([tally.barParts, tally.singleParts], catalogue);
const power = powerBudget([tally.barParts, tally.singleParts], catalogue);
console.log(
  `transport: ${plan.bags.length} bags (lower bound ${plan.lower_bound}, ratio ${(plan.bags.length / Math.max(1, plan.lower_bound)).toFixed(3)}), ${plan.loose.reduce((n, line) => n + line.count, 0)} loose parts, ${plan.volume_l} l, ${(plan.weight_g / 1000).toFixed(1)} kg; power ${power.watts} W, ${power.circuits} circuit(s)`,
);
measure('transport plan (target <= 5 ms)', 300, () => planTransport([tally.barParts, tally.singleParts], catalogue));
for (const preset of seedPresets) {
  const presetTally = tallyParts(buildPresetDocument(preset, catalogue), catalogue);
  const presetPlan = planTransport([presetTally.barParts, presetTally.singleParts], catalogue);
  const ratio = presetPlan.lower_bound === 0 ? 1 : presetPlan.bags.length / presetPlan.lower_bound;
  console.log(
    `preset ${String(preset.id).padStart(2)} ${(preset.name.en ?? preset.code).padEnd(34)} bags ${String(presetPlan.bags.length).padStart(3)} / lower bound ${String(presetPlan.lower_bound).padStart(3)} = ${ratio.toFixed(3)}${ratio > 1.25 ? '  (over the bound + 25 %)' : ''}`,
  );
}

const front = doc.front.baseModules;
const middle = front[20];
const last = front.at(-1);
const rack = middle?.racks[0];
const withoutFrame = removeFrontFrame(doc, ctx, { side: 'front', moduleId: middle?.id ?? '', mountId: 'n1' });
if (!withoutFrame.ok) throw new Error('bench setup: front frame not removable');
const commands: [string, () => CommandResult][] = [
  ['addBaseModule (front, east end)', () => addBaseModule(doc, ctx, { side: 'front', baseModuleId: 1 })],
  [
    'removeBaseModule (front, middle: splits the run)',
    () => removeBaseModule(doc, ctx, { side: 'front', moduleId: middle?.id ?? '' }),
  ],
  [
    'rotateBaseModule (east end)',
    () => rotateBaseModule(doc, ctx, { side: 'front', moduleId: last?.id ?? '', rotation: 180 }),
  ],
  [
    'removeFrontFrame (middle)',
    () => removeFrontFrame(doc, ctx, { side: 'front', moduleId: middle?.id ?? '', mountId: 'n1' }),
  ],
  [
    'addFrontFrame (on a bar where it was removed)',
    () => addFrontFrame(withoutFrame.doc, ctx, { side: 'front', moduleId: middle?.id ?? '', mountId: 'n1' }),
  ],
  ['removeLastCounterBoard', () => removeLastCounterBoard(doc, ctx, { rootId: front[0]?.id ?? '' })],
  [
    'addInsert (refused: occupied)',
    () =>
      addInsert(doc, ctx, {
        side: 'front',
        moduleId: middle?.id ?? '',
        rackId: rack?.id ?? '',
        assemblyId: 11,
        top: 6,
      }),
  ],
  [
    'setPanel (front panel type change)',
    () => setPanel(doc, ctx, { side: 'front', moduleId: middle?.id ?? '', mountId: 'n1', assemblyId: 1 }),
  ],
  ['applyFrontPanelTypeToAll', () => applyFrontPanelTypeToAll(doc, ctx, { assemblyId: 1 })],
  ['setGlobalColor (panels, both sides)', () => setGlobalColor(doc, ctx, { key: 'panels', code: '7016' })],
  ['applyPackagingRecommendation', () => applyPackagingRecommendation(doc, ctx)],
];
let slowest = { label: '', value: 0 };
for (const [label, run] of commands) {
  if (!run().ok && !label.includes('refused')) throw new Error(`bench command refused: ${label}`);
  const value = measure(label, 300, run);
  if (value > slowest.value) slowest = { label, value };
}
console.log(`slowest single command (target < 1 ms median): ${slowest.label} ${slowest.value.toFixed(3)} ms`);
