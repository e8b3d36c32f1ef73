import type { Catalogue } from '@bar/domain/catalogue';
import type { ColorKey, ColorSettings } from '@bar/domain/document';

const NAMED: Record<string, string> = { black: '#1d1d1f', white: '#f4f4f2' };
const FALLBACK = '#f1f0ea';

/** Turns RAL codes, the names black/white and #hex into screen colours. */
export class Palette {
  private readonly byCode: Map<string, string>;

  constructor(
    catalogue: Catalogue,
    private readonly globals: ColorSettings,
  ) {
    this.byCode = new Map(catalogue.colors.map((color) => [color.code, color.hex]));
  }

  /** A colour value as stored on an item or a branding: RAL code, black/white or #hex. */
  resolve(value: string | null | undefined): string | undefined {
    if (!value) return undefined;
    if (value.startsWith('#')) return value;
    return NAMED[value] ?? this.byCode.get(value);
  }

  /** The item's own colour, else the global colour of its key (K1). */
  of(key: ColorKey, itemColor?: string | null): string {
    return this.resolve(itemColor) ?? this.resolve(this.globals[key]) ?? FALLBACK;
  }
}

/** Fixed looks of materials that are not painted. */
export const LOOK = {
  aluminium: '#c7ccd2',
  steel: '#b9bec4',
  darkPlastic: '#2b2d30',
  bottleGreen: '#2f5d3a',
  bottleAmber: '#7a4a1c',
  bottleClear: '#a9c8cf',
  led: '#fff3d6',
  sinkSteel: '#9aa1a8',
  glassDoor: '#3a4a55',
} as const;
