// Time and size of a bar's plan files as GET /api/bars/{id}/plan.svg, plan.pdf and plan.dxf build
// them (layout → plan → sheet → file, in process, no cache): every seed preset and the 60-module bar.
// Target: each file of the 60-module bar in ≤ 300 ms on the server (issue 35).
// Run: npm run plan -w @bar/bench   (RUNS=15 by default)
import os from 'node:os';
import type { BarDocument } from '@bar/domain/document';
import { buildPresetDocument, seedPresets } from '@bar/domain/seed/presets';
import { makePlanFile } from '../apps/server/src/features/plans/makePlanFile.ts';
import { bigBar, catalogue } from './bigBar.ts';

const RUNS = Number(process.env.RUNS ?? 15);
const TARGET_MS = 300;
const FORMATS = ['svg', 'pdf', 'dxf'] as const;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function timed(make: () => Promise<Uint8Array | null>): Promise<{ ms: number; bytes: number }> {
  const first = await make();
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await make();
    samples.push(performance.now() - started);
  }
  return { ms: median(samples), bytes: first?.byteLength ?? 0 };
}

const cases: { name: string; doc: BarDocument }[] = [
  ...seedPresets.map((preset) => ({ name: `preset ${preset.code}`, doc: buildPresetDocument(preset, catalogue) })),
  { name: '60 modules (bench/bigBar.ts)', doc: bigBar().doc },
];

console.log(
  `median of ${RUNS} runs each; load average ${(os.loadavg()[0] ?? 0).toFixed(1)} on ${os.availableParallelism()} cores`,
);
console.log(
  `${'bar'.padEnd(32)} ${FORMATS.map((format) => `${format} ms`.padStart(8) + `${format} KB`.padStart(8)).join(' ')}`,
);
let isWithinTarget = true;
for (const entry of cases) {
  const cells: string[] = [];
  for (const format of FORMATS) {
    const input = { doc: entry.doc, catalogue, barName: entry.name, locale: 'en' as const };
    const result = await timed(() => makePlanFile(input, format));
    cells.push(result.ms.toFixed(1).padStart(8) + (result.bytes / 1024).toFixed(0).padStart(8));
    if (result.ms > TARGET_MS) isWithinTarget = false;
  }
  console.log(`${entry.name.padEnd(32)} ${cells.join(' ')}`);
}
console.log(isWithinTarget ? `every plan file within ${TARGET_MS} ms` : 'a plan file missed its target');
