import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { currentLocale } from '../../../i18n/index.ts';
import { formatDateTime } from '../../../ui/format.ts';
import { useEditorStoreApi } from '../store/editorContext.tsx';
import { type ConflictChoice, resolveConflict } from './conflict.ts';
import { clearConflict, conflictStore } from './conflictStore.ts';

/** 409 on save: the bar was changed elsewhere. Load that version, or keep mine and save over it. */
export function ConflictDialog() {
  const { t } = useTranslation();
  const editorStore = useEditorStoreApi();
  const server = useStore(conflictStore, (state) => state.server);
  const choose = (choice: ConflictChoice) => {
    if (server) resolveConflict(editorStore, server, choice);
    clearConflict();
  };
  return (
    <Modal
      opened={server !== null}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={t('account.conflict.title')}
      // Wide enough for both choices side by side in every language.
      size="lg"
      centered
    >
      <Stack data-testid="save-conflict">
        <Text size="sm">{t('account.conflict.text')}</Text>
        {server && (
          <Text size="sm" c="dimmed">
            {t('account.conflict.changedAt', { date: formatDateTime(server.updated_at, currentLocale()) })}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => choose('loadNewer')} data-testid="conflict-load-newer">
            {t('account.conflict.loadNewer')}
          </Button>
          <Button onClick={() => choose('keepMine')} data-testid="conflict-keep-mine">
            {t('account.conflict.keepMine')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
