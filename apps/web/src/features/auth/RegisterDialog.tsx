import { type RegisterRequest, registerRequestSchema } from '@bar/contracts/auth';
import { Anchor, Button, Fieldset, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n/index.ts';
import { fieldErrorText } from '../../shared/formErrors.ts';
import { useOpenBar } from '../../shared/openBar.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { type TextFieldSpec, TextFields } from '../../ui/TextFields.tsx';
import { CountryField, LocaleField, localeDefaultCountry, newPasswordFields, useServerForm } from '../forms/index.ts';
import { register } from './authApi.ts';
import { closeAuthDialog, openAuthDialog } from './authStore.ts';
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
/** An input of the form, its label under `account.fields.` and its test id `register-<name>`. */
function input(spec: TextFieldSpec<Field>): TextFieldSpec<Field> {
  return { ...spec, label: `account.fields.${spec.label}`, testId: `register-${spec.name}` };
}
const ACCOUNT_INPUTS = [
  input({ name: 'email', label: 'email', type: 'email', autoComplete: 'email', isRequired: true, hasAutofocus: true }),
];
const PASSWORD_INPUTS = newPasswordFields('register', 'account.fields.password');
/** Free-text fields shown as plain inputs, in the order of the form. */
const PROFILE_INPUTS = [
  input({ name: 'organization', label: 'organization', autoComplete: 'organization' }),
  input({ name: 'vat_id', label: 'vatId', autoComplete: 'off' }),
  input({ name: 'given_name', label: 'givenName', autoComplete: 'given-name' }),
  input({ name: 'family_name', label: 'familyName', autoComplete: 'family-name' }),
  input({ name: 'phone', label: 'phone', type: 'tel', autoComplete: 'tel' }),
  input({ name: 'contact_email', label: 'contactEmail', type: 'email', autoComplete: 'email' }),
];
const ADDRESS_INPUTS = [
  input({ name: 'street', label: 'street', autoComplete: 'street-address' }),
  input({ name: 'postal_code', label: 'postalCode', autoComplete: 'postal-code' }),
  input({ name: 'city', label: 'city', autoComplete: 'address-level2' }),
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
  const openBar = useOpenBar();
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
      // The interface language's country; none in English without a browser region (the server takes DE).
      country: localeDefaultCountry() ?? '',
      locale: currentLocale(),
    },
    fields: FIELDS,
    submit: (values: RegisterRequest) => register({ ...values, ...guestBarForHandover(openBar.current()) }),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
  const inputProps = (field: Field) => fieldProps(field, (error) => registerErrorText(field, error, t));

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
                <TextFields fields={ACCOUNT_INPUTS} bind={inputProps} />
                <SimpleGrid cols={2}>
                  <TextFields fields={PASSWORD_INPUTS} bind={inputProps} />
                </SimpleGrid>
                <LocaleField
                  control={form.control}
                  name="locale"
                  description={t('account.register.localeHint')}
                  error={registerErrorText('locale', form.formState.errors.locale, t)}
                />
              </Stack>
            </Fieldset>
            <Fieldset legend={t('account.register.profileSection')}>
              <SimpleGrid cols={2}>
                <TextFields fields={PROFILE_INPUTS} bind={inputProps} />
              </SimpleGrid>
            </Fieldset>
            <Fieldset legend={t('account.register.addressSection')}>
              <Stack gap="sm">
                <Text size="xs" c="dimmed">
                  {t('account.register.addressHint')}
                </Text>
                <SimpleGrid cols={2}>
                  <TextFields fields={ADDRESS_INPUTS} bind={inputProps} />
                  <CountryField
                    control={form.control}
                    name="country"
                    label={t('account.fields.country')}
                    testId="register-country"
                    error={registerErrorText('country', form.formState.errors.country, t)}
                  />
                </SimpleGrid>
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
