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

/** One home-screen section, its value resolved to the request's language. */
export const contentSectionSchema = z.discriminatedUnion('type', [
  z.object({ id: sectionId, type: z.literal('text'), value: textSectionValueSchema }),
  z.object({ id: sectionId, type: z.literal('faq'), value: faqSectionValueSchema }),
  z.object({ id: sectionId, type: z.literal('video'), value: videoSectionValueSchema }),
  z.object({ id: sectionId, type: z.literal('downloads'), value: downloadsSectionValueSchema }),
]);
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
 * A text as an administrator stores it: English is required because it is the fallback; the other
 * languages may be missing and then show the English text.
 */
export const contentTextSchema = z.object({
  en: z.string(),
  de: z.string().optional(),
  fr: z.string().optional(),
  it: z.string().optional(),
  es: z.string().optional(),
  pt: z.string().optional(),
});
export type ContentText = z.infer<typeof contentTextSchema>;

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

/**
 * What an administrator sends: the stored shapes with every address checked (https:, http: or a
 * path on this site). Stored values are read as they are, so a section saved before the check
 * still loads; the web app does not render an unsafe address as a link or media source.
 */
export const videoSectionValueInputSchema = storedVideoSectionValueSchema.extend({
  url: safeUrlSchema,
  poster: safeUrlSchema.nullable(),
});
export const downloadsSectionValueInputSchema = storedDownloadsSectionValueSchema.extend({
  items: z.array(storedDownloadItemSchema.extend({ url: safeUrlSchema })),
});

/** One section as stored (and as the admin editor will send it), texts in every language. */
export const storedContentSectionSchema = z.discriminatedUnion('type', [
  z.object({ id: sectionId, type: z.literal('text'), value: storedTextSectionValueSchema }),
  z.object({ id: sectionId, type: z.literal('faq'), value: storedFaqSectionValueSchema }),
  z.object({ id: sectionId, type: z.literal('video'), value: storedVideoSectionValueSchema }),
  z.object({ id: sectionId, type: z.literal('downloads'), value: storedDownloadsSectionValueSchema }),
]);
export type StoredContentSection = z.infer<typeof storedContentSectionSchema>;
export type StoredSectionValues = {
  text: z.infer<typeof storedTextSectionValueSchema>;
  faq: z.infer<typeof storedFaqSectionValueSchema>;
  video: z.infer<typeof storedVideoSectionValueSchema>;
  downloads: z.infer<typeof storedDownloadsSectionValueSchema>;
};

function sameInEveryLanguage(text: string): ContentText {
  return { en: text, de: text, fr: text, it: text, es: text, pt: text };
}

/**
 * The value a section takes when it is added without one (decisions.md 4). A function, so every
 * caller gets its own copy to edit.
 */
export function defaultSectionValue<T extends ContentSectionType>(type: T): StoredSectionValues[T] {
  const defaults: StoredSectionValues = {
    text: {
      title: {
        en: 'New section',
        de: 'Neuer Abschnitt',
        fr: 'Nouvelle section',
        it: 'Nuova sezione',
        es: 'Nueva sección',
        pt: 'Nova secção',
      },
      body: sameInEveryLanguage(''),
    },
    faq: {
      title: {
        en: 'Frequently asked questions',
        de: 'Häufige Fragen',
        fr: 'Questions fréquentes',
        it: 'Domande frequenti',
        es: 'Preguntas frecuentes',
        pt: 'Perguntas frequentes',
      },
      items: [],
    },
    video: {
      title: sameInEveryLanguage('Video'),
      url: '/media/intro.webm',
      poster: '/media/intro-poster.jpg',
      description: sameInEveryLanguage(''),
    },
    downloads: { title: sameInEveryLanguage('Downloads'), items: [] },
  };
  return defaults[type];
}
