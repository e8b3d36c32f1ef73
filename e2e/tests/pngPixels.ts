import { inflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export type PngImage = { width: number; height: number; channels: 3 | 4; pixels: Buffer };

/** Whether the bytes start with the PNG signature. */
export function isPng(bytes: Buffer): boolean {
  return bytes.subarray(0, SIGNATURE.length).equals(SIGNATURE);
}

/** Width and height from the IHDR chunk (right after the signature). */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  if (!isPng(bytes) || bytes.toString('latin1', 12, 16) !== 'IHDR') throw new Error('not a PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

/**
 * Decodes an 8-bit, non-interlaced RGB or RGBA PNG (what a browser's canvas writes) into raw
 * pixels, rows top to bottom; anything else throws.
 */
export function decodePng(bytes: Buffer): PngImage {
  const { width, height } = pngSize(bytes);
  const bitDepth = bytes[24];
  const colorType = bytes[25];
  const interlace = bytes[28];
  if (bitDepth !== 8 || (colorType !== 2 && colorType !== 6) || interlace !== 0) {
    throw new Error(`unsupported PNG: depth ${bitDepth}, colour type ${colorType}, interlace ${interlace}`);
  }
  const channels = colorType === 6 ? 4 : 3;
  const data: Buffer[] = [];
  for (let offset = 8; offset < bytes.length; ) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (type === 'IDAT') data.push(bytes.subarray(offset + 8, offset + 8 + length));
    if (type === 'IEND') break;
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? (pixels[y * stride + x - channels] ?? 0) : 0;
      const up = y > 0 ? (pixels[(y - 1) * stride + x] ?? 0) : 0;
      const upLeft = y > 0 && x >= channels ? (pixels[(y - 1) * stride + x - channels] ?? 0) : 0;
      const value = line[x] ?? 0;
      const predicted =
        filter === 0
          ? 0
          : filter === 1
            ? left
            : filter === 2
              ? up
              : filter === 3
                ? (left + up) >> 1
                : paeth(left, up, upLeft);
      if (filter === undefined || filter > 4) throw new Error(`bad PNG filter ${filter}`);
      pixels[y * stride + x] = (value + predicted) & 0xff;
    }
  }
  return { width, height, channels, pixels };
}

/** Red, green, blue and alpha (255 without an alpha channel) of the pixel at x, y. */
export function pixelAt(image: PngImage, x: number, y: number): [number, number, number, number] {
  const at = (y * image.width + x) * image.channels;
  const [r = 0, g = 0, b = 0] = image.pixels.subarray(at, at + 3);
  return [r, g, b, image.channels === 4 ? (image.pixels[at + 3] ?? 0) : 255];
}
