import { z } from 'zod';
import { dataEnvelope } from './common.ts';
import { countryCodeResponseSchema, countrySchema } from './countries.ts';
import { type ContractMessageKey, msg } from './messages.ts';
import { isSafeText, UNSAFE_TEXT_MESSAGES } from './safeText.ts';

/**
 * `POST /api/consultations`: a guest or a user asks the sales team to call them back. No bar and no
 * account are needed; the e-mail is where staff answer. Stored beside quote requests (the admin
 * inquiries list shows both, this one marked as a consultation) and routed to the administrators
 * responsible for `country`. Sent with an `Idempotency-Key` header, a retry returns the first
 * answer unchanged. Unknown fields are refused (422), not dropped.
 */

/** When the customer would like to be called. */
export const CONSULTATION_TIME_WINDOWS = ['morning', 'midday', 'afternoon', 'anytime'] as const;
export type ConsultationTimeWindow = (typeof CONSULTATION_TIME_WINDOWS)[number];

/** What the call is about. */
export const CONSULTATION_TOPICS = ['planning', 'branding', 'delivery', 'pricing', 'other'] as const;
export type ConsultationTopic = (typeof CONSULTATION_TOPICS)[number];

export const CONSULTATION_MESSAGE_MAX = 5000;

const safe = (schema: z.ZodString) => schema.refine(isSafeText, UNSAFE_TEXT_MESSAGES.nul);

/** Control characters (line breaks, tabs, ...): one-line fields end up in mail headers. */
function hasControlCharacter(text: string): boolean {
  for (const character of text) {
    const code = character.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

const requiredText = (field: ContractMessageKey, max: number) =>
  safe(
    z
      .string({ error: msg('validation.fieldRequired', { field }) })
      .trim()
      .min(1, msg('validation.fieldRequired', { field }))
      .max(max, msg('validation.fieldMax', { field, max })),
  ).refine((value) => !hasControlCharacter(value), msg('validation.fieldSingleLine', { field }));

/** Digits with the usual separators and an optional leading +; at least six digits. */
const PHONE_PATTERN = /^\+?[0-9 ()./-]+$/;

export const consultationRequestSchema = z.strictObject({
  name: requiredText('field.name', 200),
  email: safe(
    z
      .string({ error: msg('validation.fieldRequired', { field: 'field.eMail' }) })
      .trim()
      .min(1, msg('validation.fieldRequired', { field: 'field.eMail' }))
      .max(254, msg('validation.fieldMax', { field: 'field.eMail', max: 254 })),
  ).refine((value) => z.email().safeParse(value).success, msg('validation.validEmail')),
  phone: requiredText('field.phone', 40).refine(
    (value) => PHONE_PATTERN.test(value) && value.replace(/\D/g, '').length >= 6,
    msg('validation.validPhone'),
  ),
  country: countrySchema,
  preferred_time: z.enum(CONSULTATION_TIME_WINDOWS, { error: msg('validation.chooseTimeWindow') }),
  topic: z.enum(CONSULTATION_TOPICS, { error: msg('validation.chooseTopic') }),
  message: safe(
    z
      .string({ error: msg('validation.messageText') })
      .trim()
      .max(
        CONSULTATION_MESSAGE_MAX,
        msg('validation.fieldMax', { field: 'field.message', max: CONSULTATION_MESSAGE_MAX }),
      ),
  ).nullish(),
  consent_contact: z.literal(true, { error: msg('validation.consentContact') }),
});
export type ConsultationRequest = z.input<typeof consultationRequestSchema>;
export type ConsultationInput = z.output<typeof consultationRequestSchema>;

/** What the customer gets back: no personal data, so a replayed answer tells nothing new. */
export const consultationSchema = z.object({
  id: z.int(),
  kind: z.literal('consultation'),
  status: z.string(),
  created_at: z.string(),
});
export type ConsultationDto = z.infer<typeof consultationSchema>;

export const consultationResponseSchema = dataEnvelope(consultationSchema);

/** The contact a consultation was sent with, kept with it as it was sent (admin record and mails). */
export const consultationContactSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  country: countryCodeResponseSchema,
  preferred_time: z.string(),
  topic: z.string(),
});
export type ConsultationContact = z.infer<typeof consultationContactSchema>;
