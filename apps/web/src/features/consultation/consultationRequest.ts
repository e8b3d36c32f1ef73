import { type ConsultationRequest, consultationRequestSchema } from '@bar/contracts/consultations';
import type { ConsultationDraft } from './consultationStore.ts';

/** The fields the form shows errors for; other 422 messages appear as one alert. */
export const CONSULTATION_FIELDS = [
  'name',
  'email',
  'phone',
  'country',
  'preferred_time',
  'topic',
  'message',
  'consent_contact',
] as const;
export type ConsultationField = (typeof CONSULTATION_FIELDS)[number];

export function consultationRequestOf(draft: ConsultationDraft): ConsultationRequest {
  const message = draft.message.trim();
  return {
    name: draft.name.trim(),
    email: draft.email.trim(),
    phone: draft.phone.trim(),
    country: draft.country.trim(),
    preferred_time: draft.preferredTime as ConsultationRequest['preferred_time'],
    topic: draft.topic as ConsultationRequest['topic'],
    message: message === '' ? null : message,
    consent_contact: draft.consentContact as true,
  };
}

/** Text keys for what the contract refuses before anything is sent, one per field. */
export function consultationDraftProblems(draft: ConsultationDraft): Partial<Record<ConsultationField, string>> {
  const problems: Partial<Record<ConsultationField, string>> = {};
  const request = consultationRequestOf(draft);
  const parsed = consultationRequestSchema.safeParse(request);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0] as ConsultationField;
    if (problems[field]) continue;
    if (field === 'preferred_time' || field === 'topic') problems[field] = 'consultation.validation.choose';
    else if (field === 'consent_contact') problems[field] = 'consultation.validation.consent';
    else if (issue.code === 'too_big') problems[field] = 'validation.tooLong';
    else if (field !== 'message' && request[field] === '') problems[field] = 'consultation.validation.required';
    else if (field === 'email') problems[field] = 'consultation.validation.email';
    else if (field === 'phone') problems[field] = 'consultation.validation.phone';
    else problems[field] = 'validation.invalid';
  }
  return problems;
}
