import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
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
    <Modal opened onClose={closeBarDialog} title={t('account.delete.title')} centered>
      <Stack data-testid="delete-bar">
        <Text size="sm">{t('account.delete.text', { name: bar.name })}</Text>
        {submit.isError && (
          <Alert color="red" role="alert">
            {t('errors.generic')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={closeBarDialog}>
            {t('account.cancel')}
          </Button>
          <Button
            color="red"
            loading={submit.isPending}
            onClick={() => submit.mutate()}
            data-testid="delete-bar-submit"
          >
            {t('account.delete.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
