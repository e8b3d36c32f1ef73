import type { AddressDto } from '@bar/contracts/addresses';
import { addressRequestSchema } from '@bar/contracts/addresses';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/authStore.ts';
import { applyServerErrors } from '../auth/formErrors.ts';
import {
  ADDRESS_FIELDS,
  type AddressFormValues,
  addressErrorText,
  addressFormDefaults,
  addressRequestOf,
  isRequiredField,
} from './addressFields.ts';
import { ADDRESSES_QUERY_KEY, createAddress, updateAddress } from './quoteApi.ts';

type Props = {
  /** The address to edit, or null to create one. */
  address: AddressDto | null;
  onSaved: (saved: AddressDto) => void;
  onCancel: () => void;
};

/** Creates or edits one address inline in the quote dialog; 422 messages appear beside their fields. */
export function AddressForm({ address, onSaved, onCancel }: Props) {
  const { t } = useTranslation();
  const user = useAuth((state) => state.user);
  const queryClient = useQueryClient();
  const form = useForm<AddressFormValues>({
    resolver: zodResolver(addressRequestSchema) as never,
    defaultValues: addressFormDefaults(address, user),
  });
  const save = useMutation({
    mutationFn: (values: AddressFormValues) => {
      const request = addressRequestOf(values);
      return address ? updateAddress(address.id, request) : createAddress(request);
    },
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY });
      onSaved(saved);
    },
    onError: (error) => applyServerErrors(error, form.setError, ADDRESS_FIELDS),
  });
  const { errors } = form.formState;
  const hasFieldErrors = Object.keys(errors).length > 0;

  return (
    <Paper withBorder p="md" data-testid="address-form">
      <Stack gap="sm">
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
          {ADDRESS_FIELDS.map((field) => (
            <TextInput
              key={field}
              label={t(`quote.address.fields.${field}`)}
              required={isRequiredField(field)}
              type={field === 'email' ? 'email' : 'text'}
              data-testid={`address-${field}`}
              {...form.register(field)}
              error={addressErrorText(field, errors[field], t)}
            />
          ))}
        </SimpleGrid>
        {save.isError && !hasFieldErrors && (
          <Alert color="red" role="alert">
            {t('errors.generic')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('account.cancel')}
          </Button>
          <Button
            loading={save.isPending}
            data-testid="address-save"
            onClick={form.handleSubmit((values) => save.mutate(values))}
          >
            {t('quote.address.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
