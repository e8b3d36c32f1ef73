import type { Assembly, Catalogue, Part } from '@bar/domain/catalogue';
import { type Locale, localize } from '@bar/domain/locale';
import { type Cents, cents } from '@bar/domain/units';

/** An item's picture: the assembly's own thumbnail, or a swatch drawn in its proportions. */
export type Thumbnail = { url: string } | { width: number; height: number; tone: string };

/** Unit price of an assembly: the sum of its parts' prices (missing parts count nothing). */
export function assemblyPrice(assembly: Assembly, catalogue: Catalogue): Cents {
  let total = 0;
  for (const entry of assembly.parts) {
    total += (catalogue.parts.get(entry.part_id)?.price ?? 0) * entry.quantity;
  }
  return cents(total);
}

/** The assembly's name in the interface language, else English, else German. */
export function assemblyName(assembly: Assembly, locale: Locale): string {
  const translations = assembly.translations as Partial<Record<string, { name: string }>>;
  return translations[locale]?.name || assembly.translations.en.name || assembly.translations.de.name;
}

export function partName(part: Part, locale: Locale): string {
  return localize(part.name, locale);
}

const TONES: Record<string, string> = {
  insert: '#8fa8c8',
  worktop: '#c8a878',
  front_panel: '#d8d8d0',
  back_panel: '#b8c8b0',
  side_application: '#c8b898',
  front_frame_accessory: '#a0a0a8',
  counter_board_accessory: '#b0b8c0',
  brandsign: '#e0c060',
  led: '#f0e070',
  part: '#c0c0c0',
};

/** Width and height of the front view, so the swatch shows the item's proportions. */
export function assemblyThumbnail(assembly: Assembly): Thumbnail {
  if (assembly.thumbnail) return { url: assembly.thumbnail };
  const isFlat = assembly.type === 'counter_board_accessory' || assembly.type === 'worktop';
  return {
    width: assembly.width,
    height: isFlat ? Math.max(assembly.depth, assembly.height) : assembly.height,
    tone: TONES[assembly.mount === 'led' ? 'led' : assembly.type] ?? '#c0c0c0',
  };
}

export function partThumbnail(part: Part): Thumbnail {
  const tone = part.type === 'counter-board' ? TONES.worktop : (TONES[part.type] ?? TONES.part);
  const height = part.type === 'counter-board' ? part.depth : part.height;
  return { width: part.width, height, tone: tone ?? '#c0c0c0' };
}

/** Active assemblies of some types, in the catalogue's order. */
export function assembliesOf(catalogue: Catalogue, types: readonly Assembly['type'][]): Assembly[] {
  return [...catalogue.assemblies.values()]
    .filter((assembly) => assembly.is_active && types.includes(assembly.type))
    .sort((a, b) => a.order_column - b.order_column || a.id - b.id);
}

export function partsOf(catalogue: Catalogue, types: readonly Part['type'][]): Part[] {
  return [...catalogue.parts.values()].filter((part) => types.includes(part.type)).sort((a, b) => a.id - b.id);
}

/** An assembly's name by id, or `#id` when the catalogue no longer has it. */
export function assemblyLabel(catalogue: Catalogue, assemblyId: number, locale: Locale): string {
  const assembly = catalogue.assemblies.get(assemblyId);
  return assembly ? assemblyName(assembly, locale) : `#${assemblyId}`;
}

/** A part's name by id, or `#id` when the catalogue no longer has it. */
export function partLabel(catalogue: Catalogue, partId: number, locale: Locale): string {
  const part = catalogue.parts.get(partId);
  return part ? partName(part, locale) : `#${partId}`;
}
