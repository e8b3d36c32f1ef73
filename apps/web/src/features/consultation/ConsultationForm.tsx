import { CONSULTATION_TIME_WINDOWS, CONSULTATION_TOPICS } from '@bar/contracts/consultations';
import { Alert, Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { httpStatus, responseBody } from '../../shared/api.ts';
import { type FieldProblems, splitServerErrors } from '../auth/formErrors.ts';
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

type Problems = FieldProblems<ConsultationField>;
const NO_PROBLEMS: Problems = { fields: {}, other: null };

/** The failure of a send, as texts: 422 per field, 429 with the server's wait, anything else as one alert. */
function problemsOf(error: unknown, t: (key: string) => string): Problems {
  const byField = splitServerErrors(error, CONSULTATION_FIELDS);
  if (byField) return byField;
  const status = httpStatus(error);
  if (status === 429) {
    const message = (responseBody(error) as { message?: unknown } | undefined)?.message;
    return { fields: {}, other: typeof message === 'string' ? message : t('consultation.errors.throttled') };
  }
  if (status === 409) return { fields: {}, other: t('consultation.errors.conflict') };
  if (status === undefined) return { fields: {}, other: t('errors.network') };
  return { fields: {}, other: t('errors.generic') };
}

/** Name, e-mail, phone, country, time window, topic, message and the contact consent. */
export function ConsultationForm() {
  const { t } = useTranslation();
  const draft = useConsultation((state) => state.draft);
  const [problems, setProblems] = useState<Problems>(NO_PROBLEMS);
  const send = useMutation({
    mutationFn: () => sendConsultation(consultationRequestOf(draft), consultationKey()),
    onSuccess: () => completeConsultation(),
    onError: (error) => {
      if (httpStatus(error) === 409) forgetConsultationKey();
      setProblems(problemsOf(error, t));
    },
  });
  /** A changed answer no longer shows the error it had. */
  const change = (patch: Partial<ConsultationDraft>, field: ConsultationField) => {
    updateConsultationDraft(patch);
    setProblems((current) => ({ ...current, fields: { ...current.fields, [field]: undefined } }));
  };
  const submit = () => {
    const own = consultationDraftProblems(draft);
    const fields = Object.fromEntries(Object.entries(own).map(([field, key]) => [field, t(key)]));
    setProblems({ fields, other: null });
    if (Object.keys(fields).length === 0) send.mutate();
  };
  const choose = { value: '', label: t('consultation.choose'), disabled: true };
  const text = (field: 'name' | 'email' | 'phone' | 'country', key: keyof ConsultationDraft, type = 'text') => (
    <TextInput
      label={t(`consultation.fields.${field}`)}
      type={type}
      required
      value={draft[key] as string}
      onChange={(event) => change({ [key]: event.currentTarget.value }, field)}
      error={problems.fields[field]}
      data-testid={`consultation-${field}`}
    />
  );

  return (
    <Stack data-testid="consultation-form">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('name', 'name')}
        {text('email', 'email', 'email')}
        {text('phone', 'phone', 'tel')}
        {text('country', 'country')}
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
      <Textarea
        label={t('consultation.fields.message')}
        autosize
        minRows={3}
        maxRows={8}
        value={draft.message}
        onChange={(event) => change({ message: event.currentTarget.value }, 'message')}
        error={problems.fields.message}
        data-testid="consultation-message"
      />
      <Checkbox
        label={t('consultation.consent')}
        checked={draft.consentContact}
        onChange={(event) => change({ consentContact: event.currentTarget.checked }, 'consent_contact')}
        error={problems.fields.consent_contact}
        required
        data-testid="consultation-consent"
      />
      {problems.other && (
        <Alert color="red" role="alert" data-testid="consultation-error">
          {problems.other}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button loading={send.isPending} onClick={submit} data-testid="consultation-submit">
          {t('consultation.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
