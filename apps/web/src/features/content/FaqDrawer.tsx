import { Alert, Drawer, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { sectionsOfType, useContent } from './contentApi.ts';
import { FaqList } from './FaqList.tsx';

/** The FAQ of the home screen, opened from the configurator's top bar. */
export function FaqDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const content = useContent();
  const faqs = sectionsOfType(content.data, 'faq');
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="lg" title={t('shell.faq.title')}>
      {content.isPending ? (
        <Loader size="sm" aria-label={t('app.loading')} />
      ) : content.isError ? (
        <Alert color="red">{t('shell.content.loadFailed')}</Alert>
      ) : faqs.length === 0 ? (
        <Alert color="gray">{t('shell.faq.empty')}</Alert>
      ) : (
        <Stack gap="lg" data-testid="faq-drawer">
          {faqs.map((section) => (
            <Stack key={section.id} gap="xs">
              {faqs.length > 1 && <Title order={4}>{section.value.title}</Title>}
              <FaqList section={section} />
            </Stack>
          ))}
        </Stack>
      )}
    </Drawer>
  );
}
