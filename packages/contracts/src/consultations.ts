import { z } from 'zod';
import { dataEnvelope } from './common.ts';
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

const requiredText = (field: string, max: number) =>
  safe(
    z
      .string({ error: `The ${field} field is required.` })
      .trim()
      .min(1, `The ${field} field is required.`)
      .max(max, `The ${field} must not be greater than ${max} characters.`),
  ).refine((value) => !hasControlCharacter(value), `The ${field} must be a single line.`);

/** Digits with the usual separators and an optional leading +; at least six digits. */
const PHONE_PATTERN = /^\+?[0-9 ()./-]+$/;

export const consultationRequestSchema = z.strictObject({
  name: requiredText('name', 200),
  email: safe(
    z
      .string({ error: 'The e-mail field is required.' })
      .trim()
      .min(1, 'The e-mail field is required.')
      .max(254, 'The e-mail must not be greater than 254 characters.'),
  ).refine((value) => z.email().safeParse(value).success, 'Please enter a valid e-mail address.'),
  phone: requiredText('phone', 40).refine(
    (value) => PHONE_PATTERN.test(value) && value.replace(/\D/g, '').length >= 6,
    'Please enter a valid phone number.',
  ),
  country: requiredText('country', 100),
  preferred_time: z.enum(CONSULTATION_TIME_WINDOWS, { error: 'Please choose a time window.' }),
  topic: z.enum(CONSULTATION_TOPICS, { error: 'Please choose a topic.' }),
  message: safe(
    z
      .string({ error: 'The message must be text.' })
      .trim()
      .max(CONSULTATION_MESSAGE_MAX, `The message must not be greater than ${CONSULTATION_MESSAGE_MAX} characters.`),
  ).nullish(),
  consent_contact: z.literal(true, { error: 'Please agree to be contacted and to the storage of your data.' }),
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
  country: z.string(),
  preferred_time: z.string(),
  topic: z.string(),
});
export type ConsultationContact = z.infer<typeof consultationContactSchema>;
