import { z } from 'zod';
import { dataEnvelope, everyList, localeSchema } from './common.ts';
import {
  CONTENT_SECTION_TYPES,
  downloadsSectionValueInputSchema,
  faqSectionValueInputSchema,
  type StoredContentSection,
  storedContentSectionSchema,
  textSectionValueInputSchema,
  videoSectionValueInputSchema,
} from './content.ts';
import { msg } from './messages.ts';
import { safeUrlSchema } from './safeUrl.ts';

/** The home screen builder's writes (`PUT /api/content`) and what it reads back (decisions.md 3). */

const sectionIdSchema = z.string().regex(/^[0-9a-f]{40}$/, msg('validation.sectionId'));
const newOrExisting = { id: sectionIdSchema.optional() };

/** One section of `PUT /api/content`: `id` left out for a new one, `value` left out to keep or default it. */
export const contentSectionInputSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ ...newOrExisting, type: z.literal('text'), value: textSectionValueInputSchema.nullish() }),
    z.object({ ...newOrExisting, type: z.literal('faq'), value: faqSectionValueInputSchema.nullish() }),
    z.object({ ...newOrExisting, type: z.literal('video'), value: videoSectionValueInputSchema.nullish() }),
    z.object({ ...newOrExisting, type: z.literal('downloads'), value: downloadsSectionValueInputSchema.nullish() }),
  ],
  { error: msg('validation.chooseSectionType', { types: CONTENT_SECTION_TYPES.join(', ') }) },
);
export type ContentSectionInput = z.input<typeof contentSectionInputSchema>;

/**
 * The company website as administrators store it: a safe address, or null for the server's
 * default (COMPANY_URL). Left out of `PUT /api/content`, the stored value stays.
 */
export const companyUrlInputSchema = safeUrlSchema.nullable();

export const contentUpdateSchema = z.object({
  company_url: companyUrlInputSchema.optional(),
  /** The language readers see where theirs was left empty; left out, the stored one stays. */
  default_locale: localeSchema.optional(),
  sections: z
    .array(contentSectionInputSchema, { error: msg('validation.fieldList', { field: 'field.sections' }) })
    .max(100, msg('validation.sectionsMax', { max: 100 }))
    .superRefine((sections, context) => {
      const seen = new Set<string>();
      sections.forEach((section, index) => {
        const id = (section as { id?: unknown } | null)?.id;
        if (typeof id !== 'string') return;
        if (seen.has(id)) {
          context.addIssue({ code: 'custom', message: msg('validation.sectionTwice'), path: [index, 'id'] });
        }
        seen.add(id);
      });
    }, everyList),
});
export type ContentUpdate = z.input<typeof contentUpdateSchema>;
/** The content's settings as stored (`company_url` null: the default is used) and the default itself. */
export const storedContentMetaSchema = z.object({
  company_url: z.string().nullable(),
  default_company_url: z.string(),
  default_locale: localeSchema,
});
export type StoredContentMeta = z.infer<typeof storedContentMetaSchema>;
export const storedContentResponseSchema = dataEnvelope(z.array(storedContentSectionSchema)).extend({
  meta: storedContentMetaSchema,
});
export type StoredContentResponse = { data: StoredContentSection[]; meta: StoredContentMeta };
