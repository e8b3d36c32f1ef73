import { z } from 'zod';
import { dataEnvelope } from './common.ts';
import { safeUrlSchema } from './safeUrl.ts';

/** Home-screen section types (decisions.md 4). Texts arrive in the request's language (X-Locale). */
export const CONTENT_SECTION_TYPES = ['text', 'faq', 'video', 'downloads'] as const;
export type ContentSectionType = (typeof CONTENT_SECTION_TYPES)[number];

export const textSectionValueSchema = z.object({ title: z.string(), body: z.string() });
export const faqSectionValueSchema = z.object({
  title: z.string(),
  items: z.array(z.object({ question: z.string(), answer: z.string() })),
});
export const videoSectionValueSchema = z.object({
  title: z.string(),
  /** Same-origin address of a bundled video file; never an external host. */
  url: z.string(),
  poster: z.string().nullable(),
  description: z.string(),
});
export const downloadsSectionValueSchema = z.object({
  title: z.string(),
  items: z.array(z.object({ title: z.string(), description: z.string(), url: z.string(), format: z.string() })),
});

const sectionId = z.string().regex(/^[0-9a-f]{40}$/);

/** A section of each type (its id, `type` and value): the same union for the read sections and the stored ones. */
function sectionSchema<
  Text extends z.ZodType,
  Faq extends z.ZodType,
  Video extends z.ZodType,
  Downloads extends z.ZodType,
>(values: { text: Text; faq: Faq; video: Video; downloads: Downloads }) {
  return z.discriminatedUnion('type', [
    z.object({ id: sectionId, type: z.literal('text'), value: values.text }),
    z.object({ id: sectionId, type: z.literal('faq'), value: values.faq }),
    z.object({ id: sectionId, type: z.literal('video'), value: values.video }),
    z.object({ id: sectionId, type: z.literal('downloads'), value: values.downloads }),
  ]);
}

/** One home-screen section, its value resolved to the request's language. */
export const contentSectionSchema = sectionSchema({
  text: textSectionValueSchema,
  faq: faqSectionValueSchema,
  video: videoSectionValueSchema,
  downloads: downloadsSectionValueSchema,
});
export type ContentSection = z.infer<typeof contentSectionSchema>;

/**
 * What the public pages need beside the sections, under `meta`: `company_url` is where the
 * narrow-screen notice leads (the administrators' value, else the server's COMPANY_URL).
 */
export const contentMetaSchema = z.object({ company_url: z.string() });
export type ContentMeta = z.infer<typeof contentMetaSchema>;

/** `GET /api/content`: the home screen's sections in display order, and the content's `meta`. */
export const contentResponseSchema = dataEnvelope(z.array(contentSectionSchema)).extend({ meta: contentMetaSchema });
export type ContentResponse = z.infer<typeof contentResponseSchema>;

/**
 * A text as an administrator stores it: any of the six languages, each may be missing. A reader
 * whose language is missing sees the content's default language (`content_default_locale`).
 */
export const contentTextSchema = z.object({
  en: z.string().optional(),
  de: z.string().optional(),
  fr: z.string().optional(),
  it: z.string().optional(),
  es: z.string().optional(),
  pt: z.string().optional(),
});
export type ContentText = z.infer<typeof contentTextSchema>;

/**
 * The longest text each field takes, in characters, and the most items a list holds. The server's
 * schema refuses more; the builder's fields stop at the same limits and count down to them.
 */
export const CONTENT_LIMITS = {
  title: 120,
  body: 4000,
  question: 300,
  answer: 2000,
  description: 1000,
  format: 20,
  items: 40,
} as const;
export type ContentTextField = Exclude<keyof typeof CONTENT_LIMITS, 'items'>;

/** Stored section values: the same shapes as above, with every text in all its languages. */
export const storedTextSectionValueSchema = z.object({ title: contentTextSchema, body: contentTextSchema });
export const storedFaqSectionValueSchema = z.object({
  title: contentTextSchema,
  items: z.array(z.object({ question: contentTextSchema, answer: contentTextSchema })),
});
export const storedVideoSectionValueSchema = z.object({
  title: contentTextSchema,
  url: z.string(),
  poster: z.string().nullable(),
  description: contentTextSchema,
});
const storedDownloadItemSchema = z.object({
  title: contentTextSchema,
  description: contentTextSchema,
  url: z.string(),
  format: z.string(),
});
export const storedDownloadsSectionValueSchema = z.object({
  title: contentTextSchema,
  items: z.array(storedDownloadItemSchema),
});

/** A text as an administrator sends it: only the six languages, each at most `max` characters. */
function contentTextInput(max: number) {
  const language = z.string().max(max).optional();
  return z.strictObject({ en: language, de: language, fr: language, it: language, es: language, pt: language });
}
const itemList = <T extends z.ZodType>(item: T) => z.array(item).max(CONTENT_LIMITS.items);

/**
 * What an administrator sends: strict shapes (an unknown field is a 422), every text within its
 * limit, every address checked (https:, http: or a path on this site). Stored values are read as
 * they are, so a section saved before the checks still loads; the web app does not render an
 * unsafe address as a link or media source. Which texts must be filled in is checked against the
 * content's default language (`contentSectionProblems` in contentRules.ts).
 */
export const textSectionValueInputSchema = z.strictObject({
  title: contentTextInput(CONTENT_LIMITS.title),
  body: contentTextInput(CONTENT_LIMITS.body),
});
export const faqSectionValueInputSchema = z.strictObject({
  title: contentTextInput(CONTENT_LIMITS.title),
  items: itemList(
    z.strictObject({
      question: contentTextInput(CONTENT_LIMITS.question),
      answer: contentTextInput(CONTENT_LIMITS.answer),
    }),
  ),
});
export const videoSectionValueInputSchema = z.strictObject({
  title: contentTextInput(CONTENT_LIMITS.title),
  url: safeUrlSchema,
  poster: safeUrlSchema.nullable(),
  description: contentTextInput(CONTENT_LIMITS.description),
});
export const downloadsSectionValueInputSchema = z.strictObject({
  title: contentTextInput(CONTENT_LIMITS.title),
  items: itemList(
    z.strictObject({
      title: contentTextInput(CONTENT_LIMITS.title),
      description: contentTextInput(CONTENT_LIMITS.description),
      url: safeUrlSchema,
      format: z.string().max(CONTENT_LIMITS.format),
    }),
  ),
});

const storedSectionValueSchemas = {
  text: storedTextSectionValueSchema,
  faq: storedFaqSectionValueSchema,
  video: storedVideoSectionValueSchema,
  downloads: storedDownloadsSectionValueSchema,
};

/** One section as stored (and as the admin editor will send it), texts in every language. */
export const storedContentSectionSchema = sectionSchema(storedSectionValueSchemas);
export type StoredContentSection = z.infer<typeof storedContentSectionSchema>;
/** A stored section's value by section type. */
export type StoredSectionValues = {
  [Type in keyof typeof storedSectionValueSchemas]: z.infer<(typeof storedSectionValueSchemas)[Type]>;
};

/**
 * The titles new sections were once given in every language ("Nuova sezione"). Nobody wrote
 * them, so where one is still stored it counts as empty and is never published.
 */
export const CONTENT_PLACEHOLDER_TITLES: ContentText = {
  en: 'New section',
  de: 'Neuer Abschnitt',
  fr: 'Nouvelle section',
  it: 'Nuova sezione',
  es: 'Nueva sección',
  pt: 'Nova secção',
};

/**
 * The value a section takes when it is added without one (decisions.md 4): empty texts for the
 * administrator to fill in (the builder suggests them as placeholders, which are never stored).
 * A function, so every caller gets its own copy to edit.
 */
export function defaultSectionValue<T extends ContentSectionType>(type: T): StoredSectionValues[T] {
  const defaults: StoredSectionValues = {
    text: { title: {}, body: {} },
    faq: { title: {}, items: [] },
    video: { title: {}, url: '/media/intro.webm', poster: '/media/intro-poster.jpg', description: {} },
    downloads: { title: {}, items: [] },
  };
  return defaults[type];
}
