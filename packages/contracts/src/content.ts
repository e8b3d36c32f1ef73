import { z } from 'zod';
import { dataEnvelope } from './common.ts';

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

/** `GET /api/content`: the home screen's sections in display order. */
export const contentResponseSchema = dataEnvelope(z.array(contentSectionSchema));
