import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One part of the Profile screen: a titled, bordered block. */
export function ProfileSection({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title} data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
