import type { ConsultationContact as Contact } from '@bar/contracts/consultations';
import { displayCountry } from '@bar/domain/countries';
import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ReadOnlyValue, RecordSection } from '../ui.tsx';

/** Whom to call back and when: the contact a consultation request was sent with. */
export function ConsultationContact({ contact }: { contact: Contact }) {
  const { t, i18n } = useTranslation();
  return (
    <RecordSection title={t('adminRecords.inquiry.contact')} testId="inquiry-contact">
      <Stack gap="xs">
        <ReadOnlyValue label={t('consultation.fields.name')} value={contact.name} testId="inquiry-contact-name" />
        <ReadOnlyValue
          label={t('consultation.fields.email')}
          value={<Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>}
          testId="inquiry-contact-email"
        />
        <ReadOnlyValue
          label={t('consultation.fields.phone')}
          value={<Anchor href={`tel:${contact.phone.replace(/[^+0-9]/g, '')}`}>{contact.phone}</Anchor>}
          testId="inquiry-contact-phone"
        />
        <ReadOnlyValue
          label={t('consultation.fields.country')}
          value={displayCountry(contact.country, i18n.language)}
        />
        <ReadOnlyValue
          label={t('consultation.fields.preferredTime')}
          value={t(`consultation.times.${contact.preferred_time}`, { defaultValue: contact.preferred_time })}
          testId="inquiry-contact-time"
        />
        <ReadOnlyValue
          label={t('consultation.fields.topic')}
          value={t(`consultation.topics.${contact.topic}`, { defaultValue: contact.topic })}
          testId="inquiry-contact-topic"
        />
      </Stack>
    </RecordSection>
  );
}
