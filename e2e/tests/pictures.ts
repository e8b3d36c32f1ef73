import { crc32, deflateSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';

type Rgb = readonly [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG (8-bit RGB) for upload tests: `fill` everywhere, `inner` in a centred rectangle of
 * half the size (so logo and cover modes show different amounts of each colour).
 */
export function makePng(width: number, height: number, fill: Rgb, inner: Rgb = fill): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = 1 + width * 3;
  const pixels = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const isInner = Math.abs(x - width / 2) < width / 4 && Math.abs(y - height / 2) < height / 4;
      pixels.set(isInner ? inner : fill, y * row + 1 + x * 3);
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Uploads a picture through `POST /api/uploads` as the page's guest (XSRF cookie and header); its url. */
export async function uploadThroughApi(page: Page, png: Buffer, name = 'logo.png'): Promise<string> {
  await page.request.get('/sanctum/csrf-cookie');
  const xsrf = decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  const response = await page.request.post('/api/uploads', {
    multipart: { file: { name, mimeType: 'image/png', buffer: png } },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  if (response.status() !== 201) throw new Error(`POST /api/uploads answered ${response.status()}`);
  return ((await response.json()) as { data: { url: string } }).data.url;
}

/**
 * Share of sampled canvas pixels that look like a strong magenta (red and blue well above green),
 * a colour nothing in the scene has unless a test picture shows it.
 */
export async function magentaShare(canvas: Locator): Promise<number> {
  return canvas.evaluate((element) => {
    const probe = document.createElement('canvas');
    probe.width = 320;
    probe.height = 200;
    const context = probe.getContext('2d');
    if (!context) return 0;
    context.drawImage(element as HTMLCanvasElement, 0, 0, probe.width, probe.height);
    const { data } = context.getImageData(0, 0, probe.width, probe.height);
    let hits = 0;
    for (let i = 0; i < data.length; i += 4) {
      const [r, g, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
      if (r - g > 70 && b - g > 50) hits += 1;
    }
    return hits / (data.length / 4);
  });
}
