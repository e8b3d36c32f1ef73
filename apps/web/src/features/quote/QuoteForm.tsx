import type { AddressDto } from '@bar/contracts/addresses';
import { Button, Checkbox, Group, Stack } from '@mantine/core';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { flushActiveAutosave } from '../../shared/activeAutosave.ts';
import { httpStatus } from '../../shared/api.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { MessageField } from '../../ui/MessageField.tsx';
import { revealFirstProblem, revealFirstProblemSoon } from '../../ui/revealFirstProblem.ts';
import { refreshUser } from '../auth/index.ts';
import { useDraftSend } from '../forms/index.ts';
import { effectiveScope, PartsScopeChoice, useOwnedUnits } from '../inventory/index.ts';
import { AddressPicker } from './AddressPicker.tsx';
import { sendInquiry } from './quoteApi.ts';
import { draftProblems, INQUIRY_FIELDS, type InquiryField, inquiryRequestOf } from './quoteRequest.ts';
import {
  completeQuote,
  forgetSubmissionKey,
  type QuoteDraft,
  quoteStore,
  submissionKey,
  updateDraft,
  useQuote,
} from './quoteStore.ts';

/** The alert for a failed send other than 422 (409, 404, 403), or null for the generic text. */
function failureText(status: number, t: (key: string) => string): string | null {
  if (status === 409) return t('quote.errors.conflict');
  if (status === 404 || status === 403) return t('quote.errors.notAllowed');
  return null;
}

type AddressKind = 'billing' | 'delivery';

/** The consents a customer may give besides the required one to be contacted (`quote.consents.<name>`). */
const OPTIONAL_CONSENTS = [
  { field: 'consentCall', name: 'call' },
  { field: 'consentNewsletter', name: 'newsletter' },
] as const;
type PendingSave = () => Promise<AddressDto | null>;

/**
 * Chosen addresses, message and the three consents; sending keeps one key across retries. An
 * address typed but not yet saved by its own button is saved by Send and used; whatever is refused
 * is shown beside its field, scrolled into view and focused.
 */
export function QuoteForm({ barId, addresses }: { barId: string; addresses: AddressDto[] }) {
  const { t } = useTranslation();
  const draft = useQuote((state) => state.draft);
  const ownedUnits = useOwnedUnits();
  const formRef = useRef<HTMLDivElement>(null);
  const pendingSaves = useRef<Partial<Record<AddressKind, PendingSave>>>({});
  const pendingSaveOf = useCallback(
    (kind: AddressKind) => (save: PendingSave | null) => {
      if (save) pendingSaves.current[kind] = save;
      else delete pendingSaves.current[kind];
    },
    [],
  );
  const onBillingPending = useCallback((save: PendingSave | null) => pendingSaveOf('billing')(save), [pendingSaveOf]);
  const onDeliveryPending = useCallback((save: PendingSave | null) => pendingSaveOf('delivery')(save), [pendingSaveOf]);
  /** Addresses saved by this Send, before the address list has been read again. */
  const justSaved = useRef(new Set<number>());
  const { problems, refusals, isPending, clearProblem, submit } = useDraftSend({
    fields: INQUIRY_FIELDS,
    send: async () => {
      // The inquiry freezes the bar as the server has it: send any edit still waiting first.
      await flushActiveAutosave();
      // The draft as it is now: saving a typed address has just chosen it.
      const current = quoteStore.getState().draft;
      const parts = effectiveScope(current.parts, ownedUnits);
      try {
        return await sendInquiry(inquiryRequestOf(barId, { ...current, parts }), submissionKey());
      } catch (error) {
        // Refused for the account (e.g. the e-mail is no longer confirmed): the dialog follows the server.
        if (httpStatus(error) === 403) refreshUser().catch(() => undefined);
        throw error;
      }
    },
    onSent: completeQuote,
    // The key already names another request: the next attempt is a new one.
    forgetKey: forgetSubmissionKey,
    statusText: (status) => failureText(status, t),
  });
  const change = (patch: Partial<QuoteDraft>, field: InquiryField) => {
    updateDraft(patch);
    clearProblem(field);
  };
  // Addresses deleted meanwhile are no longer chosen.
  const known = (id: number | null) =>
    id !== null && (justSaved.current.has(id) || addresses.some((address) => address.id === id)) ? id : null;
  // With no (known) address chosen yet, the default address of the address book is preselected.
  const defaultId = addresses.find((address) => address.is_default)?.id ?? null;
  const hasChosenAddress = known(draft.addressId) !== null;
  useEffect(() => {
    if (!hasChosenAddress && defaultId !== null) updateDraft({ addressId: defaultId });
  }, [hasChosenAddress, defaultId]);

  useEffect(() => {
    if (refusals > 0) revealFirstProblem(formRef.current);
  }, [refusals]);

  /** Saves the address forms still open (each chooses what it saved), then checks and sends the draft. */
  const send = async () => {
    const kinds: AddressKind[] = quoteStore.getState().draft.useDeliveryAddress ? ['billing', 'delivery'] : ['billing'];
    for (const kind of kinds) {
      const save = pendingSaves.current[kind];
      if (!save) continue;
      const saved = await save();
      if (!saved) {
        revealFirstProblemSoon(formRef.current);
        return;
      }
      justSaved.current.add(saved.id);
    }
    const current = quoteStore.getState().draft;
    submit(draftProblems(barId, { ...current, addressId: known(current.addressId) }));
  };

  return (
    <Stack data-testid="quote-form" ref={formRef}>
      <AddressPicker
        kind="billing"
        addresses={addresses}
        chosenId={known(draft.addressId)}
        onChoose={(addressId) => change({ addressId }, 'address_id')}
        error={problems.fields.address_id}
        onPendingSave={onBillingPending}
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
          onPendingSave={onDeliveryPending}
        />
      )}
      <PartsScopeChoice
        ownedUnits={ownedUnits}
        value={draft.parts}
        onChange={(parts) => updateDraft({ parts })}
        testId="quote-parts"
      />
      <MessageField
        label={t('quote.message')}
        value={draft.message}
        onChange={(message) => change({ message }, 'message')}
        error={problems.fields.message}
        testId="quote-message"
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
        {OPTIONAL_CONSENTS.map(({ field, name }) => (
          <Checkbox
            key={field}
            label={t(`quote.consents.${name}`)}
            checked={draft[field]}
            onChange={(event) => updateDraft({ [field]: event.currentTarget.checked })}
            data-testid={`quote-consent-${name}`}
          />
        ))}
      </Stack>
      <ErrorAlert message={problems.other} testId="quote-error" />
      <Group justify="flex-end">
        <Button loading={isPending} onClick={() => void send()} data-testid="quote-submit">
          {t('quote.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
