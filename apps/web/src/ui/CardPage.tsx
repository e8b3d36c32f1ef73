import { Center, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppHeader } from './AppHeader.tsx';

/** A page with the header and one card in the middle: messages, link outcomes. */
export function CardPage({ isMain = false, children }: { isMain?: boolean; children: ReactNode }) {
  return (
    <>
      <AppHeader />
      <Center component={isMain ? 'main' : 'div'} mih="calc(100vh - 56px)" p="md">
        <Paper withBorder p="xl" maw={520} radius="md">
          {children}
        </Paper>
      </Center>
    </>
  );
}
