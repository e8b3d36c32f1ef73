import {
  ActionIcon,
  Alert,
  Button,
  CopyButton,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenBar } from '../../shared/openBar.ts';
import { refreshRasterPicture, revokeShare, shareBar } from '../bars/index.ts';
import { type BarRef, closeBarDialog } from './barDialogStore.ts';

function LinkField({ label, hint, value, testId }: { label: string; hint: string; value: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={label}
      description={hint}
      value={value}
      readOnly
      data-testid={testId}
      onFocus={(event) => event.currentTarget.select()}
      rightSection={
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('account.share.copied') : t('account.share.copy')}>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={t('account.share.copy')}
                data-testid={`${testId}-copy`}
              >
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}

/** Share: the preview link (3D view only) and the edit link, each with a copy button; links can be replaced. */
export function ShareDialog({ bar }: { bar: BarRef }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const links = useQuery({ queryKey: ['share', bar.id], queryFn: () => shareBar(bar.id), gcTime: 0 });
  const openBar = useOpenBar();
  const hasLinks = Boolean(links.data);
  // A shared link shows the bar's picture in a chat: the editor's view of this bar, if it is open.
  useEffect(() => {
    const open = openBar.current();
    if (hasLinks && open?.id === bar.id && open.canEdit) refreshRasterPicture(bar.id, open.editToken);
  }, [hasLinks, bar.id, openBar]);
  const revoke = useMutation({
    mutationFn: () => revokeShare(bar.id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['share', bar.id] }),
  });
  return (
    <Modal opened onClose={closeBarDialog} title={t('account.share.title', { name: bar.name })} centered size="lg">
      <Stack data-testid="share-dialog">
        {links.isPending && <Loader size="sm" aria-hidden />}
        {links.isError && (
          <Alert color="red" role="alert">
            {t('errors.generic')}
          </Alert>
        )}
        {links.data && (
          <>
            <LinkField
              label={t('account.share.preview')}
              hint={t('account.share.previewHint')}
              value={links.data.preview_url}
              testId="share-preview-url"
            />
            <LinkField
              label={t('account.share.edit')}
              hint={t('account.share.editHint')}
              value={links.data.edit_url}
              testId="share-edit-url"
            />
            <Text size="xs" c="dimmed">
              {t('account.share.revokeHint')}
            </Text>
          </>
        )}
        <Group justify="space-between">
          <Button
            variant="subtle"
            color="red"
            loading={revoke.isPending}
            disabled={!links.data}
            onClick={() => revoke.mutate()}
            data-testid="share-revoke"
          >
            {t('account.share.revoke')}
          </Button>
          <Button onClick={closeBarDialog}>{t('account.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
