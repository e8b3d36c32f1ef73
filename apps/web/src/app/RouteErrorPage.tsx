import { Button, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { lastSeenRequestId, requestIdOf } from '../shared/api.ts';
import { MessagePage } from '../ui/MessagePage.tsx';
import { claimChunkReload, isChunkLoadError } from './chunkReload.ts';

function reloadPage() {
  window.location.reload();
}

/** A screen's chunk is gone (a deploy): reload once by itself, then offer the reload. */
function ChunkErrorPage() {
  const { t } = useTranslation();
  useEffect(() => {
    if (claimChunkReload()) reloadPage();
  }, []);
  return (
    <MessagePage
      testId="chunk-error"
      icon={<IconRefresh size={40} aria-hidden />}
      title={t('errorPage.updateTitle')}
      text={t('errorPage.updateText')}
      linkVariant="default"
    >
      <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={reloadPage} data-testid="chunk-reload">
        {t('errorPage.reload')}
      </Button>
    </MessagePage>
  );
}

/**
 * The error element of every route: the router's default page is English and shows a stack; this
 * one speaks the user's language, names the request id to report (the failing reply's, else the
 * last one the API client saw) and leads home.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isChunkLoadError(error)) return <ChunkErrorPage />;
  const requestId = requestIdOf(error) ?? lastSeenRequestId();
  return (
    <MessagePage
      testId="route-error"
      icon={<IconAlertTriangle size={40} aria-hidden />}
      title={t('errorPage.title')}
      text={t('errorPage.text')}
    >
      {requestId !== null && (
        <Text size="sm" c="dimmed" data-testid="route-error-request-id" data-request-id={requestId}>
          {t('errorPage.reference', { requestId })}
        </Text>
      )}
    </MessagePage>
  );
}
