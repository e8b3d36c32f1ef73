import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClockX, IconLogin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { CardPage } from '../../ui/CardPage.tsx';
import { type VerifyOutcome, verifyEmail } from './authApi.ts';
import { openAuthDialog, useAuth } from './authStore.ts';

const ICON: Record<VerifyOutcome, ReactNode> = {
  verified: <IconCircleCheck size={40} color="var(--mantine-color-teal-6)" aria-hidden />,
  loginRequired: <IconLogin size={40} aria-hidden />,
  expired: <IconClockX size={40} color="var(--mantine-color-orange-6)" aria-hidden />,
  failed: <IconAlertTriangle size={40} color="var(--mantine-color-red-6)" aria-hidden />,
};

/** `/verify-email/{id}/{hash}?expires=..&signature=..`: "Registration completed" with its four outcomes. */
export function VerifyEmailScreen() {
  const { t } = useTranslation();
  const { id = '', hash = '' } = useParams();
  const [search] = useSearchParams();
  const user = useAuth((state) => state.user);
  const verification = useQuery({
    queryKey: ['verify-email', id, hash, search.toString(), user?.id ?? null],
    queryFn: () => verifyEmail(id, hash, search),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const outcome = verification.data;
  return (
    <CardPage>
      {!outcome ? (
        <Loader aria-hidden />
      ) : (
        <Stack align="center" ta="center" data-testid="verify-outcome" data-outcome={outcome}>
          {ICON[outcome]}
          <Title order={2}>{t('account.verify.title')}</Title>
          <Text>{t(`account.verify.${outcome}`)}</Text>
          {outcome === 'failed' && (
            <Text size="sm" c="dimmed">
              {t('account.verify.contactHint')}
            </Text>
          )}
          <Group justify="center">
            {outcome === 'loginRequired' && (
              <Button onClick={() => openAuthDialog({ kind: 'login' })} data-testid="verify-login">
                {t('account.login.submit')}
              </Button>
            )}
            {outcome === 'expired' && user && (
              <Button onClick={() => openAuthDialog({ kind: 'resendVerification' })}>
                {t('account.resend.title')}
              </Button>
            )}
            <Button component={Link} to="/" variant={outcome === 'verified' ? 'filled' : 'default'}>
              {t('account.verify.toConfigurator')}
            </Button>
          </Group>
        </Stack>
      )}
    </CardPage>
  );
}
