import { type StoredContentSection, storedContentSectionSchema } from '@bar/contracts/content';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contentSections } from '../../db/schema.ts';

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
