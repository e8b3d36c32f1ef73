import { Notification, Portal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconX } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { dismissNotice, NOTICE_SHOWN_MS, type Notice, type NoticeTone, noticeStore } from './notifications.ts';

const TONE_COLOR: Record<NoticeTone, string> = { info: 'blue', warning: 'orange', error: 'red' };

function ToneIcon({ tone }: { tone: NoticeTone }) {
  if (tone === 'info') return <IconInfoCircle size={18} />;
  if (tone === 'warning') return <IconAlertTriangle size={18} />;
  return <IconX size={18} />;
}

/**
 * One notice. It closes NOTICE_SHOWN_MS (or its own `shownMs`) after it was drawn, not after it was asked for: a page busy
 * for seconds (a bar loading its 3D view) would otherwise take it away before anyone saw it.
 */
function NoticeItem({ notice }: { notice: Notice }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissNotice(notice.id), notice.shownMs ?? NOTICE_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [notice.id, notice.shownMs]);
  return (
    <Notification
      color={TONE_COLOR[notice.tone]}
      icon={<ToneIcon tone={notice.tone} />}
      title={notice.title}
      onClose={() => dismissNotice(notice.id)}
      withBorder
      data-testid="notification"
      data-rule={notice.rule}
    >
      <span data-testid="notification-message">{notice.message}</span>
      {notice.details ? (
        <Text size="xs" c="dimmed" mt={2} data-testid="notification-details">
          {notice.details}
        </Text>
      ) : null}
    </Notification>
  );
}

export function NotificationsHost() {
  const notices = useStore(noticeStore, (state) => state.notices);
  if (notices.length === 0) return null;
  return (
    <Portal>
      {/* As wide as a phone allows, 16 px from either edge. */}
      <Stack
        gap="xs"
        pos="fixed"
        bottom={16}
        right={16}
        w="min(380px, calc(100vw - 32px))"
        style={{ zIndex: 1000 }}
        aria-live="polite"
      >
        {notices.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} />
        ))}
      </Stack>
    </Portal>
  );
}
