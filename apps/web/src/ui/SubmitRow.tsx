import { Button, Group } from '@mantine/core';
import { ErrorAlert } from './ErrorAlert.tsx';

/** The end of a form on a page: the failure (if any), then the submit button on the right. */
export function SubmitRow(props: { errorMessage: string | null; label: string; isPending: boolean; testId: string }) {
  return (
    <>
      <ErrorAlert message={props.errorMessage} mt="sm" />
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={props.isPending} data-testid={props.testId}>
          {props.label}
        </Button>
      </Group>
    </>
  );
}
