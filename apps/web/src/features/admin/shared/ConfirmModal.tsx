import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  opened: boolean;
  title: string;
  message: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
  /** Shown above the buttons, e.g. why the action failed. */
  problem?: ReactNode;
  isPending?: boolean;
  cancelTestId?: string;
  confirmTestId?: string;
};

/** "Really …?": a centred dialog with a question, Cancel and a red confirming button. */
export function ConfirmModal(props: Props) {
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title={props.title} centered>
      <Stack>
        <Text>{props.message}</Text>
        {props.problem}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel} data-testid={props.cancelTestId}>
            {props.cancelLabel}
          </Button>
          <Button color="red" loading={props.isPending} onClick={props.onConfirm} data-testid={props.confirmTestId}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
