import { useMediaQuery } from '@mantine/hooks';
import { IconDeviceDesktop } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MessagePage } from './MessagePage.tsx';

export const MIN_CONFIGURATOR_WIDTH_PX = 1024;
const QUERY = `(min-width: ${MIN_CONFIGURATOR_WIDTH_PX}px)`;

/**
 * The configurator needs at least 1024 px; narrower screens see a notice instead, linking to the
 * company website (`companyUrl`), or to the start page while that address is not known.
 */
export function MinWidthGate({ children, companyUrl }: { children: ReactNode; companyUrl: string | undefined }) {
  const { t } = useTranslation();
  const isWideEnough = useMediaQuery(QUERY, window.matchMedia(QUERY).matches, { getInitialValueInEffect: false });
  if (isWideEnough) return children;
  return (
    <MessagePage
      testId="min-width-notice"
      icon={<IconDeviceDesktop size={40} aria-hidden />}
      title={t('minWidth.title')}
      text={t('minWidth.text')}
      {...(companyUrl === undefined
        ? {}
        : { linkLabel: t('minWidth.companyLink'), linkTo: companyUrl, isLinkExternal: true })}
    />
  );
}
