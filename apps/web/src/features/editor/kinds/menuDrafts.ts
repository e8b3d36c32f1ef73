import type { Assembly, Part, SideName } from '@bar/domain/catalogue';
import type { EditCommand } from '../store/editCommands.ts';
import { assemblyName, assemblyPrice, assemblyThumbnail, partName, partThumbnail } from './catalogueItems.ts';
import type { MenuContext, MenuDraft, SectionKey } from './types.ts';

/** How a kind puts an item on the chosen place; null while no place of the kind is chosen. */
type CommandFor<T> = ((item: T) => EditCommand) | null;
type SectionOf<T> = SectionKey | ((item: T) => SectionKey);

function sectionOf<T>(section: SectionOf<T>, item: T): SectionKey {
  return typeof section === 'function' ? section(item) : section;
}

/** Menu lines for assemblies, each with the command that places it (none without a place). */
export function assemblyDrafts(
  context: MenuContext,
  assemblies: readonly Assembly[],
  section: SectionOf<Assembly>,
  commandFor: CommandFor<Assembly>,
): MenuDraft[] {
  return assemblies.map((assembly) => ({
    key: `assembly:${assembly.id}`,
    section: sectionOf(section, assembly),
    name: assemblyName(assembly, context.locale),
    unitPrice: assemblyPrice(assembly, context.catalogue),
    thumbnail: assemblyThumbnail(assembly),
    size: { width: assembly.width, height: assembly.height },
    command: commandFor ? commandFor(assembly) : null,
  }));
}

/** Menu lines for parts, each with the command that places it (none without a place). */
export function partDrafts(
  context: MenuContext,
  parts: readonly Part[],
  section: SectionOf<Part>,
  commandFor: CommandFor<Part>,
): MenuDraft[] {
  return parts.map((part) => ({
    key: `part:${part.id}`,
    section: sectionOf(section, part),
    name: partName(part, context.locale),
    unitPrice: part.price,
    thumbnail: partThumbnail(part),
    size: { width: part.width, height: part.height },
    command: commandFor ? commandFor(part) : null,
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
