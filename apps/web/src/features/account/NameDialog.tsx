import { barNameSchema } from '@bar/contracts/bars';
import { Modal, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { DialogActions } from '../../ui/DialogActions.tsx';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { closeAuthDialog } from '../auth/authStore.ts';
import { duplicateBar, renameBar } from '../bars/accountBarsApi.ts';
import { editorPath } from '../bars/barsApi.ts';
import { type EditorStore, useOpenEditorStore } from '../editor/index.ts';
import { useServerForm } from '../forms/useServerForm.ts';
import { type BarRef, closeBarDialog } from './barDialogStore.ts';

const nameFormSchema = z.object({ name: barNameSchema });
type NameForm = z.infer<typeof nameFormSchema>;

/** A rename of the bar open in the editor also moves the editor to the new name and version. */
function followInEditor(editorStore: EditorStore | null, saved: { id: string; name: string; version: number }): void {
  const bar = editorStore?.getState().bar;
  if (!editorStore || bar?.id !== saved.id) return;
  editorStore.setState({ bar: { ...bar, name: saved.name, version: Math.max(bar.version, saved.version) } });
}

/** "Save as / duplicate" (a copy under a new name, then opened) and "Rename": one name, at least 2 characters. */
export function NameDialog({ mode, bar }: { mode: 'saveAs' | 'rename'; bar: BarRef }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const openEditorStore = useOpenEditorStore();
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
        followInEditor(openEditorStore(), saved);
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
