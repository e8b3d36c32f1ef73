import { Textarea } from '@mantine/core';

/** A free-text message that grows with its text from three to eight rows. */
export function MessageField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  testId: string;
}) {
  return (
    <Textarea
      label={props.label}
      autosize
      minRows={3}
      maxRows={8}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      error={props.error}
      data-testid={props.testId}
    />
  );
}
