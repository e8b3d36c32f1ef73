import type { Floor } from '@bar/domain/document';
import { type CanvasTexture, RepeatWrapping, SRGBColorSpace } from 'three';
import { paintedTexture } from './paintedTexture.ts';
import { seededRandom } from './random.ts';

const SIZE = 512;

type Painter = (context: CanvasRenderingContext2D, random: () => number) => void;

function speckle(
  context: CanvasRenderingContext2D,
  random: () => number,
  count: number,
  tones: string[],
  size: number,
) {
  for (let index = 0; index < count; index++) {
    context.fillStyle = tones[Math.floor(random() * tones.length)] ?? '#888';
    const s = size * (0.5 + random());
    context.fillRect(random() * SIZE, random() * SIZE, s, s);
  }
}

const concrete: Painter = (context, random) => {
  context.fillStyle = '#a3a19c';
  context.fillRect(0, 0, SIZE, SIZE);
  speckle(context, random, 9000, ['#9a9893', '#aba9a4', '#8f8d88', '#b2b0ab'], 3);
  for (let index = 0; index < 40; index++) {
    const gradient = context.createRadialGradient(0, 0, 0, 0, 0, 60);
    gradient.addColorStop(0, random() > 0.5 ? 'rgba(70,70,70,0.08)' : 'rgba(255,255,255,0.07)');
    gradient.addColorStop(1, 'rgba(0,0,0,0)');
    context.save();
    context.translate(random() * SIZE, random() * SIZE);
    context.fillStyle = gradient;
    context.fillRect(-60, -60, 120, 120);
    context.restore();
  }
  // Saw cuts of the slab every 2 m (the texture spans 4 m).
  context.fillStyle = 'rgba(60,60,60,0.35)';
  context.fillRect(0, 0, SIZE, 2);
  context.fillRect(0, SIZE / 2, SIZE, 2);
  context.fillRect(0, 0, 2, SIZE);
  context.fillRect(SIZE / 2, 0, 2, SIZE);
};

/** Fills the tile with `base`, then `count` times lets `mark` draw in one of `tones`, chosen at random. */
function scatter(
  context: CanvasRenderingContext2D,
  random: () => number,
  colours: { base: string; tones: readonly string[] },
  count: number,
  mark: (tone: string) => void,
) {
  context.fillStyle = colours.base;
  context.fillRect(0, 0, SIZE, SIZE);
  for (let index = 0; index < count; index++) {
    mark(colours.tones[Math.floor(random() * colours.tones.length)] ?? colours.base);
  }
}

const grass: Painter = (context, random) => {
  const tones = ['#44702a', '#5a873a', '#3d6526', '#66933f', '#4b7630', '#729c48'];
  scatter(context, random, { base: '#4f7a32', tones }, 14000, (tone) => {
    context.strokeStyle = tone;
    context.lineWidth = 1 + random();
    const x = random() * SIZE;
    const y = random() * SIZE;
    context.beginPath();
    context.moveTo(x, y);
    context.lineTo(x + (random() - 0.5) * 6, y - 4 - random() * 7);
    context.stroke();
  });
};

const gravel: Painter = (context, random) => {
  const tones = ['#a39d92', '#7a7469', '#b5aea2', '#6c675e', '#978f82', '#c2bcb0'];
  scatter(context, random, { base: '#8d877c', tones }, 5200, (tone) => {
    context.fillStyle = tone;
    const r = 2 + random() * 5;
    context.beginPath();
    context.ellipse(
      random() * SIZE,
      random() * SIZE,
      r,
      r * (0.6 + random() * 0.4),
      random() * Math.PI,
      0,
      Math.PI * 2,
    );
    context.fill();
  });
};

/**
 * Oak planks 1200 × 150 mm: the tile spans 1.2 m, eight rows of one plank each whose joint is
 * staggered from row to row (the plank wraps round, so the texture tiles). Low contrast, so the
 * floor stays behind the bar.
 */
const wood: Painter = (context, random) => {
  const tones = ['#b39677', '#ad9070', '#b89c7c', '#a98b6b', '#b49878', '#bca283'];
  const rows = 8;
  const plank = SIZE / rows;
  for (let row = 0; row < rows; row++) {
    const joint = Math.floor(random() * SIZE);
    context.fillStyle = tones[Math.floor(random() * tones.length)] ?? '#b9946b';
    context.fillRect(0, row * plank, SIZE, plank);
    for (let line = 0; line < 26; line++) {
      context.fillStyle = `rgba(96,62,32,${0.03 + random() * 0.06})`;
      const y = row * plank + 2 + random() * (plank - 4);
      context.fillRect(0, y, SIZE, 1 + random());
    }
    context.fillStyle = 'rgba(70,44,22,0.35)';
    context.fillRect(joint, row * plank, 1, plank);
    context.fillStyle = 'rgba(70,44,22,0.3)';
    context.fillRect(0, row * plank, SIZE, 1);
  }
};

/**
 * Porcelain tiles 600 × 600 mm in a light warm grey, each a shade of its own with a faint mottle,
 * and thin grout lines: the texture spans 2.4 m, four tiles a side.
 */
const tiles: Painter = (context, random) => {
  const perSide = 4;
  const tile = SIZE / perSide;
  const tones = ['#d2cdc4', '#cec9bf', '#d6d1c8', '#cbc6bc', '#d0cbc1'];
  for (let row = 0; row < perSide; row++) {
    for (let column = 0; column < perSide; column++) {
      context.fillStyle = tones[Math.floor(random() * tones.length)] ?? '#d0cbc1';
      context.fillRect(column * tile, row * tile, tile, tile);
    }
  }
  speckle(context, random, 5000, ['rgba(150,144,134,0.18)', 'rgba(255,255,255,0.22)'], 2);
  context.fillStyle = 'rgba(120,114,104,0.55)';
  for (let index = 0; index < perSide; index++) {
    context.fillRect(0, index * tile, SIZE, 1.5);
    context.fillRect(index * tile, 0, 1.5, SIZE);
  }
};

const PAINTERS: Record<Floor, Painter> = { concrete, grass, gravel, tiles, wood };
/** Metres one texture tile covers. */
export const FLOOR_TILE_METRES: Record<Floor, number> = { concrete: 4, grass: 3, gravel: 2, tiles: 2.4, wood: 1.2 };

const cache = new Map<Floor, CanvasTexture>();

/** The floor's texture, drawn once on a canvas: nothing is downloaded. */
export function floorTexture(floor: Floor): CanvasTexture | null {
  if (typeof document === 'undefined') return null;
  const cached = cache.get(floor);
  if (cached) return cached;
  const texture = paintedTexture(SIZE, SIZE, (context) => PAINTERS[floor](context, seededRandom(floor.length * 7919)));
  if (!texture) return null;
  texture.wrapS = RepeatWrapping;
  texture.wrapT = RepeatWrapping;
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 8;
  cache.set(floor, texture);
  return texture;
}
