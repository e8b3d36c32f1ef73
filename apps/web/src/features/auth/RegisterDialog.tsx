import { DEFAULT_COUNTRY, type RegisterRequest, registerRequestSchema } from '@bar/contracts/auth';
import { LOCALES } from '@bar/domain/locale';
import {
  Anchor,
  Button,
  Fieldset,
  Group,
  Modal,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n/index.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { useServerForm } from '../forms/useServerForm.ts';
import { register } from './authApi.ts';
import { closeAuthDialog, openAuthDialog } from './authStore.ts';
import { fieldErrorText } from './formErrors.ts';
import { guestBarForHandover } from './guestHandover.ts';

const FIELDS = [
  'email',
  'password',
  'password_confirmation',
  'locale',
  'organization',
  'vat_id',
  'given_name',
  'family_name',
  'phone',
  'contact_email',
  'street',
  'postal_code',
  'city',
  'country',
] as const;
type Field = (typeof FIELDS)[number];
/** Free-text fields shown as plain inputs, with their label key, in the order of the form. */
const PROFILE_FIELDS: readonly { field: Field; label: string; type?: string; autoComplete: string }[] = [
  { field: 'organization', label: 'organization', autoComplete: 'organization' },
  { field: 'vat_id', label: 'vatId', autoComplete: 'off' },
  { field: 'given_name', label: 'givenName', autoComplete: 'given-name' },
  { field: 'family_name', label: 'familyName', autoComplete: 'family-name' },
  { field: 'phone', label: 'phone', type: 'tel', autoComplete: 'tel' },
  { field: 'contact_email', label: 'contactEmail', type: 'email', autoComplete: 'email' },
];
const ADDRESS_FIELDS: readonly { field: Field; label: string; autoComplete: string }[] = [
  { field: 'street', label: 'street', autoComplete: 'street-address' },
  { field: 'postal_code', label: 'postalCode', autoComplete: 'postal-code' },
  { field: 'city', label: 'city', autoComplete: 'address-level2' },
  { field: 'country', label: 'country', autoComplete: 'country-name' },
];

/** The schema's English messages replaced by ours; server messages (already localized) as they are. */
function registerErrorText(field: Field, error: FieldError | undefined, t: (key: string) => string) {
  if (!error || error.type === 'server') return error?.message;
  if (error.type === 'custom') {
    if (field === 'contact_email') return t('account.validation.email');
    if (field === 'family_name') return t('account.validation.nameOrOrganization');
    if (field === 'street' || field === 'postal_code' || field === 'city') return t('account.validation.addressPart');
  }
  return fieldErrorText(error, t);
}

export function RegisterDialog() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { form, mutation, onSubmit, otherFailure, fieldProps } = useServerForm({
    schema: registerRequestSchema,
    // Decisions §4: the form's language is the interface language (the server would take de).
    defaultValues: {
      email: '',
      password: '',
      password_confirmation: '',
      given_name: '',
      family_name: '',
      organization: '',
      vat_id: '',
      phone: '',
      contact_email: '',
      street: '',
      postal_code: '',
      city: '',
      country: DEFAULT_COUNTRY,
      locale: currentLocale(),
    },
    fields: FIELDS,
    submit: (values: RegisterRequest) => register({ ...values, ...guestBarForHandover() }),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
  const inputProps = (field: Field) => fieldProps(field, (error) => registerErrorText(field, error, t));
  const textInput = ({ field, label, type, autoComplete }: (typeof PROFILE_FIELDS)[number]) => (
    <TextInput
      key={field}
      label={t(`account.fields.${label}`)}
      type={type ?? 'text'}
      autoComplete={autoComplete}
      data-testid={`register-${field}`}
      {...inputProps(field)}
    />
  );

  return (
    <Modal opened onClose={closeAuthDialog} title={t('account.register.title')} centered size="lg">
      {mutation.isSuccess ? (
        <Stack data-testid="register-done">
          <Text fw={600}>{t('account.register.doneTitle')}</Text>
          <Text size="sm">{t('account.register.doneText', { email: mutation.data.email })}</Text>
          <Group justify="flex-end">
            <Button onClick={closeAuthDialog}>{t('account.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <form noValidate data-testid="register-form" onSubmit={onSubmit}>
          <Stack>
            <Fieldset legend={t('account.register.accountSection')}>
              <Stack gap="sm">
                <TextInput
                  label={t('account.fields.email')}
                  type="email"
                  autoComplete="email"
                  required
                  data-autofocus
                  data-testid="register-email"
                  {...inputProps('email')}
                />
                <SimpleGrid cols={2}>
                  <PasswordInput
                    label={t('account.fields.password')}
                    autoComplete="new-password"
                    required
                    data-testid="register-password"
                    {...inputProps('password')}
                  />
                  <PasswordInput
                    label={t('account.fields.passwordConfirmation')}
                    autoComplete="new-password"
                    required
                    data-testid="register-password-confirmation"
                    {...inputProps('password_confirmation')}
                  />
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
                      error={registerErrorText('locale', form.formState.errors.locale, t)}
                    />
                  )}
                />
              </Stack>
            </Fieldset>
            <Fieldset legend={t('account.register.profileSection')}>
              <SimpleGrid cols={2}>{PROFILE_FIELDS.map(textInput)}</SimpleGrid>
            </Fieldset>
            <Fieldset legend={t('account.register.addressSection')}>
              <Stack gap="sm">
                <Text size="xs" c="dimmed">
                  {t('account.register.addressHint')}
                </Text>
                <SimpleGrid cols={2}>{ADDRESS_FIELDS.map(textInput)}</SimpleGrid>
              </Stack>
            </Fieldset>
            <ErrorAlert message={otherFailure ? t('errors.generic') : null} />
            <Group justify="space-between">
              <Anchor component="button" type="button" size="sm" onClick={() => openAuthDialog({ kind: 'login' })}>
                {t('account.register.toLogin')}
              </Anchor>
              <Button type="submit" loading={mutation.isPending} data-testid="register-submit">
                {t('account.register.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
