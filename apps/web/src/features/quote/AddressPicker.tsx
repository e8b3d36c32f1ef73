import type { AddressDto } from '@bar/contracts/addresses';
import { ActionIcon, Badge, Button, Group, Paper, Radio, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressForm } from './AddressForm.tsx';
import { addressSummary } from './addressFields.ts';
import { ADDRESSES_QUERY_KEY, deleteAddress } from './quoteApi.ts';

type Props = {
  /** `billing` or `delivery`: names the test ids and the texts. */
  kind: 'billing' | 'delivery';
  addresses: AddressDto[];
  chosenId: number | null;
  onChoose: (id: number | null) => void;
  error?: string | undefined;
  /** The open address form's save, for the quote's Send (see AddressForm). */
  onPendingSave?: ((save: (() => Promise<AddressDto | null>) | null) => void) | undefined;
};

/** Choose one of the user's addresses; create, edit or delete them in place. */
export function AddressPicker({ kind, addresses, chosenId, onChoose, error, onPendingSave }: Props) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<AddressDto | 'new' | null>(addresses.length === 0 ? 'new' : null);
  const remove = useMutation({
    mutationFn: deleteAddress,
    onSuccess: (_, id) => {
      if (id === chosenId) onChoose(null);
      void queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY });
    },
  });

  return (
    <Stack gap="xs" data-testid={`${kind}-addresses`} data-problem={error ? 'true' : undefined}>
      <Text fw={600} size="sm">
        {t(`quote.address.${kind}Title`)}
      </Text>
      <Radio.Group value={chosenId === null ? null : String(chosenId)} onChange={(value) => onChoose(Number(value))}>
        <Stack gap={6}>
          {addresses.map((address) => (
            <Paper key={address.id} withBorder px="sm" py={6} data-testid="address-row">
              <Group justify="space-between" wrap="nowrap">
                <Group gap="xs" wrap="nowrap">
                  <Radio
                    value={String(address.id)}
                    label={addressSummary(address, i18n.language)}
                    data-testid="address-choose"
                  />
                  {address.is_default && (
                    <Badge variant="light" size="sm" data-testid="address-default">
                      {t('account.addressBook.default')}
                    </Badge>
                  )}
                </Group>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={t('quote.address.edit')}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('quote.address.edit')}
                      onClick={() => setEditing(address)}
                      data-testid="address-edit"
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('quote.address.delete')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('quote.address.delete')}
                      loading={remove.isPending && remove.variables === address.id}
                      onClick={() => remove.mutate(address.id)}
                      data-testid="address-delete"
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      </Radio.Group>
      {error && (
        <Text size="sm" c="red" role="alert" data-testid={`${kind}-address-error`}>
          {error}
        </Text>
      )}
      {remove.isError && (
        <Text size="sm" c="red" role="alert">
          {t('errors.generic')}
        </Text>
      )}
      {editing ? (
        <AddressForm
          key={editing === 'new' ? 'new' : editing.id}
          address={editing === 'new' ? null : editing}
          onSaved={(saved) => {
            setEditing(null);
            onChoose(saved.id);
          }}
          onCancel={() => setEditing(null)}
          onPendingSave={onPendingSave}
        />
      ) : (
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => setEditing('new')}
            data-testid={`${kind}-address-new`}
          >
            {t('quote.address.new')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
