import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * How to reach the sales team. Quotes are requested from the parts list once logged in (accounts
 * come with login); no contact data is shown that the product does not have.
 */
export function ConsultationModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('shell.consultation.title')} centered size="lg">
      <Stack data-testid="consultation">
        <Text>{t('shell.consultation.intro')}</Text>
        <List spacing="xs" size="sm">
          <List.Item>{t('shell.consultation.stepBuild')}</List.Item>
          <List.Item>{t('shell.consultation.stepQuote')}</List.Item>
          <List.Item>{t('shell.consultation.stepContact')}</List.Item>
        </List>
        <Text size="sm" c="dimmed">
          {t('shell.consultation.loginNote')}
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('shell.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
