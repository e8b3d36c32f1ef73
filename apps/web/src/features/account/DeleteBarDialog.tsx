import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { deleteBar } from '../bars/accountBarsApi.ts';
import { editorStore } from '../editor/store/editorStore.ts';
import { type BarRef, closeBarDialog } from './barDialogStore.ts';

/** Delete with confirmation; deleting the bar open in the editor leads back to the start page. */
export function DeleteBarDialog({ bar }: { bar: BarRef }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const submit = useMutation({
    mutationFn: () => deleteBar(bar.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['my-bars'] });
      closeBarDialog();
      if (editorStore.getState().bar?.id === bar.id) void navigate('/');
    },
  });
  return (
    <ConfirmDialog
      title={t('account.delete.title')}
      text={t('account.delete.text', { name: bar.name })}
      onClose={closeBarDialog}
      confirmLabel={t('account.delete.submit')}
      action={submit}
      testId="delete-bar"
      confirmTestId="delete-bar-submit"
    />
  );
}
