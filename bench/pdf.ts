// Time to build the parts-list PDF of the 60-module, fully equipped bar (target: under 2 s), in
// process, without pictures and with three 1200 × 800 PNG pictures as the editor would send them;
// then, in the embedded default (PGlite, outbox folder, worker in the server process), the time
// from POST /api/bars/{id}/pdf to the e-mail with the PDF in the outbox.
// Run: npx tsx bench/pdf.ts [output.pdf]   (writes the last PDF with pictures to the given path)
import { writeFileSync } from 'node:fs';
import { computePartsList } from '@bar/domain/partsList';
import sharp from 'sharp';
import { buildPartsListPdf, type PdfPictures } from '../apps/server/src/features/pdf/buildPartsListPdf.ts';
import { pdfDimensions } from '../apps/server/src/features/pdf/makeBarPdf.ts';
import { packagingEntries } from '../apps/server/src/features/pdf/packagingEntries.ts';
import { createPostgresDatabase } from '../apps/server/test/helpers/database.ts';
import { timeRequestToMail } from './pdfMail.ts';
import { sceneCatalogue, sixtyModuleBar } from './sceneBars.ts';

const RUNS = 7;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function picture(red: number): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: red, g: 120, b: 160 } } })
    .png()
    .toBuffer();
}

const doc = sixtyModuleBar();
const partsList = computePartsList(doc, sceneCatalogue, 'de');
const packaging = packagingEntries(partsList.packaging_recommendation, sceneCatalogue, 'de');
const dimensions = pdfDimensions(doc, sceneCatalogue);
const pictures: PdfPictures = { front: await picture(40), back: await picture(120), perspective: await picture(200) };

async function timeRuns(withPictures: boolean): Promise<{ ms: number; bytes: Buffer }> {
  const times: number[] = [];
  let bytes: Buffer = Buffer.alloc(0);
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    bytes = await buildPartsListPdf({
      locale: 'de',
      barName: 'Bench 60 modules',
      createdAt: new Date(),
      partsList,
      packaging,
      pictures: withPictures ? pictures : {},
      dimensions,
    });
    times.push(performance.now() - started);
  }
  return { ms: median(times), bytes };
}

const lines = partsList.list.length + partsList.singlePartsList.length;
const plain = await timeRuns(false);
const withPictures = await timeRuns(true);
console.log(`60-module bar: ${lines} parts-list lines, median of ${RUNS} runs`);
console.log(`  without pictures: ${plain.ms.toFixed(0)} ms, ${(plain.bytes.byteLength / 1024).toFixed(0)} KB`);
console.log(
  `  with 3 pictures:  ${withPictures.ms.toFixed(0)} ms, ${(withPictures.bytes.byteLength / 1024).toFixed(0)} KB`,
);
const output = process.argv[2];
if (output) writeFileSync(output, withPictures.bytes);

const formatTimes = (times: number[]) => times.map((ms) => ms.toFixed(0)).join(', ');
const mailMs = await timeRequestToMail(doc);
console.log(`request → e-mail in the outbox (embedded default, worker woken on enqueue): ${formatTimes(mailMs)} ms`);
if (process.env.TEST_DATABASE_URL) {
  const database = await createPostgresDatabase();
  try {
    const workerMs = await timeRequestToMail(doc, database.url);
    console.log(
      `request → e-mail in the outbox (PostgreSQL, worker process woken by NOTIFY): ${formatTimes(workerMs)} ms`,
    );
  } finally {
    await database.drop();
  }
} else {
  console.log('TEST_DATABASE_URL is not set: the PostgreSQL worker process is not measured.');
}
