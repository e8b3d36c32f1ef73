import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AppHeader } from './AppHeader.tsx';

/**
 * A full page with a title, a text and one link: not found, removed bar, screen too small, error.
 * `isLinkExternal` makes the link a plain `<a href>` (another site); `children` go between the
 * text and the link (a reference number, another action).
 */
export function MessagePage(props: {
  title: string;
  text: string;
  linkLabel: string;
  linkTo: string;
  isLinkExternal?: boolean;
  linkVariant?: 'filled' | 'default';
  icon?: ReactNode;
  children?: ReactNode;
}) {
  const variant = props.linkVariant ?? 'filled';
  return (
    <>
      <AppHeader />
      <Center mih="calc(100vh - 56px)" p="md">
        <Paper withBorder p="xl" maw={520} radius="md">
          <Stack align="center" gap="md" ta="center">
            {props.icon}
            <Title order={2}>{props.title}</Title>
            <Text>{props.text}</Text>
            {props.children}
            {props.isLinkExternal ? (
              <Button component="a" href={props.linkTo} variant={variant}>
                {props.linkLabel}
              </Button>
            ) : (
              <Button component={Link} to={props.linkTo} variant={variant}>
                {props.linkLabel}
              </Button>
            )}
          </Stack>
        </Paper>
      </Center>
    </>
  );
}
