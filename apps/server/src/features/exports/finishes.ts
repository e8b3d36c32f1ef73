import type { Finish } from '@bar/layout/pieces/types';

/**
 * The finishes of the 3D scene (apps/web/src/scene/materials.ts) as glTF metal/rough factors. The
 * scene keeps its materials white and colours each piece; here each finish and colour is one
 * material whose base colour is the piece's colour. Bump maps, clear coat and the environment's
 * intensity have no counterpart in core glTF and are left out; the LED glow keeps its colour at
 * strength 1 (core glTF caps emission at 1).
 */
export type FinishFactors = {
  metallic: number;
  roughness: number;
  /** Opacity of the base colour; below 1 the material blends. */
  alpha: number;
  /** sRGB hex of the light the surface gives off, or null. */
  emissive: string | null;
};

export const FINISH_FACTORS: Record<Finish, FinishFactors> = {
  aluminium: { metallic: 0.8, roughness: 0.36, alpha: 1, emissive: null },
  paint: { metallic: 0.12, roughness: 0.48, alpha: 1, emissive: null },
  board: { metallic: 0, roughness: 0.55, alpha: 1, emissive: null },
  steel: { metallic: 0.95, roughness: 0.22, alpha: 1, emissive: null },
  dark: { metallic: 0, roughness: 0.62, alpha: 1, emissive: null },
  glass: { metallic: 0, roughness: 0.06, alpha: 0.62, emissive: null },
  glow: { metallic: 0, roughness: 1, alpha: 1, emissive: '#fff1c9' },
};

/** Roughness of picture surfaces (banners, signs), as the scene draws them. */
export const PICTURE_ROUGHNESS = 0.6;

/** An sRGB channel (0..1) in linear light, as glTF colour factors are given. */
function toLinear(channel: number): number {
  return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
}

const HEX = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i;

/** `#rrggbb` (or `#rgb`) as linear RGB; anything else as a neutral light grey. */
export function linearRgb(hex: string): [number, number, number] {
  const match = HEX.exec(hex.trim());
  if (!match?.[1]) return [0.85, 0.85, 0.85];
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  const channel = (offset: number) => toLinear(Number.parseInt(digits.slice(offset, offset + 2), 16) / 255);
  return [channel(0), channel(2), channel(4)];
}
