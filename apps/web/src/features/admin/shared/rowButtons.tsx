import { ActionIcon, Button } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Removes one row of a repeated field; `label` names the row for screen readers. */
export function RemoveRowButton(props: { label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <ActionIcon
      variant="light"
      color="red"
      size="lg"
      disabled={props.disabled}
      onClick={props.onClick}
      aria-label={props.label}
    >
      <IconTrash size={16} />
    </ActionIcon>
  );
}

/** Adds a row under a repeated field. */
export function AddRowButton(props: { onClick: () => void; testId: string; children: ReactNode }) {
  return (
    <Button
      variant="light"
      leftSection={<IconPlus size={16} />}
      onClick={props.onClick}
      style={{ alignSelf: 'flex-start' }}
      data-testid={props.testId}
    >
      {props.children}
    </Button>
  );
}
