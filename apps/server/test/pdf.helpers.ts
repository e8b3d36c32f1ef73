import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Database } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { loggedInClient } from './helpers/barUsers.ts';
import type { TestClient } from './helpers/client.ts';
import { multipartBody } from './helpers/multipart.ts';

/** Runs a poppler tool on the PDF bytes and returns what it prints. */
function withPdfFile<T>(bytes: Buffer, run: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'bar-pdf-test-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, bytes);
    return run(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The PDF's text as pdftotext lays it out, every kind of space made a plain one (line and page breaks kept). */
export function pdfText(bytes: Buffer): string {
  return withPdfFile(bytes, (file) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })).replace(
    /[^\S\n\f]/g,
    ' ',
  );
}

export function pdfPageCount(bytes: Buffer): number {
  const info = withPdfFile(bytes, (file) => execFileSync('pdfinfo', [file], { encoding: 'utf8' }));
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
}

/** The images embedded in the PDF, one line of `pdfimages -list` each. */
export function pdfImages(bytes: Buffer): string[] {
  const list = withPdfFile(bytes, (file) => execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }));
  return list
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '');
}

/** Renders the first page to `target` (a PNG), to be looked at. */
export function renderFirstPage(bytes: Buffer, target: string): void {
  withPdfFile(bytes, (file, dir) => {
    execFileSync('pdftoppm', ['-r', '70', '-f', '1', '-l', '1', '-png', file, join(dir, 'page')]);
    const page = readdirSync(dir).find((name) => name.endsWith('.png'));
    if (!page) throw new Error('pdftoppm wrote no page');
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(join(dir, page), target);
  });
}

/** A logged-in user whose e-mail address is verified, speaking `locale`. */
export async function verifiedClient(
  app: FastifyInstance,
  db: Database,
  locale = 'de',
): Promise<{ client: TestClient; userId: number }> {
  const user = await loggedInClient(app, db);
  await db.update(users).set({ emailVerifiedAt: new Date(), locale }).where(eq(users.id, user.userId));
  return user;
}

/** Uploads a plain-coloured PNG as the editor would upload a captured view; returns its id. */
export async function uploadPicture(client: TestClient, red: number): Promise<string> {
  const bytes = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: red, g: 90, b: 140 } } })
    .png()
    .toBuffer();
  const body = multipartBody({ filename: 'view.png', contentType: 'image/png', bytes });
  const response = await client.request({ method: 'POST', url: '/api/uploads', ...body });
  if (response.statusCode !== 201) throw new Error(`upload answered ${response.statusCode}: ${response.body}`);
  return response.json().data.id;
}
