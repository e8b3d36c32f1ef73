import { type CreateBarRequest, createBarRequestSchema } from '@bar/contracts/bars';
import { Modal, Stack, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { serverFieldErrors } from '../../shared/formErrors.ts';
import { DialogActions } from '../../ui/DialogActions.tsx';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { createBar, deviceStorage, newBarEditorPath, rememberBar } from '../bars/index.ts';
import { useServerForm } from '../forms/index.ts';

export function NewBarModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { form, mutation, onSubmit, fieldProps } = useServerForm({
    schema: createBarRequestSchema,
    defaultValues: { name: t('newBar.defaultName') },
    fields: ['name'],
    submit: (values: CreateBarRequest) => createBar(values),
    onSuccess: (bar) => {
      rememberBar(deviceStorage(), bar);
      onClose();
      void navigate(newBarEditorPath(bar.id));
    },
  });
  const { reset } = form;

  useEffect(() => {
    if (opened) reset({ name: t('newBar.defaultName') });
  }, [opened, reset, t]);
  // A 422 about the name stays beside it, even once the name is corrected; other failures get the alert.
  const isOtherFailure = mutation.isError && !serverFieldErrors(mutation.error)?.name;

  return (
    <Modal opened={opened} onClose={onClose} title={t('newBar.title')} centered>
      <form noValidate data-testid="new-bar-form" onSubmit={onSubmit}>
        <Stack>
          <TextInput
            label={t('newBar.nameLabel')}
            data-testid="new-bar-name"
            data-autofocus
            required
            {...fieldProps('name')}
          />
          <ErrorAlert message={isOtherFailure ? t('newBar.failed') : null} />
          <DialogActions
            cancelLabel={t('newBar.cancel')}
            onCancel={onClose}
            submitLabel={t('newBar.submit')}
            isPending={mutation.isPending}
            submitTestId="new-bar-submit"
          />
        </Stack>
      </form>
    </Modal>
  );
}
