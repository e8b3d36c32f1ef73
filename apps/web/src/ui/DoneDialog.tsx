import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/**
 * The thanks after a request was accepted (a quote, a call back): what happens next, and a button
 * that closes it. The test ids are `<testId>` and `<testId>-close`.
 */
export function DoneDialog(props: {
  title: string;
  text: string;
  closeLabel: string;
  onClose: () => void;
  testId: string;
}) {
  return (
    <Modal opened onClose={props.onClose} title={props.title} centered>
      <Stack data-testid={props.testId}>
        <Text size="sm">{props.text}</Text>
        <Group justify="flex-end">
          <Button onClick={props.onClose} data-testid={`${props.testId}-close`}>
            {props.closeLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
