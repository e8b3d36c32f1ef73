import { randomBytes } from 'node:crypto';
import {
  type ContentSectionType,
  defaultSectionValue,
  type StoredContentSection,
  type StoredSectionValues,
  storedContentSectionSchema,
} from '@bar/contracts/content';
import { asc, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contentSections } from '../../db/schemaContent.ts';
import { writeCompanyUrl } from './settings.ts';

/**
 * The home screen's sections in display order. Each row passes the stored-section schema, so a
 * broken row is a loud error here rather than a broken home screen.
 */
export async function listContentSections(db: Database): Promise<StoredContentSection[]> {
  const rows = await db
    .select({ id: contentSections.id, type: contentSections.type, value: contentSections.value })
    .from(contentSections)
    .orderBy(asc(contentSections.position), asc(contentSections.id));
  return rows.map((row) => storedContentSectionSchema.parse(row));
}

/** A section to store at its place in the list; `value` null keeps the stored value or takes the default. */
export type ContentSectionWrite = {
  id?: string | undefined;
  type: ContentSectionType;
  value?: StoredSectionValues[ContentSectionType] | null | undefined;
};

/**
 * Replaces the home screen with `sections`, in their order, in one transaction: sections left out
 * are deleted; a section without id is new and gets a random 40-hex id; a section without value
 * keeps its stored value when its type is unchanged, else takes its type's default. A
 * `companyUrl` given (null: back to the default) is stored in the same transaction.
 */
export async function replaceContentSections(
  db: Database,
  sections: readonly ContentSectionWrite[],
  companyUrl?: string | null,
): Promise<StoredContentSection[]> {
  return db.transaction(async (tx) => {
    if (companyUrl !== undefined) await writeCompanyUrl(tx, companyUrl);
    const stored = new Map((await listContentSections(tx)).map((section) => [section.id, section]));
    const rows = sections.map((section, position) => {
      const id = section.id ?? randomBytes(20).toString('hex');
      const previous = stored.get(id);
      const kept = previous?.type === section.type ? previous.value : undefined;
      return { id, type: section.type, value: section.value ?? kept ?? defaultSectionValue(section.type), position };
    });
    const ids = rows.map((row) => row.id);
    await tx.delete(contentSections).where(ids.length > 0 ? notInArray(contentSections.id, ids) : undefined);
    for (const row of rows) {
      await tx
        .insert(contentSections)
        .values(row)
        .onConflictDoUpdate({
          target: contentSections.id,
          set: { type: row.type, value: row.value, position: row.position, updatedAt: new Date() },
        });
    }
    return listContentSections(tx);
  });
}
