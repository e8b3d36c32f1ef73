import { z } from 'zod';
import { dataEnvelope } from './common.ts';
import { MAX_RECORD_ID, recordIdSchema } from './ids.ts';
import { msg } from './messages.ts';
import { partsScopeSchema } from './pdf.ts';
import { isSafeText } from './safeText.ts';

/**
 * `POST /api/inquiries`: a request for a quote for one of the user's bars. Needs a verified
 * e-mail. Sent with an `Idempotency-Key` header, a retry returns the first answer unchanged.
 */

export const inquiryRequestSchema = z.object({
  bar_id: z
    .string({ error: msg('validation.fieldRequired', { field: 'field.bar' }) })
    .min(1, msg('validation.fieldRequired', { field: 'field.bar' }))
    .max(64),
  address_id: z
    .int({ error: msg('validation.chooseAddress') })
    .min(1, msg('validation.chooseAddress'))
    .max(MAX_RECORD_ID, msg('validation.chooseAddress')),
  delivery_address_id: recordIdSchema.nullish(),
  message: z
    .string()
    .trim()
    .max(5000, msg('validation.fieldMax', { field: 'field.message', max: 5000 }))
    .nullish(),
  consent_contact: z.literal(true, { error: msg('validation.consentContact') }),
  consent_call: z.boolean().default(false),
  /** Newsletter: quarterly (decisions.md 4). */
  consent_newsletter: z.boolean().default(false),
  /** `to_order`: the quote covers only what the user still has to order (their inventory subtracted). */
  parts: partsScopeSchema,
});
export type InquiryRequest = z.input<typeof inquiryRequestSchema>;

export const inquirySchema = z.object({
  id: z.int(),
  bar_id: z.string().nullable(),
  address_id: z.int().nullable(),
  delivery_address_id: z.int().nullable(),
  message: z.string().nullable(),
  consent_contact: z.boolean(),
  consent_call: z.boolean(),
  consent_newsletter: z.boolean(),
  /** The inquiry's parts list holds only what was still to order. */
  to_order_only: z.boolean().default(false),
  status: z.string(),
  created_at: z.string(),
});
export type InquiryDto = z.infer<typeof inquirySchema>;

export const inquiryResponseSchema = dataEnvelope(inquirySchema);

/** Header names are case-insensitive; Fastify hands them over in lower case. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z.string().trim().min(1).max(255).refine(isSafeText);
