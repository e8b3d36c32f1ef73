import type { AddressDto } from '@bar/contracts/addresses';
import { addressRequestSchema } from '@bar/contracts/addresses';
import { Paper, SimpleGrid, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../ui/DialogActions.tsx';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { TextFields } from '../../ui/TextFields.tsx';
import { useAuth } from '../auth/index.ts';
import { CountryField, localeDefaultCountry, useServerForm } from '../forms/index.ts';
import {
  ADDRESS_FIELDS,
  type AddressField,
  type AddressFormValues,
  addressErrorText,
  addressFormDefaults,
  addressRequestOf,
  INPUTS_AFTER_COUNTRY,
  INPUTS_BEFORE_COUNTRY,
} from './addressFields.ts';
import { ADDRESSES_QUERY_KEY, createAddress, updateAddress } from './quoteApi.ts';

type Props = {
  /** The address to edit, or null to create one. */
  address: AddressDto | null;
  onSaved: (saved: AddressDto) => void;
  onCancel: () => void;
  /** While the form is open: how to save it from outside (the quote's Send), or null once closed. */
  onPendingSave?: ((save: (() => Promise<AddressDto | null>) | null) => void) | undefined;
};

/** Creates or edits one address inline in the quote dialog; 422 messages appear beside their fields. */
export function AddressForm({ address, onSaved, onCancel, onPendingSave }: Props) {
  const { t } = useTranslation();
  const user = useAuth((state) => state.user);
  const queryClient = useQueryClient();
  const { form, mutation, onSubmit, saveNow, otherFailure, fieldProps, errorOf } = useServerForm({
    schema: addressRequestSchema,
    defaultValues: addressFormDefaults(address, user, localeDefaultCountry()),
    fields: ADDRESS_FIELDS,
    submit: (values) => {
      // The form's values are strings, and the schema keeps them so.
      const request = addressRequestOf(values as AddressFormValues);
      return address ? updateAddress(address.id, request) : createAddress(request);
    },
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY });
      onSaved(saved);
    },
  });

  const bind = (field: AddressField) => fieldProps(field, (error) => addressErrorText(field, error, t));

  const saveNowRef = useRef(saveNow);
  saveNowRef.current = saveNow;
  useEffect(() => {
    onPendingSave?.(() => saveNowRef.current());
    return () => onPendingSave?.(null);
  }, [onPendingSave]);

  return (
    <Paper withBorder p="md" data-testid="address-form">
      <Stack gap="sm">
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
          <TextFields fields={INPUTS_BEFORE_COUNTRY} bind={bind} />
          <CountryField
            control={form.control}
            name="country"
            label={t('quote.address.fields.country')}
            required
            testId="address-country"
            error={addressErrorText('country', errorOf('country'), t)}
          />
          <TextFields fields={INPUTS_AFTER_COUNTRY} bind={bind} />
        </SimpleGrid>
        <ErrorAlert message={otherFailure ? t('errors.generic') : null} />
        <DialogActions
          cancelLabel={t('account.cancel')}
          onCancel={onCancel}
          submitLabel={t('quote.address.save')}
          onSubmit={onSubmit}
          isPending={mutation.isPending}
          submitTestId="address-save"
        />
      </Stack>
    </Paper>
  );
}
