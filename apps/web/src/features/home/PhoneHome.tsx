import { Button, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AppHeader } from '../../ui/AppHeader.tsx';
import { SendLinkCard } from '../../ui/SendLinkCard.tsx';
import { AccountInfo } from './AccountInfo.tsx';
import { ContentSections } from './ContentSections.tsx';
import { PresetGallery } from './PresetGallery.tsx';
import { RecentBars } from './RecentBars.tsx';

const SEND_LINK_ID = 'send-link';

/**
 * The start page below 1024 px, where a bar cannot be edited: the templates to look at in 3D, the
 * link to send to a computer, the bars opened on this device (to look at), account state and the
 * editable sections. Nothing here starts the editor.
 */
export function PhoneHome() {
  const { t } = useTranslation();
  return (
    <>
      <AppHeader isTouch />
      <Container component="main" size="sm" px="sm" py="md" data-testid="phone-home">
        <Stack gap="lg">
          <Stack gap="xs">
            <Title order={1}>{t('home.title')}</Title>
            <Text>{t('phone.home.intro')}</Text>
            {/* The templates come first; this leads past them to the ways of sending the link. */}
            <Button
              size="lg"
              variant="default"
              leftSection={<IconSend size={18} />}
              onClick={() => document.getElementById(SEND_LINK_ID)?.scrollIntoView({ behavior: 'smooth' })}
              data-testid="go-to-send-link"
            >
              {t('phone.sendLink.title')}
            </Button>
          </Stack>
          <PresetGallery />
          <SendLinkCard
            id={SEND_LINK_ID}
            url={new URL('/', window.location.origin).href}
            title={t('phone.sendLink.title')}
            text={t('phone.sendLink.homeText')}
            subject={t('phone.sendLink.homeSubject')}
          />
          <SimpleGrid cols={1} spacing="lg">
            <RecentBars isTouch />
            <AccountInfo isTouch />
          </SimpleGrid>
          <ContentSections isTouch />
        </Stack>
      </Container>
    </>
  );
}
