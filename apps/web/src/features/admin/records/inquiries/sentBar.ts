import type { AdminInquiry } from '@bar/contracts/adminRecords';
import { restoreStoredBarDocument } from '@bar/contracts/barDocument';
import type { Catalogue } from '@bar/domain/catalogue';
import type { BarDocument } from '@bar/domain/document';
import { type Locale, localize } from '@bar/domain/locale';

/** The bar sent with an inquiry, ready to draw, or why it cannot be drawn. */
export type SentBar = { kind: 'bar'; document: BarDocument } | { kind: 'none' } | { kind: 'unreadable' };

/**
 * The bar document inside an inquiry's snapshot (the bar as it was sent): read through the door for
 * stored documents, so an older snapshot opens as well; a consultation has none.
 */
export function sentBarOf(inquiry: Pick<AdminInquiry, 'bar_snapshot'>): SentBar {
  if (!inquiry.bar_snapshot) return { kind: 'none' };
  const restored = restoreStoredBarDocument(inquiry.bar_snapshot);
  return restored.ok ? { kind: 'bar', document: restored.doc } : { kind: 'unreadable' };
}

/**
 * Parts-list lines named in the staff member's language: the snapshot keeps the names in the
 * customer's language, the catalogue has every language. Quantities, prices and part numbers stay
 * as sent; a part the catalogue no longer has keeps the name it was sent with.
 */
export function linesInLanguage<TLine extends { part_id: number; name: string }>(
  lines: readonly TLine[],
  catalogue: Catalogue | undefined,
  locale: Locale,
): TLine[] {
  return lines.map((line) => {
    const part = catalogue?.parts.get(line.part_id);
    return part ? { ...line, name: localize(part.name, locale) } : line;
  });
}
