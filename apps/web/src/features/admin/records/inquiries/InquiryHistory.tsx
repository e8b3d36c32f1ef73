import type { AdminInquiry } from '@bar/contracts/adminRecords';
import type { InquiryEvent, LiveConsultationEnder } from '@bar/contracts/inquiryWork';
import { Paper, Text, ThemeIcon, Timeline } from '@mantine/core';
import {
  IconArrowsExchange,
  IconBroadcast,
  IconBroadcastOff,
  IconInbox,
  IconMail,
  IconNote,
  IconUserCheck,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../../i18n/index.ts';
import { formatDateTime } from '../../../../ui/format.ts';
import { RecordSection } from '../ui.tsx';
import { statusText } from './inquiryStatus.ts';

const ICONS = {
  status: IconArrowsExchange,
  message: IconMail,
  note: IconNote,
  assignment: IconUserCheck,
  live_joined: IconBroadcast,
  live_ended: IconBroadcastOff,
} as const;
const COLORS = {
  status: 'blue',
  message: 'teal',
  note: 'yellow',
  assignment: 'grape',
  live_joined: 'orange',
  live_ended: 'gray',
} as const;

/** A live consultation's end by who ended it (the actor is the consultant either way). */
const LIVE_ENDED_TITLES = {
  customer: 'adminRecords.inquiry.work.history.liveEndedByCustomer',
  consultant: 'adminRecords.inquiry.work.history.liveLeft',
  timeout: 'adminRecords.inquiry.work.history.liveTimedOut',
} as const satisfies Record<LiveConsultationEnder, string>;

function eventTitle(event: InquiryEvent, t: TFunction): string {
  switch (event.kind) {
    case 'status':
      return t('adminRecords.inquiry.work.history.status', {
        from: statusText(event.from_status ?? '', t),
        to: statusText(event.to_status ?? '', t),
      });
    case 'assignment':
      return event.assignee
        ? t('adminRecords.inquiry.work.history.assigned', { assignee: event.assignee.email })
        : t('adminRecords.inquiry.work.history.unassigned');
    case 'live_ended':
      return t(LIVE_ENDED_TITLES[event.ended_by ?? 'consultant']);
    default:
      return t(`adminRecords.inquiry.work.history.${event.kind}`);
  }
}

/** What happened to the inquiry, oldest first, starting with its arrival. */
export function InquiryHistory({ inquiry }: { inquiry: AdminInquiry }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <RecordSection title={t('adminRecords.inquiry.work.history.title')} testId="inquiry-history">
      <Timeline bulletSize={28} lineWidth={2} active={inquiry.history.length}>
        <Timeline.Item
          bullet={
            <ThemeIcon size={28} radius="xl" color="gray">
              <IconInbox size={16} />
            </ThemeIcon>
          }
          title={t('adminRecords.inquiry.work.history.received')}
        >
          <Text size="xs" c="dimmed">
            {formatDateTime(inquiry.created_at, locale)}
          </Text>
        </Timeline.Item>
        {inquiry.history.map((event) => {
          const Icon = ICONS[event.kind];
          return (
            <Timeline.Item
              key={event.id}
              data-testid="inquiry-history-event"
              data-kind={event.kind}
              bullet={
                <ThemeIcon size={28} radius="xl" color={COLORS[event.kind]}>
                  <Icon size={16} />
                </ThemeIcon>
              }
              title={eventTitle(event, t)}
            >
              <Text size="xs" c="dimmed">
                {/* A live consultation's end may be the customer's: the line names the consultant as such. */}
                {t(
                  event.kind === 'live_ended'
                    ? 'adminRecords.inquiry.work.history.consultant'
                    : 'adminRecords.inquiry.work.history.by',
                  { actor: event.actor.email, date: formatDateTime(event.created_at, locale) },
                )}
              </Text>
              {event.body !== null && (
                <Paper withBorder p="xs" mt={6} bg={event.kind === 'note' ? 'yellow.0' : 'gray.0'}>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {event.body}
                  </Text>
                </Paper>
              )}
            </Timeline.Item>
          );
        })}
      </Timeline>
      {inquiry.history.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="inquiry-history-empty">
          {t('adminRecords.inquiry.work.history.empty')}
        </Text>
      )}
    </RecordSection>
  );
}
