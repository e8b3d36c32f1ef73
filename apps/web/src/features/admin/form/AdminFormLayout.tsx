import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, LoadFailedAlert, PageLoader } from '../shared/feedback.tsx';
import { LeaveConfirmModal } from './leaveGuard.tsx';
import type { AdminRecordForm } from './useAdminRecordForm.ts';

type Props<TRecord, TValues extends FieldValues> = {
  recordForm: AdminRecordForm<TRecord, TValues>;
  title: ReactNode;
  /** Extra buttons beside Save (links, delete, ...). */
  actions?: ReactNode;
  /** Read-only content under the form (tables, related records); shown once the record is there. */
  aside?: ReactNode;
  saveLabel?: string;
  /** The fields; rendered once the record has loaded. */
  children: ReactNode;
  testId?: string;
};

/**
 * The frame of every admin record page: loading and load-failure states, the fields inside a
 * <form>, messages without a field, Save (disabled while an existing record is clean, loading while
 * submitting) and the "leave with unsaved changes?" confirmation.
 */
export function AdminFormLayout<TRecord, TValues extends FieldValues>(props: Props<TRecord, TValues>) {
  const { t } = useTranslation();
  const { recordForm } = props;
  if (recordForm.isLoading) return <PageLoader />;
  if (recordForm.loadError) return <LoadFailedAlert error={recordForm.loadError} title={props.title} />;
  return (
    <Stack gap="md" data-testid={props.testId ?? 'admin-record-form'}>
      <Title order={2}>{props.title}</Title>
      <Paper withBorder p="md" component="form" onSubmit={recordForm.submit} noValidate>
        <Stack gap="sm">
          {props.children}
          {recordForm.formErrors.map((message) => (
            <ErrorAlert key={message} testId="admin-form-error">
              {message}
            </ErrorAlert>
          ))}
          <Group justify="space-between">
            <Text size="sm" c="dimmed" data-testid="admin-form-state">
              {recordForm.isDirty ? t('adminRecords.form.unsaved') : ''}
            </Text>
            <Group>
              {props.actions}
              <Button
                type="submit"
                disabled={!recordForm.isDirty && !recordForm.isNew}
                loading={recordForm.isSubmitting}
                data-testid="admin-form-save"
              >
                {props.saveLabel ?? t('adminRecords.form.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Paper>
      {props.aside}
      <LeaveConfirmModal blocker={recordForm.blocker} stayTestId="admin-form-stay" leaveTestId="admin-form-leave" />
    </Stack>
  );
}
