import type { Assembly, Catalogue, Part } from '@bar/domain/catalogue';
import type { BarDocument, ColorKey } from '@bar/domain/document';
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
  front_panel: '#d8d8d0',
  back_panel: '#b8c8b0',
  side_application: '#c8b898',
  front_frame_accessory: '#a0a0a8',
  counter_board_accessory: '#b0b8c0',
  brandsign: '#e0c060',
  led: '#f0e070',
  part: '#c0c0c0',
};

/**
 * The screen colour of what a bar's colour key orders now (a bar top comes in the bar's RAL colour
 * for bar tops, not in wood, which is not sold).
 */
export function orderedTone(key: ColorKey, doc: BarDocument, catalogue: Catalogue): string {
  const code = doc.settings.colors[key];
  return catalogue.colors.find((color) => color.code === code)?.hex ?? TONES.part ?? '#c0c0c0';
}

type Coloured = { doc: BarDocument; catalogue: Catalogue };

/** Width and height of the front view, so the swatch shows the item's proportions and, for worktops, the colour ordered. */
export function assemblyThumbnail(assembly: Assembly, { doc, catalogue }: Coloured): Thumbnail {
  if (assembly.thumbnail) return { url: assembly.thumbnail };
  const isFlat = assembly.type === 'counter_board_accessory' || assembly.type === 'worktop';
  const tone =
    assembly.type === 'worktop'
      ? orderedTone('worktops', doc, catalogue)
      : (TONES[assembly.mount === 'led' ? 'led' : assembly.type] ?? '#c0c0c0');
  return { width: assembly.width, height: isFlat ? Math.max(assembly.depth, assembly.height) : assembly.height, tone };
}

/** A part's swatch in its proportions; a bar top in the bar-top colour the bar orders. */
export function partThumbnail(part: Part, { doc, catalogue }: Coloured): Thumbnail {
  const isBoard = part.type === 'counter-board';
  const tone = isBoard ? orderedTone('counter_boards', doc, catalogue) : (TONES[part.type] ?? TONES.part ?? '#c0c0c0');
  return { width: part.width, height: isBoard ? part.depth : part.height, tone };
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
