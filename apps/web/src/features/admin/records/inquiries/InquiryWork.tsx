import type { AdminInquiry } from '@bar/contracts/adminRecords';
import { Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InquiryComposer } from './InquiryComposer.tsx';
import { InquiryHistory } from './InquiryHistory.tsx';
import { addInquiryNote, replyToInquiry } from './inquiryWorkApi.ts';

/** Working the inquiry: reply to the customer and keep notes on the left, the history on the right. */
export function InquiryWork({ inquiry }: { inquiry: AdminInquiry }) {
  const { t } = useTranslation();
  const email = inquiry.contact?.email ?? inquiry.customer?.email ?? inquiry.address?.email ?? '';
  return (
    <Grid gap="md" align="flex-start">
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <Stack gap="md">
          <InquiryComposer
            inquiryId={inquiry.id}
            title={t('adminRecords.inquiry.work.reply.title')}
            label={t('adminRecords.inquiry.work.reply.label')}
            hint={
              email
                ? t('adminRecords.inquiry.work.reply.hint', { email, language: t(`languages.${inquiry.locale}`) })
                : t('adminRecords.inquiry.work.reply.noRecipient')
            }
            submitLabel={t('adminRecords.inquiry.work.reply.send')}
            doneMessage={t('adminRecords.inquiry.work.reply.sent', { email })}
            send={(body) => replyToInquiry(inquiry.id, body)}
            testId="inquiry-reply"
          />
          <InquiryComposer
            inquiryId={inquiry.id}
            title={t('adminRecords.inquiry.work.note.title')}
            label={t('adminRecords.inquiry.work.note.label')}
            hint={t('adminRecords.inquiry.work.note.hint')}
            submitLabel={t('adminRecords.inquiry.work.note.add')}
            send={(body) => addInquiryNote(inquiry.id, body)}
            testId="inquiry-note"
          />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <InquiryHistory inquiry={inquiry} />
      </Grid.Col>
    </Grid>
  );
}
