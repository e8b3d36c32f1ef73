import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A titled card of the dashboard, optionally with a link to the whole list. */
export function DashboardCard({
  title,
  link,
  children,
  testId,
}: {
  title: string;
  link?: { to: string; label: string };
  children: ReactNode;
  testId: string;
}) {
  return (
    <Paper withBorder radius="md" p="lg" h="100%" data-testid={testId}>
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Text fw={600}>{title}</Text>
          {link && (
            <Anchor component={Link} to={link.to} size="sm">
              {link.label}
            </Anchor>
          )}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
