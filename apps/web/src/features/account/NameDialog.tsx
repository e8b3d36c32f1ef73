import { barNameSchema } from '@bar/contracts/bars';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { closeAuthDialog } from '../auth/authStore.ts';
import { applyServerErrors, fieldErrorText } from '../auth/formErrors.ts';
import { duplicateBar, renameBar } from '../bars/accountBarsApi.ts';
import { editorPath } from '../bars/barsApi.ts';
import { editorStore } from '../editor/store/editorStore.ts';
import { type BarRef, closeBarDialog } from './barDialogStore.ts';

const nameFormSchema = z.object({ name: barNameSchema });
type NameForm = z.infer<typeof nameFormSchema>;

/** A rename of the bar open in the editor also moves the editor to the new name and version. */
function followInEditor(saved: { id: string; name: string; version: number }): void {
  const { bar } = editorStore.getState();
  if (bar?.id !== saved.id) return;
  editorStore.setState({ bar: { ...bar, name: saved.name, version: Math.max(bar.version, saved.version) } });
}

/** "Save as / duplicate" (a copy under a new name, then opened) and "Rename": one name, at least 2 characters. */
export function NameDialog({ mode, bar }: { mode: 'saveAs' | 'rename'; bar: BarRef }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<NameForm>({
    resolver: zodResolver(nameFormSchema),
    defaultValues: { name: mode === 'rename' ? bar.name : t('account.saveAs.copyName', { name: bar.name }) },
  });
  const submit = useMutation({
    mutationFn: ({ name }: NameForm) =>
      mode === 'rename'
        ? renameBar(bar.id, name, bar.version, bar.editToken)
        : duplicateBar(bar.id, name, bar.editToken),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: ['my-bars'] });
      closeBarDialog();
      if (mode === 'rename') {
        followInEditor(saved);
        return;
      }
      closeAuthDialog();
      void navigate(editorPath(saved.id));
    },
    onError: (error) => applyServerErrors(error, form.setError, ['name']),
  });
  const nameError = form.formState.errors.name;
  return (
    <Modal opened onClose={closeBarDialog} title={t(`account.${mode}.title`)} centered>
      <form noValidate data-testid="bar-name-form" onSubmit={form.handleSubmit((values) => submit.mutate(values))}>
        <Stack>
          <TextInput
            label={t('account.fields.barName')}
            required
            data-autofocus
            data-testid="bar-name-input"
            {...form.register('name')}
            error={fieldErrorText(nameError, t)}
          />
          {submit.isError && !nameError && (
            <Alert color="red" role="alert">
              {t('errors.generic')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={closeBarDialog}>
              {t('account.cancel')}
            </Button>
            <Button type="submit" loading={submit.isPending} data-testid="bar-name-submit">
              {t(`account.${mode}.submit`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
