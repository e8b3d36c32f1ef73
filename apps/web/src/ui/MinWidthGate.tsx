import { useMediaQuery } from '@mantine/hooks';
import { IconDeviceDesktop } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MessagePage } from './MessagePage.tsx';

export const MIN_CONFIGURATOR_WIDTH_PX = 1024;
const QUERY = `(min-width: ${MIN_CONFIGURATOR_WIDTH_PX}px)`;

/** Whether the screen is wide enough to edit a bar (1024 px); follows the window as it is resized. */
export function useIsEditingScreen(): boolean {
  return useMediaQuery(QUERY, window.matchMedia(QUERY).matches, { getInitialValueInEffect: false });
}

/**
 * Editing needs at least 1024 px. Narrower screens see `narrow` instead (the bar to look at and a
 * way to continue on a computer), or, without it, a notice linking to the company website
 * (`companyUrl`), or to the start page while that address is not known.
 */
export function MinWidthGate({
  children,
  companyUrl,
  narrow,
}: {
  children: ReactNode;
  companyUrl: string | undefined;
  narrow?: ReactNode;
}) {
  const { t } = useTranslation();
  const isWideEnough = useIsEditingScreen();
  if (isWideEnough) return children;
  if (narrow !== undefined) return narrow;
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
