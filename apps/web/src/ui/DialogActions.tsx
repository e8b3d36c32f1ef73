import { Button, Group } from '@mantine/core';

type Props = {
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  /** Without it the submit button submits its form (`type="submit"`). */
  onSubmit?: () => void;
  isPending: boolean;
  isSubmitDisabled?: boolean;
  /** `red` for a destructive action. */
  submitColor?: string;
  submitTestId?: string;
};

/** The end of a dialog or inline form: "Cancel" beside the main action, which shows its pending state. */
export function DialogActions(props: Props) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={props.onCancel}>
        {props.cancelLabel}
      </Button>
      <Button
        type={props.onSubmit ? 'button' : 'submit'}
        color={props.submitColor}
        disabled={props.isSubmitDisabled}
        loading={props.isPending}
        onClick={props.onSubmit}
        data-testid={props.submitTestId}
      >
        {props.submitLabel}
      </Button>
    </Group>
  );
}
