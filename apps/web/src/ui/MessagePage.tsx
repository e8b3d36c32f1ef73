import { Button, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardPage } from './CardPage.tsx';

/**
 * A full page with a title, a text and one link: not found, removed bar, screen too small, error.
 * The link leads home unless `linkLabel` and `linkTo` say otherwise; `isLinkExternal` makes it a
 * plain `<a href>` (another site); `children` go between the text and the link (a reference
 * number, another action). `testId` names a wrapping element.
 */
export function MessagePage(props: {
  title: string;
  text: string;
  linkLabel?: string;
  linkTo?: string;
  isLinkExternal?: boolean;
  linkVariant?: 'filled' | 'default';
  icon?: ReactNode;
  testId?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const variant = props.linkVariant ?? 'filled';
  const linkLabel = props.linkLabel ?? t('app.backHome');
  const linkTo = props.linkTo ?? '/';
  const page = (
    <CardPage>
      <Stack align="center" gap="md" ta="center">
        {props.icon}
        <Title order={2}>{props.title}</Title>
        <Text>{props.text}</Text>
        {props.children}
        {props.isLinkExternal ? (
          <Button component="a" href={linkTo} variant={variant}>
            {linkLabel}
          </Button>
        ) : (
          <Button component={Link} to={linkTo} variant={variant}>
            {linkLabel}
          </Button>
        )}
      </Stack>
    </CardPage>
  );
  return props.testId === undefined ? page : <div data-testid={props.testId}>{page}</div>;
}
