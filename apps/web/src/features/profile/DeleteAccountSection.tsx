import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { splitServerErrors } from '../../shared/formErrors.ts';
import { ProfileSection } from '../../shared/ProfileSection.tsx';
import { DialogActions } from '../../ui/DialogActions.tsx';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { showNotice } from '../../ui/notifications.ts';
import { type TextFieldSpec, TextFields } from '../../ui/TextFields.tsx';
import { setUser } from '../auth/index.ts';
import { deleteMyAccount } from './profileApi.ts';

const PASSWORD_INPUT: TextFieldSpec<'password'> = {
  name: 'password',
  label: 'account.fields.password',
  type: 'password',
  autoComplete: 'current-password',
  isRequired: true,
  testId: 'profile-delete-password',
};

/** "Delete my account": a dialog asks for the password; afterwards the visitor is a guest at home. */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isOpen, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const remove = useMutation({
    mutationFn: () => deleteMyAccount({ password }),
    onSuccess: async () => {
      setOpen(false);
      // Home first: the profile would take the missing user for a guest and open the login dialog.
      await navigate('/');
      setUser(null);
      queryClient.clear();
      showNotice({ tone: 'info', title: t('profile.delete.doneTitle'), message: t('profile.delete.done') });
    },
  });
  const problems = remove.isError ? splitServerErrors(remove.error, ['password'] as const) : null;
  const otherProblem = remove.isError && !problems?.fields.password ? (problems?.other ?? t('errors.generic')) : null;
  const close = () => {
    setOpen(false);
    setPassword('');
    remove.reset();
  };
  return (
    <ProfileSection title={t('profile.delete.title')} testId="profile-delete">
      <Text size="sm">{t('profile.delete.intro')}</Text>
      <Group justify="flex-end">
        <Button
          color="red"
          variant="outline"
          leftSection={<IconTrash size={16} />}
          onClick={() => setOpen(true)}
          data-testid="profile-delete-open"
        >
          {t('profile.delete.submit')}
        </Button>
      </Group>
      <Modal opened={isOpen} onClose={close} title={t('profile.delete.confirmTitle')} centered>
        <form
          noValidate
          data-testid="profile-delete-form"
          onSubmit={(event) => {
            event.preventDefault();
            remove.mutate();
          }}
        >
          <Stack>
            <Text size="sm">{t('profile.delete.confirmText')}</Text>
            <TextFields
              fields={[PASSWORD_INPUT]}
              bind={() => ({
                value: password,
                onChange: (event: ChangeEvent<HTMLInputElement>) => setPassword(event.currentTarget.value),
                error: problems?.fields.password,
              })}
            />
            <ErrorAlert message={otherProblem} />
            <DialogActions
              cancelLabel={t('account.cancel')}
              onCancel={close}
              submitLabel={t('profile.delete.confirm')}
              isPending={remove.isPending}
              isSubmitDisabled={password === ''}
              submitColor="red"
              submitTestId="profile-delete-confirm"
            />
          </Stack>
        </form>
      </Modal>
    </ProfileSection>
  );
}
