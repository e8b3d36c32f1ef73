import { type Catalogue, primaryPartNumber } from '@bar/domain/catalogue';
import { type Locale, localize } from '@bar/domain/locale';
import type { PackagingLine } from '@bar/domain/packaging';
import type { PackagingEntry } from './buildPartsListPdf.ts';

/** The recommended bags with the part number and name the reader knows them by. */
export function packagingEntries(lines: PackagingLine[], catalogue: Catalogue, locale: Locale): PackagingEntry[] {
  return lines.flatMap((line) => {
    const part = catalogue.parts.get(line.part_id);
    if (!part) return [];
    return [{ part_number: primaryPartNumber(part), name: localize(part.name, locale), quantity: line.qty }];
  });
}
