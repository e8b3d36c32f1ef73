import type { Finish } from '@bar/layout/pieces/types';
import {
  type CanvasTexture,
  type Material,
  MeshPhysicalMaterial,
  MeshStandardMaterial,
  NoColorSpace,
  RepeatWrapping,
} from 'three';
import { paintedTexture } from './environment/paintedTexture.ts';
import { seededRandom } from './environment/random.ts';

/**
 * A repeating bump map of `size` px: mid grey with `count` marks, each in a grey of its own
 * (`shades.lowest` plus up to `shades.spread`) at `alpha`, drawn by `mark` where `random` says.
 */
function speckledBump(
  size: number,
  seed: number,
  count: number,
  shades: { lowest: number; spread: number; alpha: number },
  mark: (context: CanvasRenderingContext2D, random: () => number) => void,
): CanvasTexture | null {
  const random = seededRandom(seed);
  return bumpTexture(size, (context) => {
    context.fillStyle = '#808080';
    context.fillRect(0, 0, size, size);
    for (let index = 0; index < count; index++) {
      const shade = shades.lowest + Math.floor(random() * shades.spread);
      context.fillStyle = `rgba(${shade},${shade},${shade},${shades.alpha})`;
      mark(context, random);
    }
  });
}

/**
 * A faint grain as a bump map (linear data, not colour): long fibres along x, as on a laminated or
 * wooden top. It changes how light grazes the surface, never the RAL colour itself.
 */
function grainTexture(): CanvasTexture | null {
  return speckledBump(256, 4099, 900, { lowest: 110, spread: 40, alpha: 0.35 }, (context, random) =>
    context.fillRect(random() * 256, random() * 256, 20 + random() * 90, 1),
  );
}

/** A fine orange peel for powder coating (bump only). */
function peelTexture(): CanvasTexture | null {
  return speckledBump(128, 7727, 2400, { lowest: 100, spread: 56, alpha: 0.5 }, (context, random) => {
    context.beginPath();
    context.arc(random() * 128, random() * 128, 0.8 + random() * 1.6, 0, Math.PI * 2);
    context.fill();
  });
}

/** A square, repeating bump map (linear data, not colour). */
function bumpTexture(size: number, paint: (context: CanvasRenderingContext2D) => void): CanvasTexture | null {
  const texture = paintedTexture(size, size, paint);
  if (!texture) return null;
  texture.colorSpace = NoColorSpace;
  texture.wrapS = RepeatWrapping;
  texture.wrapT = RepeatWrapping;
  return texture;
}

const grain = grainTexture();
const peel = peelTexture();

/**
 * One physically based material per finish; the colour of each piece goes per instance
 * (instanceColor multiplies the material colour, so these stay white and a RAL colour is drawn as
 * its swatch). Instance colours are sRGB hex values that three converts to linear, and the
 * renderer's output is sRGB after tone mapping (see `SceneEffects`).
 */
export const MATERIALS: Record<Finish, Material> = {
  // Anodised aluminium profiles of the rack system: brushed, clearly metal.
  aluminium: new MeshStandardMaterial({ color: '#ffffff', metalness: 0.8, roughness: 0.36, envMapIntensity: 1.1 }),
  // Powder-coated steel and sheet: satin, a touch of metal, a faint orange peel.
  paint: new MeshStandardMaterial({
    color: '#ffffff',
    metalness: 0.12,
    roughness: 0.48,
    bumpMap: peel,
    bumpScale: 0.15,
  }),
  // Laminated or wooden tops and boards: a satin coat over a faint grain.
  board: new MeshPhysicalMaterial({
    color: '#ffffff',
    metalness: 0,
    roughness: 0.55,
    clearcoat: 0.35,
    clearcoatRoughness: 0.35,
    bumpMap: grain,
    bumpScale: 0.6,
  }),
  // Stainless inserts, GN containers, sinks: bright, slightly brushed.
  steel: new MeshStandardMaterial({ color: '#ffffff', metalness: 0.95, roughness: 0.22, envMapIntensity: 1.2 }),
  // Plastics, handles, bottle crates.
  dark: new MeshStandardMaterial({ color: '#ffffff', metalness: 0, roughness: 0.62 }),
  // Glass doors and bottles: see-through, reflective; writes no depth so what is behind stays whole.
  glass: new MeshPhysicalMaterial({
    color: '#ffffff',
    metalness: 0,
    roughness: 0.06,
    transparent: true,
    opacity: 0.62,
    depthWrite: false,
    clearcoat: 1,
    clearcoatRoughness: 0.05,
    envMapIntensity: 1.4,
  }),
  // LED strips glow: bright emissive well above the diffuse white, so they read as lit.
  glow: new MeshStandardMaterial({
    color: '#ffffff',
    emissive: '#fff1c9',
    emissiveIntensity: 3,
    toneMapped: false,
  }),
};

/** Finishes that throw shadows (LED strips and glass would only add draw calls). */
export const CASTS_SHADOW: Record<Finish, boolean> = {
  aluminium: true,
  paint: true,
  board: true,
  steel: true,
  dark: true,
  glass: false,
  glow: false,
};
