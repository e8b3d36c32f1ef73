import { barNameSchema } from '@bar/contracts/bars';
import { Modal, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useOpenBar } from '../../shared/openBar.ts';
import { DialogActions } from '../../ui/DialogActions.tsx';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { closeAuthDialog } from '../auth/index.ts';
import { duplicateBar, editorPath, renameBar } from '../bars/index.ts';
import { useServerForm } from '../forms/index.ts';
import { type BarRef, closeBarDialog } from './barDialogStore.ts';

const nameFormSchema = z.object({ name: barNameSchema });
type NameForm = z.infer<typeof nameFormSchema>;

/** "Save as / duplicate" (a copy under a new name, then opened) and "Rename": one name, at least 2 characters. */
export function NameDialog({ mode, bar }: { mode: 'saveAs' | 'rename'; bar: BarRef }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const openBar = useOpenBar();
  const { mutation, onSubmit, otherFailure, fieldProps } = useServerForm({
    schema: nameFormSchema,
    defaultValues: { name: mode === 'rename' ? bar.name : t('account.saveAs.copyName', { name: bar.name }) },
    fields: ['name'],
    submit: ({ name }: NameForm) =>
      mode === 'rename'
        ? renameBar(bar.id, name, bar.version, bar.editToken)
        : duplicateBar(bar.id, name, bar.editToken),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: ['my-bars'] });
      closeBarDialog();
      if (mode === 'rename') {
        // The bar open in the editor follows the new name and version.
        openBar.renamed(saved);
        return;
      }
      closeAuthDialog();
      void navigate(editorPath(saved.id));
    },
  });
  return (
    <Modal opened onClose={closeBarDialog} title={t(`account.${mode}.title`)} centered>
      <form noValidate data-testid="bar-name-form" onSubmit={onSubmit}>
        <Stack>
          <TextInput
            label={t('account.fields.barName')}
            required
            data-autofocus
            data-testid="bar-name-input"
            {...fieldProps('name')}
          />
          <ErrorAlert message={otherFailure ? t('errors.generic') : null} />
          <DialogActions
            cancelLabel={t('account.cancel')}
            onCancel={closeBarDialog}
            submitLabel={t(`account.${mode}.submit`)}
            isPending={mutation.isPending}
            submitTestId="bar-name-submit"
          />
        </Stack>
      </form>
    </Modal>
  );
}
