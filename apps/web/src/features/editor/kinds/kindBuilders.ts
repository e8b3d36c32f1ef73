import type { Assembly, Part, SideName } from '@bar/domain/catalogue';
import type { PicturePatch } from '@bar/domain/commands/brandingImages';
import type { EditCommand } from '@bar/domain/commands/editCommands';
import type { PlaceKind } from '../places/placeTypes.ts';
import {
  assembliesOf,
  assemblyLabel,
  assemblyName,
  assemblyPrice,
  assemblyThumbnail,
  partLabel,
  partName,
  partsOf,
  partThumbnail,
} from './catalogueItems.ts';
import type { MenuContext, MenuDraft, MenuOptions, Occupant, PlacedPicture, PlaceOf, SectionKey } from './types.ts';

/** How a kind puts an item on the chosen place; null while no place of the kind is chosen. */
type CommandFor<T> = ((item: T) => EditCommand) | null;
type SectionOf<T> = SectionKey | ((item: T) => SectionKey);

function sectionOf<T>(section: SectionOf<T>, item: T): SectionKey {
  return typeof section === 'function' ? section(item) : section;
}

type Description = Pick<MenuDraft, 'key' | 'name' | 'unitPrice' | 'thumbnail' | 'size'>;

function draftsOf<T>(
  items: readonly T[],
  section: SectionOf<T>,
  commandFor: CommandFor<T>,
  describe: (item: T) => Description,
): MenuDraft[] {
  return items.map((item) => ({
    ...describe(item),
    section: sectionOf(section, item),
    command: commandFor ? commandFor(item) : null,
  }));
}

/** Menu lines for assemblies, each with the command that places it (none without a place). */
export function assemblyDrafts(
  context: MenuContext,
  assemblies: readonly Assembly[],
  section: SectionOf<Assembly>,
  commandFor: CommandFor<Assembly>,
): MenuDraft[] {
  return draftsOf(assemblies, section, commandFor, (assembly) => ({
    key: `assembly:${assembly.id}`,
    name: assemblyName(assembly, context.locale),
    unitPrice: assemblyPrice(assembly, context.catalogue),
    thumbnail: assemblyThumbnail(assembly, context),
    size: { width: assembly.width, height: assembly.height },
  }));
}

/** Menu lines for parts, each with the command that places it (none without a place). */
export function partDrafts(
  context: MenuContext,
  parts: readonly Part[],
  section: SectionOf<Part>,
  commandFor: CommandFor<Part>,
): MenuDraft[] {
  return draftsOf(parts, section, commandFor, (part) => ({
    key: `part:${part.id}`,
    name: partName(part, context.locale),
    unitPrice: part.price,
    thumbnail: partThumbnail(part, context),
    size: { width: part.width, height: part.height },
  }));
}

/** Whether an assembly is made for the side being edited. */
export function fitsSide(assembly: Assembly, side: SideName): boolean {
  return assembly.side === 'both' || assembly.side === side;
}

/** Bar tops and bottle shelves come 600 or 1200 mm long. */
export function standardWidth(part: Part): 600 | 1200 {
  return part.width === 1200 ? 1200 : 600;
}

/** What stands on a place when there is an assembly there: named after it, taken away by `remove`. */
export function assemblyOccupant(
  { catalogue, locale }: MenuContext,
  assemblyId: number | undefined,
  remove: EditCommand,
): Occupant | null {
  return assemblyId === undefined ? null : { name: assemblyLabel(catalogue, assemblyId, locale), remove };
}

/** What stands on a place when there is a part there: named after it, taken away by `remove`. */
export function partOccupant(
  { catalogue, locale }: MenuContext,
  partId: number | undefined,
  remove: EditCommand,
): Occupant | null {
  return partId === undefined ? null : { name: partLabel(catalogue, partId, locale), remove };
}

/**
 * The picture on a placed banner or brand sign, and its edits: `change` makes the command that
 * changes the fields it is given (the picture, the fill mode; a banner's colour through `color`).
 */
export function placedPicture(
  kind: PlacedPicture['kind'],
  item: { image_url: string | null; fill_image: boolean },
  change: (patch: PicturePatch) => EditCommand,
  color: PlacedPicture['color'] = null,
): PlacedPicture {
  return {
    kind,
    imageUrl: item.image_url,
    fillImage: item.fill_image,
    setImage: (imageUrl) => change({ imageUrl }),
    setFill: (fillImage) => change({ fillImage }),
    color,
  };
}

type PlaceCommand<T, K extends PlaceKind> = (
  item: T,
  place: PlaceOf<K>,
  context: MenuContext,
  options: MenuOptions,
) => EditCommand;
type Keep<T, K extends PlaceKind> = (item: T, context: MenuContext, place: PlaceOf<K> | null) => boolean;
type KindMenu<K extends PlaceKind> = (
  context: MenuContext,
  place: PlaceOf<K> | null,
  options: MenuOptions,
) => MenuDraft[];

/** A kind's menu of active assemblies of some types, each put on the chosen place by `commandFor`. */
export function offerAssemblies<K extends PlaceKind>(
  types: readonly Assembly['type'][],
  section: SectionOf<Assembly>,
  commandFor: PlaceCommand<Assembly, K>,
  keep: Keep<Assembly, K> = () => true,
): KindMenu<K> {
  return (context, place, options) =>
    assemblyDrafts(
      context,
      assembliesOf(context.catalogue, types).filter((assembly) => keep(assembly, context, place)),
      section,
      place && ((assembly) => commandFor(assembly, place, context, options)),
    );
}

/** A kind's menu of parts of some types, each put on the chosen place by `commandFor`. */
export function offerParts<K extends PlaceKind>(
  types: readonly Part['type'][],
  section: SectionOf<Part>,
  commandFor: PlaceCommand<Part, K>,
  keep: Keep<Part, K> = () => true,
): KindMenu<K> {
  return (context, place, options) =>
    partDrafts(
      context,
      partsOf(context.catalogue, types).filter((part) => keep(part, context, place)),
      section,
      place && ((part) => commandFor(part, place, context, options)),
    );
}
