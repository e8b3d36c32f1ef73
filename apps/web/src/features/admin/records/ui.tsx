import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A label over a read-only value; empty values show a dash. */
export function ReadOnlyValue(props: { label: string; value: ReactNode; testId?: string }) {
  const isEmpty = props.value === null || props.value === undefined || props.value === '';
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {props.label}
      </Text>
      <Text size="sm" data-testid={props.testId} style={{ overflowWrap: 'anywhere' }}>
        {isEmpty ? '–' : props.value}
      </Text>
    </Stack>
  );
}

/** A titled box of read-only content beside or under a form. */
export function RecordSection(props: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Paper withBorder p="md" data-testid={props.testId}>
      <Stack gap="sm">
        <Title order={4}>{props.title}</Title>
        {props.children}
      </Stack>
    </Paper>
  );
}

export function ValueGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 3, xl: 4 }} spacing="md" verticalSpacing="sm">
      {children}
    </SimpleGrid>
  );
}

/** An in-app link styled as a Mantine anchor. */
export function RouterAnchor(props: { to: string; children: ReactNode; testId?: string }) {
  return (
    <Anchor component={Link} to={props.to} data-testid={props.testId}>
      {props.children}
    </Anchor>
  );
}
