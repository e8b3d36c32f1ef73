import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClockX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { httpStatus } from '../../shared/api.ts';
import { CardPage } from '../../ui/CardPage.tsx';
import { announceAccountChange, authStore, fetchUser } from '../auth/index.ts';
import { confirmEmailChange } from './profileApi.ts';

type Outcome = 'changed' | 'invalid' | 'expired';

const ICON: Record<Outcome, ReactNode> = {
  changed: <IconCircleCheck size={40} color="var(--mantine-color-teal-6)" aria-hidden />,
  invalid: <IconAlertTriangle size={40} color="var(--mantine-color-red-6)" aria-hidden />,
  expired: <IconClockX size={40} color="var(--mantine-color-orange-6)" aria-hidden />,
};

async function confirm(token: string): Promise<Outcome> {
  try {
    await confirmEmailChange(token);
  } catch (error) {
    return httpStatus(error) === 410 ? 'expired' : 'invalid';
  }
  // A signed-in user sees the new address at once.
  if (authStore.getState().user) await fetchUser();
  announceAccountChange();
  return 'changed';
}

/** `/confirm-email?token=..`: the link of an e-mail change, opened from the new mailbox. */
export function ConfirmEmailScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const confirmation = useQuery({
    queryKey: ['confirm-email', token],
    queryFn: () => confirm(token),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const outcome = confirmation.data;
  return (
    <CardPage isMain>
      {!outcome ? (
        <Loader aria-hidden />
      ) : (
        <Stack align="center" ta="center" data-testid="confirm-email-outcome" data-outcome={outcome}>
          {ICON[outcome]}
          <Title order={1} size="h2">
            {t('profile.confirmEmail.title')}
          </Title>
          <Text>{t(`profile.confirmEmail.${outcome}`)}</Text>
          <Group justify="center">
            <Button component={Link} to="/account/profile" data-testid="confirm-email-to-profile">
              {t('profile.confirmEmail.toProfile')}
            </Button>
            <Button component={Link} to="/" variant="default">
              {t('account.verify.toConfigurator')}
            </Button>
          </Group>
        </Stack>
      )}
    </CardPage>
  );
}
