import { Alert, Button, Center, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AppHeader } from '../../../ui/AppHeader.tsx';
import { SendLinkCard } from '../../../ui/SendLinkCard.tsx';
import { tokensForLoad } from '../../bars/index.ts';
import { useEditorStore, useEditorStoreApi } from '../store/editorContext.tsx';
import { loadProblemText, useBarLoader } from '../useBarLoader.ts';
import { CompactPreview } from './CompactPreview.tsx';

/** Why the editor is not shown, with the company website when it is known. */
function LargerScreenNotice({ companyUrl }: { companyUrl: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" bg="blue.0" data-testid="min-width-notice">
      <Stack gap="xs" align="flex-start">
        <IconDeviceDesktop size={32} aria-hidden />
        <Title order={2} size="h4">
          {t('minWidth.title')}
        </Title>
        <Text size="sm">{t('minWidth.text')}</Text>
        {companyUrl !== undefined && (
          <Button component="a" href={companyUrl} variant="default" size="lg">
            {t('minWidth.companyLink')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The address to continue editing on a computer: this page's, with the edit token this device holds
 * for the bar (a guest's bar is editable only with it), so the computer opens the same bar to edit.
 */
function continueUrl(barId: string, search: URLSearchParams, canEdit: boolean): string {
  const url = new URL(window.location.href);
  const editToken = tokensForLoad(barId, search).edit_token;
  if (canEdit && editToken && !url.searchParams.has('edit_token')) url.searchParams.set('edit_token', editToken);
  return url.href;
}

/**
 * The editor's address on a screen narrower than 1024 px: says that editing needs a larger screen,
 * shows the bar read-only in 3D with its parts list, and offers to send the link to a computer. A
 * bar the editor already holds (a window made narrower while editing) is shown as it is, with its
 * unsaved changes, which the editor saves once the window is wide again; otherwise it is loaded.
 */
export function SmallScreenEditor({ barId, companyUrl }: { barId: string; companyUrl: string | undefined }) {
  const editorStore = useEditorStoreApi();
  const [isHeld] = useState(() => {
    const state = editorStore.getState();
    return state.bar?.id === barId && state.doc !== null && state.catalogue !== null;
  });
  const notice = <LargerScreenNotice companyUrl={companyUrl} />;
  return isHeld ? <HeldBar barId={barId} notice={notice} /> : <LoadedBar barId={barId} notice={notice} />;
}

function HeldBar({ barId, notice }: { barId: string; notice: ReactNode }) {
  const canEdit = useEditorStore((state) => state.bar?.can_edit ?? false);
  return <BarOnSmallScreen barId={barId} notice={notice} canEdit={canEdit} />;
}

function LoadedBar({ barId, notice }: { barId: string; notice: ReactNode }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { isLoading, problem, canEditOnServer } = useBarLoader(barId, search, { isViewOnly: true });
  if (problem || isLoading) {
    return (
      <div data-testid="small-screen-editor">
        <AppHeader isTouch />
        <Container component="main" size="sm" px="sm" py="md">
          <Stack gap="md">
            {notice}
            {problem ? (
              <Alert color="red" role="alert" data-testid="bar-load-problem" data-problem={problem}>
                <Stack gap="sm" align="flex-start">
                  <Text size="sm">{t(loadProblemText(problem))}</Text>
                  <Button component={Link} to="/" size="lg" variant="light" color="red">
                    {t('app.backHome')}
                  </Button>
                </Stack>
              </Alert>
            ) : (
              <Center py="xl" data-testid="editor-loading">
                <Loader aria-label={t('app.loading')} />
              </Center>
            )}
          </Stack>
        </Container>
      </div>
    );
  }
  return <BarOnSmallScreen barId={barId} notice={notice} canEdit={canEditOnServer} />;
}

function BarOnSmallScreen({ barId, notice, canEdit }: { barId: string; notice: ReactNode; canEdit: boolean }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const name = useEditorStore((state) => state.bar?.name ?? '');
  const tokens = useMemo(() => tokensForLoad(barId, search), [barId, search]);
  return (
    <CompactPreview
      testId="small-screen-editor"
      notice={notice}
      liveTokens={tokens}
      actions={
        <SendLinkCard
          url={continueUrl(barId, search, canEdit)}
          title={t('phone.sendLink.title')}
          text={canEdit ? t('phone.sendLink.editText') : t('phone.sendLink.viewText')}
          subject={t('phone.sendLink.subject', { name })}
        />
      }
    />
  );
}
