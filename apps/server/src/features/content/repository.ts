import { randomBytes } from 'node:crypto';
import {
  type ContentSectionType,
  defaultSectionValue,
  type StoredContentSection,
  type StoredSectionValues,
  storedContentSectionSchema,
} from '@bar/contracts/content';
import { contentSectionProblems } from '@bar/contracts/contentRules';
import type { Locale } from '@bar/domain/locale';
import { asc, notInArray } from 'drizzle-orm';
import { addFieldError, type FieldErrors, validationError } from '../../appError.ts';
import type { Database } from '../../db/client.ts';
import { contentSections } from '../../db/schemaContent.ts';
import { renderMessage } from '../../i18n/catalogue.ts';
import { readContentDefaultLocale, writeCompanyUrl, writeContentDefaultLocale } from './settings.ts';

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

export type ContentReplacement = {
  sections: readonly ContentSectionWrite[];
  /** Given: stored in the same transaction (null: back to the server's default). */
  companyUrl?: string | null | undefined;
  /** Given: the content's new default language; else the stored one stays. */
  defaultLocale?: Locale | undefined;
  /** The language of the 422's messages. */
  locale: Locale;
};

/** 422 naming every field a section lacks in the default language; nothing is stored then. */
function refuseUnpublishable(sections: readonly StoredContentSection[], defaultLocale: Locale, locale: Locale): void {
  const errors: FieldErrors = {};
  sections.forEach((section, index) => {
    for (const problem of contentSectionProblems(section, defaultLocale)) {
      addFieldError(errors, ['sections', index, ...problem.path].join('.'), renderMessage(problem.message, locale));
    }
  });
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/**
 * Replaces the home screen with `sections`, in their order, in one transaction: sections left out
 * are deleted; a section without id is new and gets a random 40-hex id; a section without value
 * keeps its stored value when its type is unchanged, else takes its type's default (empty texts,
 * so it is refused until filled in). Every section must be publishable in the default language
 * (contentSectionProblems), else 422 and nothing changes.
 */
export async function replaceContentSections(
  db: Database,
  replacement: ContentReplacement,
): Promise<StoredContentSection[]> {
  return db.transaction(async (tx) => {
    const { companyUrl, locale } = replacement;
    if (companyUrl !== undefined) await writeCompanyUrl(tx, companyUrl);
    const defaultLocale = replacement.defaultLocale ?? (await readContentDefaultLocale(tx));
    if (replacement.defaultLocale !== undefined) await writeContentDefaultLocale(tx, replacement.defaultLocale);
    const stored = new Map((await listContentSections(tx)).map((section) => [section.id, section]));
    const rows = replacement.sections.map((section, position) => {
      const id = section.id ?? randomBytes(20).toString('hex');
      const previous = stored.get(id);
      const kept = previous?.type === section.type ? previous.value : undefined;
      return { id, type: section.type, value: section.value ?? kept ?? defaultSectionValue(section.type), position };
    });
    refuseUnpublishable(
      rows.map((row) => storedContentSectionSchema.parse(row)),
      defaultLocale,
      locale,
    );
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
