import { LOCALES } from '@bar/domain/locale';
import { z } from 'zod';

export const localeSchema = z.enum(LOCALES);

/** Every JSON response of /api carries its payload under `data`. */
export function dataEnvelope<T extends z.ZodType>(payload: T) {
  return z.object({ data: payload });
}

export const messageSchema = z.object({ message: z.string() });

/** 422: a message and, per field path (dots for nesting), the messages for that field. */
export const validationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorBody = z.infer<typeof validationErrorSchema>;

export const pageMetaSchema = z.object({
  current_page: z.int(),
  last_page: z.int(),
  per_page: z.int(),
  total: z.int(),
});

/** Duplicate checks run on any list, also when an item failed, so one answer names every field. */
export const everyList = { when: (payload: { value: unknown }) => Array.isArray(payload.value) };
