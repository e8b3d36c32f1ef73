import { Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../../ui/LanguageSelect.tsx';

/** The frame of the admin guest pages: the area's name, the language and one card. */
export function GuestCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Stack w={420} gap="md">
        <Group justify="space-between">
          <Group gap="xs">
            <ThemeIcon size="lg" radius="md" variant="light">
              <IconShieldLock size={20} />
            </ThemeIcon>
            <Text fw={700}>{t('admin.areaName')}</Text>
          </Group>
          <LanguageSelect />
        </Group>
        <Paper withBorder shadow="sm" p="xl" radius="md">
          <Stack>
            <Title order={2} size="h3">
              {title}
            </Title>
            {children}
          </Stack>
        </Paper>
      </Stack>
    </Center>
  );
}
