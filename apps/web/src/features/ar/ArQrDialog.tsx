import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../ui/QrCode.tsx';

/**
 * On a computer: a QR code of the bar's AR page for a phone or tablet to scan, with the address as
 * a link too (for copying, or to look at the page here).
 */
export function ArQrDialog({ url, barName, onClose }: { url: string; barName: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={t('ar.dialog.title', { name: barName })} centered size="md">
      <Stack align="center" data-testid="ar-qr-dialog">
        <Text size="sm">{t('ar.dialog.scan')}</Text>
        <QrCode value={url} label={t('ar.dialog.qrLabel', { url })} />
        <Text size="xs" c="dimmed" ta="center">
          {t('ar.dialog.orOpen')}
        </Text>
        <Anchor
          href={url}
          target="_blank"
          rel="noopener"
          size="sm"
          ta="center"
          style={{ wordBreak: 'break-all' }}
          data-testid="ar-url"
        >
          {url}
        </Anchor>
        <Group justify="flex-end" w="100%">
          <Button onClick={onClose}>{t('ar.dialog.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
