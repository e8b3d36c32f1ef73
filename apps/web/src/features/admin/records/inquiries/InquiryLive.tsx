import type { AdminInquiry } from '@bar/contracts/adminRecords';
import { Button, Group, Text, Tooltip } from '@mantine/core';
import { IconBroadcast, IconDoorExit } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLocale } from '../../../../i18n/index.ts';
import { formatDateTime } from '../../../../ui/format.ts';
import { showNotice } from '../../../../ui/notifications.ts';
import { useAuth } from '../../../auth/index.ts';
import { editorPath } from '../../../bars/index.ts';
import { endConsultation } from '../../../live/index.ts';
import { problemText } from '../../shared/feedback.tsx';
import { recordKeys } from '../recordsApi.ts';
import { joinInquiryLive } from './inquiryWorkApi.ts';

/**
 * "Join live" on an inquiry with a customer's bar: opens the bar in the editor, where the
 * administrator edits it with the customer until the customer ends it or they leave. While a
 * colleague is on it, it says who; while it is the administrator's own, "Open the live bar" and
 * "Leave".
 */
export function InquiryLive({ inquiry }: { inquiry: AdminInquiry }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = useAuth((state) => state.user?.id ?? null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: recordKeys.inquiry(inquiry.id) });
  const join = useMutation({
    mutationFn: () => joinInquiryLive(inquiry.id),
    onSuccess: async (consultation) => {
      await refresh();
      void navigate(editorPath(consultation.bar_id));
    },
    // A colleague joined first, or the bar was removed meanwhile: say so, and show the inquiry as it is now.
    onError: (error) => {
      showNotice({ tone: 'error', title: t('adminRecords.inquiry.live.join'), message: problemText(error, t) ?? '' });
      void refresh();
    },
  });
  const leave = useMutation({
    mutationFn: (barId: string) => endConsultation(barId, {}),
    onSuccess: () =>
      showNotice({
        tone: 'info',
        title: t('adminRecords.inquiry.live.leave'),
        message: t('adminRecords.inquiry.live.left'),
      }),
    onSettled: () => void refresh(),
  });
  const barId = inquiry.bar_id;
  if (!barId) return null;
  const open = inquiry.live_consultation;
  const since = open ? formatDateTime(open.started_at, currentLocale()) : '';
  const isMine = open !== null && open.consultant.id === userId;
  return (
    <Group gap="xs" wrap="nowrap" data-testid="inquiry-live">
      {open && (
        <Text size="sm" c="dimmed" data-testid="inquiry-live-state">
          {isMine
            ? t('adminRecords.inquiry.live.mine', { date: since })
            : t('adminRecords.inquiry.live.colleague', { email: open.consultant.email, date: since })}
        </Text>
      )}
      {isMine ? (
        <>
          <Button
            leftSection={<IconBroadcast size={16} />}
            onClick={() => void navigate(editorPath(barId))}
            data-testid="inquiry-live-open"
          >
            {t('adminRecords.inquiry.live.open')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconDoorExit size={16} />}
            loading={leave.isPending}
            onClick={() => leave.mutate(barId)}
            data-testid="inquiry-live-leave"
          >
            {t('adminRecords.inquiry.live.leave')}
          </Button>
        </>
      ) : (
        <Tooltip label={t('adminRecords.inquiry.live.joinHint')} withArrow multiline w={300}>
          <Button
            leftSection={<IconBroadcast size={16} />}
            loading={join.isPending}
            disabled={open !== null}
            onClick={() => join.mutate()}
            data-testid="inquiry-join-live"
          >
            {t('adminRecords.inquiry.live.join')}
          </Button>
        </Tooltip>
      )}
    </Group>
  );
}
