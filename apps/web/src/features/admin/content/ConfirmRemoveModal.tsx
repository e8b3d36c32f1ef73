import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = { title: string | null; onConfirm: () => void; onCancel: () => void };

/** "Remove this section?" — removing deletes it once the list is saved. */
export function ConfirmRemoveModal({ title, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={title !== null} onClose={onCancel} title={t('adminCatalogue.content.removeTitle')} centered>
      <Stack>
        <Text>{t('adminCatalogue.content.removeMessage', { title: title ?? '' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('adminCatalogue.common.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} data-testid="section-remove-confirm">
            {t('adminCatalogue.content.remove')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
