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

/** A card's entries (each keyed by `render`), or a dimmed text while there are none. */
export function EntryList<T>(props: { items: T[]; emptyText: string; render: (item: T, index: number) => ReactNode }) {
  if (props.items.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {props.emptyText}
      </Text>
    );
  }
  return <Stack gap="xs">{props.items.map(props.render)}</Stack>;
}

/** A recent record: a link to it with a dimmed line below, and an amount on the right. */
export function RecentEntry(props: { to: string; label: ReactNode; detail: ReactNode; amount: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Anchor component={Link} to={props.to} size="sm" fw={500} truncate>
          {props.label}
        </Anchor>
        <Text size="xs" c="dimmed" truncate>
          {props.detail}
        </Text>
      </Stack>
      <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
        {props.amount}
      </Text>
    </Group>
  );
}
