import { Center, Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LanguageSelect } from '../../../ui/LanguageSelect.tsx';
import { AreaBrand } from '../shared/AreaBrand.tsx';

/** The frame of the admin guest pages: the area's name, the language and one card. */
export function GuestCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Stack w={420} gap="md">
        <Group justify="space-between">
          <Group gap="xs">
            <AreaBrand />
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
