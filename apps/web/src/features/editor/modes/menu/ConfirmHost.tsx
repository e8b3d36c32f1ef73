import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { answerConfirmation, useConfirmation } from '../confirmStore.ts';

/** The one confirmation dialog of the editing modes (D2, C3, C6, delete all panels). */
export function ConfirmHost() {
  const { t } = useTranslation();
  const request = useConfirmation();
  const base = request ? `modes.confirm.${request.kind}` : '';
  return (
    <Modal
      opened={request !== null}
      onClose={() => answerConfirmation(false)}
      title={request ? t(`${base}.title`) : ''}
      centered
      data-testid="confirm-dialog"
    >
      <Text size="sm">{request ? t(`${base}.message`) : ''}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => answerConfirmation(false)} data-testid="confirm-cancel">
          {t('modes.confirm.cancel')}
        </Button>
        <Button
          color={request?.kind === 'applyToAll' ? 'teal' : 'red'}
          onClick={() => answerConfirmation(true)}
          data-testid="confirm-ok"
        >
          {request ? t(`${base}.confirm`) : ''}
        </Button>
      </Group>
    </Modal>
  );
}
