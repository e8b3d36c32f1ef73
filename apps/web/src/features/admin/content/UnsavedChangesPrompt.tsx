import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/**
 * Asks before leaving the page (in-app navigation) and lets the browser warn on reload or close
 * while `hasUnsavedChanges`. Same texts as the record forms' prompt.
 */
export function UnsavedChangesPrompt({ hasUnsavedChanges }: { hasUnsavedChanges: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => hasUnsavedChanges && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsavedChanges]);
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('adminRecords.form.leaveTitle')}
      centered
    >
      <Stack>
        <Text>{t('adminRecords.form.leaveMessage')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()}>
            {t('adminRecords.form.stay')}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()} data-testid="content-leave">
            {t('adminRecords.form.leave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
