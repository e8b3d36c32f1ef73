import { type InquiryRequest, inquiryRequestSchema } from '@bar/contracts/inquiries';
import type { QuoteDraft } from './quoteStore.ts';

/** The fields the quote form shows errors for; other 422 messages appear as one alert. */
export const INQUIRY_FIELDS = ['address_id', 'delivery_address_id', 'message', 'consent_contact'] as const;
export type InquiryField = (typeof INQUIRY_FIELDS)[number];

export function inquiryRequestOf(barId: string, draft: QuoteDraft): InquiryRequest {
  const message = draft.message.trim();
  return {
    bar_id: barId,
    address_id: draft.addressId ?? 0,
    delivery_address_id: draft.useDeliveryAddress ? draft.deliveryAddressId : null,
    message: message === '' ? null : message,
    consent_contact: draft.consentContact as true,
    consent_call: draft.consentCall,
    consent_newsletter: draft.consentNewsletter,
    parts: draft.parts,
  };
}

/** The keys of our own texts for what the contract refuses before anything is sent. */
export function draftProblems(barId: string, draft: QuoteDraft): Partial<Record<InquiryField, string>> {
  const problems: Partial<Record<InquiryField, string>> = {};
  const parsed = inquiryRequestSchema.safeParse(inquiryRequestOf(barId, draft));
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'address_id') problems.address_id = 'quote.validation.address';
    else if (field === 'consent_contact') problems.consent_contact = 'quote.validation.consentContact';
    else if (field === 'message') problems.message = 'validation.tooLong';
  }
  // A delivery address was asked for but none chosen.
  if (draft.useDeliveryAddress && draft.deliveryAddressId === null) {
    problems.delivery_address_id = 'quote.validation.address';
  }
  return problems;
}
