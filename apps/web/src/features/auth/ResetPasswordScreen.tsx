import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppHeader } from '../../ui/AppHeader.tsx';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';

/** `/reset-password?token=..&email=..`: the link of the forgot-password e-mail. */
export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const [isDone, setIsDone] = useState(false);
  return (
    <>
      <AppHeader />
      <Center mih="calc(100vh - 56px)" p="md">
        <Paper withBorder p="xl" w={440} radius="md">
          {isDone ? (
            <Stack data-testid="reset-done">
              <Title order={2}>{t('account.reset.title')}</Title>
              <Text>{t('account.reset.done')}</Text>
              <Button component={Link} to="/">
                {t('app.backHome')}
              </Button>
            </Stack>
          ) : (
            <ResetPasswordForm
              testIdPrefix="reset"
              header={<Title order={2}>{t('account.reset.title')}</Title>}
              onDone={() => setIsDone(true)}
            />
          )}
        </Paper>
      </Center>
    </>
  );
}
