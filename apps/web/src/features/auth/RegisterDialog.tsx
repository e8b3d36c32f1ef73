import { DEFAULT_COUNTRY, type RegisterRequest, registerRequestSchema } from '@bar/contracts/auth';
import { LOCALES } from '@bar/domain/locale';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { currentLocale } from '../../i18n/index.ts';
import { register } from './authApi.ts';
import { closeAuthDialog, openAuthDialog } from './authStore.ts';
import { applyServerErrors, fieldErrorText } from './formErrors.ts';
import { guestBarForHandover } from './guestHandover.ts';

type FormInput = z.input<typeof registerRequestSchema>;
const FIELDS = [
  'email',
  'password',
  'password_confirmation',
  'given_name',
  'family_name',
  'organization',
  'country',
  'locale',
] as const;

export function RegisterDialog() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<FormInput, unknown, z.output<typeof registerRequestSchema>>({
    resolver: zodResolver(registerRequestSchema),
    // Decisions §4: the form's language is the interface language (the server would take de).
    defaultValues: {
      email: '',
      password: '',
      password_confirmation: '',
      given_name: '',
      family_name: '',
      organization: '',
      country: DEFAULT_COUNTRY,
      locale: currentLocale(),
    },
  });
  const submit = useMutation({
    mutationFn: (values: RegisterRequest) => register({ ...values, ...guestBarForHandover() }),
    onSuccess: () => void queryClient.invalidateQueries(),
    onError: (error) => applyServerErrors(error, form.setError, FIELDS),
  });
  const { errors } = form.formState;
  const error = (field: (typeof FIELDS)[number]) => fieldErrorText(errors[field], t);
  const hasFieldError = FIELDS.some((field) => errors[field]);

  return (
    <Modal opened onClose={closeAuthDialog} title={t('account.register.title')} centered size="lg">
      {submit.isSuccess ? (
        <Stack data-testid="register-done">
          <Text fw={600}>{t('account.register.doneTitle')}</Text>
          <Text size="sm">{t('account.register.doneText', { email: submit.data.email })}</Text>
          <Group justify="flex-end">
            <Button onClick={closeAuthDialog}>{t('account.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <form noValidate data-testid="register-form" onSubmit={form.handleSubmit((values) => submit.mutate(values))}>
          <Stack>
            <TextInput
              label={t('account.fields.email')}
              type="email"
              autoComplete="email"
              required
              data-autofocus
              data-testid="register-email"
              {...form.register('email')}
              error={error('email')}
            />
            <SimpleGrid cols={2}>
              <PasswordInput
                label={t('account.fields.password')}
                autoComplete="new-password"
                required
                data-testid="register-password"
                {...form.register('password')}
                error={error('password')}
              />
              <PasswordInput
                label={t('account.fields.passwordConfirmation')}
                autoComplete="new-password"
                required
                data-testid="register-password-confirmation"
                {...form.register('password_confirmation')}
                error={error('password_confirmation')}
              />
              <TextInput
                label={t('account.fields.givenName')}
                {...form.register('given_name')}
                error={error('given_name')}
              />
              <TextInput
                label={t('account.fields.familyName')}
                {...form.register('family_name')}
                error={error('family_name')}
              />
              <TextInput
                label={t('account.fields.organization')}
                {...form.register('organization')}
                error={error('organization')}
              />
              <TextInput label={t('account.fields.country')} {...form.register('country')} error={error('country')} />
            </SimpleGrid>
            <Controller
              control={form.control}
              name="locale"
              render={({ field }) => (
                <Select
                  label={t('account.fields.locale')}
                  description={t('account.register.localeHint')}
                  data={LOCALES.map((locale) => ({ value: locale, label: t(`languages.${locale}`) }))}
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value ?? currentLocale())}
                  allowDeselect={false}
                  error={error('locale')}
                />
              )}
            />
            {submit.isError && !hasFieldError && (
              <Alert color="red" role="alert">
                {t('errors.generic')}
              </Alert>
            )}
            <Group justify="space-between">
              <Anchor component="button" type="button" size="sm" onClick={() => openAuthDialog({ kind: 'login' })}>
                {t('account.register.toLogin')}
              </Anchor>
              <Button type="submit" loading={submit.isPending} data-testid="register-submit">
                {t('account.register.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
