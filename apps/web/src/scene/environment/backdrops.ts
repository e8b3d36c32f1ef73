import type { Skybox } from '@bar/domain/document';
import { type CanvasTexture, EquirectangularReflectionMapping, SRGBColorSpace } from 'three';
import { paintedTexture } from './paintedTexture.ts';
import { seededRandom } from './random.ts';

const WIDTH = 2048;
const HEIGHT = 1024;
const HORIZON = HEIGHT / 2;

type Painter = (context: CanvasRenderingContext2D, random: () => number) => void;

function sky(context: CanvasRenderingContext2D, top: string, horizon: string): void {
  const gradient = context.createLinearGradient(0, 0, 0, HORIZON);
  gradient.addColorStop(0, top);
  gradient.addColorStop(1, horizon);
  context.fillStyle = gradient;
  context.fillRect(0, 0, WIDTH, HORIZON);
}

function ground(context: CanvasRenderingContext2D, near: string, far: string): void {
  const gradient = context.createLinearGradient(0, HORIZON, 0, HEIGHT);
  gradient.addColorStop(0, far);
  gradient.addColorStop(1, near);
  context.fillStyle = gradient;
  context.fillRect(0, HORIZON, WIDTH, HEIGHT - HORIZON);
}

function clouds(context: CanvasRenderingContext2D, random: () => number, count: number): void {
  context.fillStyle = 'rgba(255,255,255,0.75)';
  for (let index = 0; index < count; index++) {
    const x = random() * WIDTH;
    const y = HORIZON - 50 - random() * 220;
    for (let puff = 0; puff < 6; puff++) {
      context.beginPath();
      context.ellipse(
        x + puff * 22 - 60,
        y + (random() - 0.5) * 14,
        40 + random() * 30,
        14 + random() * 10,
        0,
        0,
        Math.PI * 2,
      );
      context.fill();
    }
  }
}

/** A ridge line across the whole panorama, filled down to the horizon. */
function ridge(
  context: CanvasRenderingContext2D,
  random: () => number,
  color: string,
  height: number,
  roughness: number,
) {
  context.fillStyle = color;
  context.beginPath();
  context.moveTo(0, HORIZON);
  const phase = random() * Math.PI * 2;
  for (let x = 0; x <= WIDTH; x += 8) {
    const wave =
      Math.sin((x / WIDTH) * Math.PI * 6 + phase) * 0.5 + Math.sin((x / WIDTH) * Math.PI * 14 + phase * 2) * 0.25;
    context.lineTo(x, HORIZON - height * (0.6 + wave * roughness));
  }
  context.lineTo(WIDTH, HORIZON);
  context.closePath();
  context.fill();
}

const beach: Painter = (context, random) => {
  sky(context, '#4d8fd6', '#cfe6f7');
  clouds(context, random, 7);
  const sea = context.createLinearGradient(0, HORIZON - 4, 0, HORIZON + 30);
  sea.addColorStop(0, '#2f6f9f');
  sea.addColorStop(1, '#4fa3b8');
  context.fillStyle = sea;
  context.fillRect(0, HORIZON - 4, WIDTH, 34);
  context.fillStyle = 'rgba(255,255,255,0.55)';
  for (let index = 0; index < 80; index++)
    context.fillRect(random() * WIDTH, HORIZON + 4 + random() * 24, 20 + random() * 40, 2);
  const sand = context.createLinearGradient(0, HORIZON + 30, 0, HEIGHT);
  sand.addColorStop(0, '#e8d6a8');
  sand.addColorStop(1, '#d9c28c');
  context.fillStyle = sand;
  context.fillRect(0, HORIZON + 30, WIDTH, HEIGHT);
  // Palms on the beach.
  for (let index = 0; index < 6; index++) {
    const x = random() * WIDTH;
    const base = HORIZON + 32;
    context.strokeStyle = '#6b4f2e';
    context.lineWidth = 4;
    context.beginPath();
    context.moveTo(x, base);
    context.quadraticCurveTo(x + 14, base - 35, x + 3, base - 65);
    context.stroke();
    context.strokeStyle = '#2f6b33';
    context.lineWidth = 3;
    for (let leaf = 0; leaf < 7; leaf++) {
      const angle = (leaf / 7) * Math.PI * 2;
      context.beginPath();
      context.moveTo(x + 3, base - 65);
      context.quadraticCurveTo(
        x + 6 + Math.cos(angle) * 40,
        base - 150,
        x + 6 + Math.cos(angle) * 60,
        base - 110 + Math.abs(Math.sin(angle)) * 10,
      );
      context.stroke();
    }
  }
};

const farm: Painter = (context, random) => {
  sky(context, '#6aa6dc', '#e4eef2');
  clouds(context, random, 9);
  ridge(context, random, '#8fae7a', 40, 0.5);
  ridge(context, random, '#6f9a54', 22, 0.4);
  ground(context, '#7c9a4a', '#9bb56a');
  // Fields in stripes toward the horizon.
  for (let band = 0; band < 6; band++) {
    context.fillStyle = band % 2 === 0 ? 'rgba(190,170,90,0.35)' : 'rgba(90,120,50,0.25)';
    context.fillRect(0, HORIZON + band * 18, WIDTH, 9);
  }
  for (let index = 0; index < 4; index++) {
    const x = 200 + index * 500 + random() * 200;
    const base = HORIZON + 4;
    context.fillStyle = '#9b2f24';
    context.fillRect(x, base - 50, 80, 50);
    context.beginPath();
    context.moveTo(x - 6, base - 50);
    context.lineTo(x + 40, base - 80);
    context.lineTo(x + 86, base - 50);
    context.fill();
    context.fillStyle = '#f1ece2';
    context.fillRect(x + 30, base - 28, 20, 28);
    context.fillStyle = '#b9b9b4';
    context.fillRect(x + 95, base - 90, 22, 90);
    context.beginPath();
    context.arc(x + 106, base - 90, 11, Math.PI, 0);
    context.fill();
  }
  context.strokeStyle = '#6b5235';
  context.lineWidth = 2;
  context.beginPath();
  context.moveTo(0, HORIZON + 40);
  context.lineTo(WIDTH, HORIZON + 40);
  context.stroke();
  for (let x = 0; x < WIDTH; x += 40) context.fillRect(x, HORIZON + 30, 3, 16);
};

const hall: Painter = (context, random) => {
  context.fillStyle = '#3b3f45';
  context.fillRect(0, 0, WIDTH, HORIZON - 130);
  // Roof trusses.
  context.strokeStyle = '#5a6068';
  context.lineWidth = 6;
  for (let x = 0; x < WIDTH; x += 128) {
    context.beginPath();
    context.moveTo(x, 0);
    context.lineTo(x + 64, HORIZON - 130);
    context.lineTo(x + 128, 0);
    context.stroke();
  }
  for (let x = 64; x < WIDTH; x += 256) {
    const light = context.createRadialGradient(x, HORIZON - 150, 2, x, HORIZON - 150, 40);
    light.addColorStop(0, 'rgba(255,250,230,1)');
    light.addColorStop(1, 'rgba(255,250,230,0)');
    context.fillStyle = light;
    context.fillRect(x - 40, HORIZON - 190, 80, 80);
  }
  const wall = context.createLinearGradient(0, HORIZON - 130, 0, HORIZON);
  wall.addColorStop(0, '#d7d9db');
  wall.addColorStop(1, '#c2c5c8');
  context.fillStyle = wall;
  context.fillRect(0, HORIZON - 130, WIDTH, 130);
  for (let x = 40; x < WIDTH; x += 170) {
    context.fillStyle = '#a9c4d8';
    context.fillRect(x, HORIZON - 100, 110, 80);
    context.fillStyle = '#7f8a94';
    context.fillRect(x + 53, HORIZON - 100, 4, 80);
    context.fillRect(x, HORIZON - 62, 110, 4);
  }
  context.fillStyle = '#9fa3a7';
  context.fillRect(0, HORIZON - 12, WIDTH, 12);
  ground(context, '#8e8f8f', '#a5a6a6');
  speckle(context, random);
};

function speckle(context: CanvasRenderingContext2D, random: () => number): void {
  context.fillStyle = 'rgba(0,0,0,0.05)';
  for (let index = 0; index < 1500; index++) context.fillRect(random() * WIDTH, HORIZON + random() * HORIZON, 3, 3);
}

const woods: Painter = (context, random) => {
  sky(context, '#5c93c8', '#dfe9e6');
  clouds(context, random, 5);
  ground(context, '#3f5a2a', '#566f3a');
  const greens = ['#1f3d22', '#27492a', '#2e5530', '#183420'];
  for (let layer = 0; layer < 3; layer++) {
    for (let index = 0; index < 160; index++) {
      const x = random() * WIDTH;
      const height = 45 + random() * 60 - layer * 12;
      const width = 16 + random() * 16;
      const base = HORIZON + 3 + layer * 5;
      context.fillStyle = greens[(index + layer) % greens.length] ?? '#1f3d22';
      if (random() > 0.4) {
        context.beginPath();
        context.moveTo(x, base - height);
        context.lineTo(x - width / 2, base);
        context.lineTo(x + width / 2, base);
        context.fill();
      } else {
        context.fillRect(x - 3, base - height * 0.4, 6, height * 0.4);
        context.beginPath();
        context.ellipse(x, base - height * 0.6, width * 0.6, height * 0.35, 0, 0, Math.PI * 2);
        context.fill();
      }
    }
  }
};

const PAINTERS: Record<Exclude<Skybox, 'off'>, Painter> = { beach, farm, hall, woods };
const cache = new Map<Skybox, CanvasTexture>();

/** A painted panorama for the background scene (none for "off"): nothing is downloaded. */
export function backdropTexture(skybox: Skybox): CanvasTexture | null {
  if (skybox === 'off' || typeof document === 'undefined') return null;
  const cached = cache.get(skybox);
  if (cached) return cached;
  const texture = paintedTexture(WIDTH, HEIGHT, (context) =>
    PAINTERS[skybox](context, seededRandom(skybox.charCodeAt(0) * 104729)),
  );
  if (!texture) return null;
  texture.mapping = EquirectangularReflectionMapping;
  texture.colorSpace = SRGBColorSpace;
  cache.set(skybox, texture);
  return texture;
}
