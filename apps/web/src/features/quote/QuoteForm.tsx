import type { AddressDto } from '@bar/contracts/addresses';
import { Alert, Button, Checkbox, Group, Stack, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { httpStatus } from '../../shared/api.ts';
import { type FieldProblems, splitServerErrors } from '../auth/formErrors.ts';
import { flushActiveAutosave } from '../editor/autosave/activeAutosave.ts';
import { AddressPicker } from './AddressPicker.tsx';
import { sendInquiry } from './quoteApi.ts';
import { draftProblems, INQUIRY_FIELDS, type InquiryField, inquiryRequestOf } from './quoteRequest.ts';
import {
  completeQuote,
  forgetSubmissionKey,
  type QuoteDraft,
  submissionKey,
  updateDraft,
  useQuote,
} from './quoteStore.ts';

type Problems = FieldProblems<InquiryField>;
const NO_PROBLEMS: Problems = { fields: {}, other: null };

/** The failure of a send, as texts: 422 per field, anything else as one alert. */
function problemsOf(error: unknown, t: (key: string) => string): Problems {
  const byField = splitServerErrors(error, INQUIRY_FIELDS);
  if (byField) return byField;
  const status = httpStatus(error);
  if (status === 409) return { fields: {}, other: t('quote.errors.conflict') };
  if (status === 404 || status === 403) return { fields: {}, other: t('quote.errors.notAllowed') };
  if (status === undefined) return { fields: {}, other: t('errors.network') };
  return { fields: {}, other: t('errors.generic') };
}

/** Chosen addresses, message and the three consents; sending keeps one key across retries. */
export function QuoteForm({ barId, addresses }: { barId: string; addresses: AddressDto[] }) {
  const { t } = useTranslation();
  const draft = useQuote((state) => state.draft);
  const [problems, setProblems] = useState<Problems>(NO_PROBLEMS);
  const send = useMutation({
    mutationFn: async () => {
      // The inquiry freezes the bar as the server has it: send any edit still waiting first.
      await flushActiveAutosave();
      return sendInquiry(inquiryRequestOf(barId, draft), submissionKey());
    },
    onSuccess: () => completeQuote(),
    onError: (error) => {
      // The key already names another request: the next attempt is a new one.
      if (httpStatus(error) === 409) forgetSubmissionKey();
      setProblems(problemsOf(error, t));
    },
  });
  /** A changed answer no longer shows the error it had. */
  const change = (patch: Partial<QuoteDraft>, field: InquiryField) => {
    updateDraft(patch);
    setProblems((current) => ({ ...current, fields: { ...current.fields, [field]: undefined } }));
  };
  // Addresses deleted meanwhile are no longer chosen.
  const known = (id: number | null) => (id !== null && addresses.some((address) => address.id === id) ? id : null);
  // With no (known) address chosen yet, the default address of the address book is preselected.
  const defaultId = addresses.find((address) => address.is_default)?.id ?? null;
  const hasChosenAddress = known(draft.addressId) !== null;
  useEffect(() => {
    if (!hasChosenAddress && defaultId !== null) updateDraft({ addressId: defaultId });
  }, [hasChosenAddress, defaultId]);

  const submit = () => {
    const own = draftProblems(barId, { ...draft, addressId: known(draft.addressId) });
    const fields = Object.fromEntries(Object.entries(own).map(([field, key]) => [field, t(key)]));
    setProblems({ fields, other: null });
    if (Object.keys(fields).length === 0) send.mutate();
  };

  return (
    <Stack data-testid="quote-form">
      <AddressPicker
        kind="billing"
        addresses={addresses}
        chosenId={known(draft.addressId)}
        onChoose={(addressId) => change({ addressId }, 'address_id')}
        error={problems.fields.address_id}
      />
      <Checkbox
        label={t('quote.address.useDelivery')}
        checked={draft.useDeliveryAddress}
        onChange={(event) => updateDraft({ useDeliveryAddress: event.currentTarget.checked })}
        data-testid="quote-use-delivery"
      />
      {draft.useDeliveryAddress && (
        <AddressPicker
          kind="delivery"
          addresses={addresses}
          chosenId={known(draft.deliveryAddressId)}
          onChoose={(deliveryAddressId) => change({ deliveryAddressId }, 'delivery_address_id')}
          error={problems.fields.delivery_address_id}
        />
      )}
      <Textarea
        label={t('quote.message')}
        autosize
        minRows={3}
        maxRows={8}
        value={draft.message}
        onChange={(event) => change({ message: event.currentTarget.value }, 'message')}
        error={problems.fields.message}
        data-testid="quote-message"
      />
      <Stack gap="xs">
        <Checkbox
          label={t('quote.consents.contact')}
          checked={draft.consentContact}
          onChange={(event) => change({ consentContact: event.currentTarget.checked }, 'consent_contact')}
          error={problems.fields.consent_contact}
          required
          data-testid="quote-consent-contact"
        />
        <Checkbox
          label={t('quote.consents.call')}
          checked={draft.consentCall}
          onChange={(event) => updateDraft({ consentCall: event.currentTarget.checked })}
          data-testid="quote-consent-call"
        />
        <Checkbox
          label={t('quote.consents.newsletter')}
          checked={draft.consentNewsletter}
          onChange={(event) => updateDraft({ consentNewsletter: event.currentTarget.checked })}
          data-testid="quote-consent-newsletter"
        />
      </Stack>
      {problems.other && (
        <Alert color="red" role="alert" data-testid="quote-error">
          {problems.other}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button loading={send.isPending} onClick={submit} data-testid="quote-submit">
          {t('quote.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
