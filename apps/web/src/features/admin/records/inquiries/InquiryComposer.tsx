import type { AdminInquiry } from '@bar/contracts/adminRecords';
import { INQUIRY_TEXT_MAX } from '@bar/contracts/inquiryWork';
import { Button, Group, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showNotice } from '../../../../ui/notifications.ts';
import { ErrorAlert, problemText } from '../../shared/feedback.tsx';
import { recordKeys } from '../recordsApi.ts';
import { RecordSection } from '../ui.tsx';

type Props = {
  inquiryId: number;
  title: string;
  label: string;
  /** Under the box: where the text goes. */
  hint: string;
  submitLabel: string;
  /** A notice once the server kept the text; without it the new history step is the answer. */
  doneMessage?: string;
  send: (body: string) => Promise<AdminInquiry>;
  testId: string;
};

/**
 * A text box that adds one step to the inquiry's history (a reply or a note); the record the
 * server answers replaces the page's copy, so the history shows the step at once.
 */
export function InquiryComposer(props: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const mutation = useMutation({
    mutationFn: (body: string) => props.send(body),
    onSuccess: (inquiry) => {
      queryClient.setQueryData(recordKeys.inquiry(props.inquiryId), inquiry);
      setText('');
      if (props.doneMessage) showNotice({ tone: 'info', title: props.title, message: props.doneMessage });
    },
  });
  const problem = problemText(mutation.error, t);
  const isEmpty = text.trim() === '';
  return (
    <RecordSection title={props.title} testId={props.testId}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!isEmpty) mutation.mutate(text);
        }}
      >
        <Textarea
          label={props.label}
          description={props.hint}
          autosize
          minRows={3}
          maxRows={12}
          maxLength={INQUIRY_TEXT_MAX}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (mutation.isError) mutation.reset();
          }}
          data-testid={`${props.testId}-text`}
        />
        {problem && (
          <ErrorAlert mt="sm" testId={`${props.testId}-error`}>
            {problem}
          </ErrorAlert>
        )}
        <Group justify="flex-end" mt="sm">
          <Button type="submit" disabled={isEmpty} loading={mutation.isPending} data-testid={`${props.testId}-submit`}>
            {props.submitLabel}
          </Button>
        </Group>
      </form>
    </RecordSection>
  );
}
