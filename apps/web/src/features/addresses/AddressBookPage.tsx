import type { AddressDto } from '@bar/contracts/addresses';
import { Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconStar, IconTrash, type TablerIcon } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { useFocusReturn } from '../../ui/useFocusReturn.ts';
import { AccountPage } from '../auth/AccountPage.tsx';
import { AddressForm } from '../quote/AddressForm.tsx';
import { addressSummary } from '../quote/addressFields.ts';
import { ADDRESSES_QUERY_KEY, deleteAddress, listAddresses, setDefaultAddress } from '../quote/quoteApi.ts';

const LOGIN_REASON = 'account.messages.loginToAddresses';

/** `/account/addresses`: the signed-in user's address book; a guest is asked to log in. */
export function AddressBookPage() {
  const { t } = useTranslation();
  return (
    <AccountPage
      title={t('account.addressBook.title')}
      size="md"
      loginReason={LOGIN_REASON}
      guestTestId="address-book-guest"
      asksLoginAfterSignOut
    >
      {(user) => <AddressBook key={user.id} />}
    </AccountPage>
  );
}

function AddressBook() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const addresses = useQuery({ queryKey: ADDRESSES_QUERY_KEY, queryFn: listAddresses });
  const [editing, setEditing] = useState<AddressDto | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AddressDto | null>(null);
  useFocusReturn(deleting !== null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY });
  const makeDefault = useMutation({ mutationFn: setDefaultAddress, onSuccess: refresh });

  if (addresses.isPending) return <Loader aria-hidden />;
  if (addresses.isError) {
    return <ErrorAlert message={t('errors.generic')} />;
  }
  const rows = addresses.data;
  return (
    <Stack data-testid="address-book">
      {rows.length === 0 && editing === null && (
        <Text c="dimmed" data-testid="address-book-empty">
          {t('account.addressBook.empty')}
        </Text>
      )}
      {rows.map((address) => {
        // Each row's buttons name their address: "Edit" alone is ambiguous in a list of them.
        const summary = addressSummary(address, i18n.language);
        return editing !== 'new' && editing?.id === address.id ? (
          <AddressForm
            key={address.id}
            address={address}
            onSaved={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <Paper
            key={address.id}
            withBorder
            p="sm"
            data-testid="address-book-row"
            data-default={address.is_default ? 'true' : 'false'}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={4}>
                <Text size="sm">{summary}</Text>
                {address.is_default && (
                  <Badge variant="light" data-testid="address-book-default">
                    {t('account.addressBook.default')}
                  </Badge>
                )}
              </Stack>
              <Group gap="xs" wrap="nowrap">
                {!address.is_default && (
                  <RowAction
                    label={t('account.addressBook.makeDefault')}
                    summary={summary}
                    Icon={IconStar}
                    loading={makeDefault.isPending && makeDefault.variables === address.id}
                    onClick={() => makeDefault.mutate(address.id)}
                    testId="address-book-make-default"
                  />
                )}
                <RowAction
                  label={t('account.addressBook.edit')}
                  summary={summary}
                  Icon={IconPencil}
                  onClick={() => setEditing(address)}
                  testId="address-book-edit"
                />
                <RowAction
                  label={t('account.addressBook.delete')}
                  summary={summary}
                  Icon={IconTrash}
                  color="red"
                  onClick={() => setDeleting(address)}
                  testId="address-book-delete"
                />
              </Group>
            </Group>
          </Paper>
        );
      })}
      <ErrorAlert message={makeDefault.isError ? t('errors.generic') : null} />
      {editing === 'new' ? (
        <AddressForm address={null} onSaved={() => setEditing(null)} onCancel={() => setEditing(null)} />
      ) : (
        <Group>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="address-book-new">
            {t('account.addressBook.new')}
          </Button>
        </Group>
      )}
      {deleting && <DeleteAddressDialog address={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}

/** A small button on an address; its accessible name says which address ("Edit: Main St 1, Berlin"). */
function RowAction(props: {
  label: string;
  summary: string;
  Icon: TablerIcon;
  onClick: () => void;
  testId: string;
  color?: string;
  loading?: boolean;
}) {
  const { label, Icon } = props;
  return (
    <Button
      size="xs"
      variant="subtle"
      color={props.color}
      leftSection={<Icon size={14} />}
      loading={props.loading}
      onClick={props.onClick}
      aria-label={`${label}: ${props.summary}`}
      data-testid={props.testId}
    >
      {label}
    </Button>
  );
}

function DeleteAddressDialog({ address, onClose }: { address: AddressDto; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteAddress(address.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY });
      onClose();
    },
  });
  return (
    <ConfirmDialog
      title={t('account.addressBook.deleteTitle')}
      text={t('account.addressBook.deleteText', { address: addressSummary(address, i18n.language) })}
      onClose={onClose}
      confirmLabel={t('account.addressBook.delete')}
      action={remove}
      testId="address-book-delete-dialog"
      confirmTestId="address-book-delete-confirm"
    />
  );
}
