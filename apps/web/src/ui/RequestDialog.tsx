import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFocusReturn } from './useFocusReturn.ts';

/**
 * A large centred dialog, open while a store holds its request (the bar for a PDF, the photo's
 * view): nothing without one; the focus goes back to the opener when it closes.
 */
export function RequestDialog<Request>(props: {
  request: Request | null;
  title: string;
  onClose: () => void;
  children: (request: Request) => ReactNode;
}) {
  useFocusReturn(props.request !== null);
  if (props.request === null) return null;
  return (
    <Modal opened onClose={props.onClose} title={props.title} centered size="lg">
      {props.children(props.request)}
    </Modal>
  );
}
