import { CONSULTATION_TIME_WINDOWS, CONSULTATION_TOPICS } from '@bar/contracts/consultations';
import { Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { type ChangeEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { responseBody } from '../../shared/api.ts';
import { CountrySelect } from '../../ui/CountrySelect.tsx';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { MessageField } from '../../ui/MessageField.tsx';
import { revealFirstProblem } from '../../ui/revealFirstProblem.ts';
import { type TextFieldSpec, TextFields } from '../../ui/TextFields.tsx';
import { localeDefaultCountry, useDraftSend } from '../forms/index.ts';
import { sendConsultation } from './consultationApi.ts';
import {
  CONSULTATION_FIELDS,
  type ConsultationField,
  consultationDraftProblems,
  consultationRequestOf,
} from './consultationRequest.ts';
import {
  type ConsultationDraft,
  completeConsultation,
  consultationKey,
  forgetConsultationKey,
  updateConsultationDraft,
  useConsultation,
} from './consultationStore.ts';

type ContactField = 'name' | 'email' | 'phone';
const CONTACT_INPUTS: readonly TextFieldSpec<ContactField>[] = (
  [
    ['name', 'text'],
    ['email', 'email'],
    ['phone', 'tel'],
  ] as const
).map(([name, type]) => ({
  name,
  label: `consultation.fields.${name}`,
  type,
  isRequired: true,
  testId: `consultation-${name}`,
}));

/** The alert for a failed send other than 422: 429 with the server's wait, 409, or null (generic). */
function failureText(status: number, error: unknown, t: (key: string) => string): string | null {
  if (status === 429) {
    const message = (responseBody(error) as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' ? message : t('consultation.errors.throttled');
  }
  if (status === 409) return t('consultation.errors.conflict');
  return null;
}

/** Name, e-mail, phone, country, time window, topic, message and the contact consent. */
export function ConsultationForm() {
  const { t } = useTranslation();
  const draft = useConsultation((state) => state.draft);
  const formRef = useRef<HTMLDivElement>(null);
  const { problems, refusals, isPending, clearProblem, submit } = useDraftSend({
    fields: CONSULTATION_FIELDS,
    send: () => sendConsultation(consultationRequestOf(draft), consultationKey()),
    onSent: completeConsultation,
    forgetKey: forgetConsultationKey,
    statusText: (status, error) => failureText(status, error, t),
  });
  const change = (patch: Partial<ConsultationDraft>, field: ConsultationField) => {
    updateConsultationDraft(patch);
    clearProblem(field);
  };
  const choose = { value: '', label: t('consultation.choose'), disabled: true };
  const bindContact = (field: ContactField) => ({
    value: draft[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => change({ [field]: event.currentTarget.value }, field),
    error: problems.fields[field],
  });

  // A new request starts with the interface language's country (see localeDefaultCountry).
  const hasCountry = draft.country !== '';
  useEffect(() => {
    const country = hasCountry ? null : localeDefaultCountry();
    if (country) updateConsultationDraft({ country });
  }, [hasCountry]);

  // A refused field is brought into view and focused.
  useEffect(() => {
    if (refusals > 0) revealFirstProblem(formRef.current);
  }, [refusals]);

  return (
    <Stack data-testid="consultation-form" ref={formRef}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextFields fields={CONTACT_INPUTS} bind={bindContact} />
        <CountrySelect
          label={t('consultation.fields.country')}
          required
          value={draft.country || null}
          onChange={(country) => change({ country: country ?? '' }, 'country')}
          error={problems.fields.country}
          testId="consultation-country"
        />
        <NativeSelect
          label={t('consultation.fields.preferredTime')}
          required
          data={[
            choose,
            ...CONSULTATION_TIME_WINDOWS.map((value) => ({ value, label: t(`consultation.times.${value}`) })),
          ]}
          value={draft.preferredTime}
          onChange={(event) =>
            change({ preferredTime: event.currentTarget.value as ConsultationDraft['preferredTime'] }, 'preferred_time')
          }
          error={problems.fields.preferred_time}
          data-testid="consultation-time"
        />
        <NativeSelect
          label={t('consultation.fields.topic')}
          required
          data={[choose, ...CONSULTATION_TOPICS.map((value) => ({ value, label: t(`consultation.topics.${value}`) }))]}
          value={draft.topic}
          onChange={(event) => change({ topic: event.currentTarget.value as ConsultationDraft['topic'] }, 'topic')}
          error={problems.fields.topic}
          data-testid="consultation-topic"
        />
      </SimpleGrid>
      <MessageField
        label={t('consultation.fields.message')}
        value={draft.message}
        onChange={(message) => change({ message }, 'message')}
        error={problems.fields.message}
        testId="consultation-message"
      />
      <Checkbox
        label={t('consultation.consent')}
        checked={draft.consentContact}
        onChange={(event) => change({ consentContact: event.currentTarget.checked }, 'consent_contact')}
        error={problems.fields.consent_contact}
        required
        data-testid="consultation-consent"
      />
      <ErrorAlert message={problems.other} testId="consultation-error" />
      <Group justify="flex-end">
        <Button
          loading={isPending}
          onClick={() => submit(consultationDraftProblems(draft))}
          data-testid="consultation-submit"
        >
          {t('consultation.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
