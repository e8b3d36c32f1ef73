import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DialogActions } from './DialogActions.tsx';
import { ErrorAlert } from './ErrorAlert.tsx';

/** What the red button runs: a react-query mutation taking no variables, or anything shaped like one. */
export type ConfirmedAction = { mutate: () => void; isPending: boolean; isError: boolean };

type Props = {
  title: string;
  text: string;
  onClose: () => void;
  confirmLabel: string;
  /** Runs on confirm; while it runs the button spins, when it failed the generic error shows above the buttons. */
  action: ConfirmedAction;
  testId?: string;
  confirmTestId?: string;
};

/** "Are you sure?": a question, cancel, and a red button for an action that cannot be undone. */
export function ConfirmDialog(props: Props) {
  const { t } = useTranslation();
  const { action } = props;
  return (
    <Modal opened onClose={props.onClose} title={props.title} centered>
      <Stack data-testid={props.testId}>
        <Text size="sm">{props.text}</Text>
        <ErrorAlert message={action.isError ? t('errors.generic') : null} />
        <DialogActions
          cancelLabel={t('account.cancel')}
          onCancel={props.onClose}
          submitLabel={props.confirmLabel}
          onSubmit={() => action.mutate()}
          isPending={action.isPending}
          submitColor="red"
          submitTestId={props.confirmTestId}
        />
      </Stack>
    </Modal>
  );
}
