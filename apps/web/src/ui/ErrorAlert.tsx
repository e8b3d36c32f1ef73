import { Alert, type MantineSpacing } from '@mantine/core';

/**
 * A failure announced to screen readers (`role="alert"`): nothing while `message` is null or
 * undefined, so a form writes `<ErrorAlert message={isFailed ? text : null} />`.
 */
export function ErrorAlert({
  message,
  mt,
  testId,
}: {
  message: string | null | undefined;
  mt?: MantineSpacing;
  testId?: string;
}) {
  if (message === null || message === undefined) return null;
  return (
    <Alert color="red" role="alert" mt={mt} data-testid={testId}>
      {message}
    </Alert>
  );
}
