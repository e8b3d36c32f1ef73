import { Modal, Stack, Text } from '@mantine/core';
import { DialogActions } from './DialogActions.tsx';
import { ErrorAlert } from './ErrorAlert.tsx';

type Props = {
  title: string;
  text: string;
  onClose: () => void;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  isPending: boolean;
  /** Shown as an alert above the buttons when the action failed. */
  errorMessage: string | null;
  testId?: string;
  confirmTestId?: string;
};

/** "Are you sure?": a question, cancel, and a red button for an action that cannot be undone. */
export function ConfirmDialog(props: Props) {
  return (
    <Modal opened onClose={props.onClose} title={props.title} centered>
      <Stack data-testid={props.testId}>
        <Text size="sm">{props.text}</Text>
        <ErrorAlert message={props.errorMessage} />
        <DialogActions
          cancelLabel={props.cancelLabel}
          onCancel={props.onClose}
          submitLabel={props.confirmLabel}
          onSubmit={props.onConfirm}
          isPending={props.isPending}
          submitColor="red"
          submitTestId={props.confirmTestId}
        />
      </Stack>
    </Modal>
  );
}
