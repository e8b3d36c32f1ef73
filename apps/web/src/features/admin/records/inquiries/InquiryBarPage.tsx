import type { AdminInquiry } from '@bar/contracts/adminRecords';
import type { Catalogue } from '@bar/domain/catalogue';
import { Anchor, Badge, Box, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { currentLocale } from '../../../../i18n/index.ts';
import { SceneErrorBoundary } from '../../../../scene/SceneErrorBoundary.tsx';
import { formatDateTime } from '../../../../ui/format.ts';
import { catalogueQueryKey, fetchCatalogue } from '../../../bars/catalogueApi.ts';
import { LoadFailedAlert, PageLoader } from '../../shared/feedback.tsx';
import { adminPaths, fetchAdminInquiry, recordKeys } from '../recordsApi.ts';
import { FrozenPartsList } from './FrozenPartsList.tsx';
import { sentBarOf } from './sentBar.ts';

/** The bar sent with the inquiry, to look at only; loaded on demand with three.js. */
const LookOnlyBarScene = lazy(async () => ({
  default: (await import('../../shared/LookOnlyBarScene.tsx')).LookOnlyBarScene,
}));

const SCENE_HEIGHT = 520;

/**
 * `/admin/inquiries/:inquiryId/bar`: the bar as the customer sent it with the inquiry, read only:
 * the 3D view (the camera turns, nothing changes) and its parts list with the prices of that day.
 * The customer's bar may have changed since; this is the snapshot the quote is made from.
 */
export function InquiryBarPage() {
  const id = Number(useParams().inquiryId);
  const inquiry = useQuery({
    queryKey: recordKeys.inquiry(id),
    queryFn: () => fetchAdminInquiry(id),
    refetchOnWindowFocus: false,
    retry: false,
  });
  const catalogue = useQuery({
    queryKey: catalogueQueryKey,
    queryFn: fetchCatalogue,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (inquiry.isPending) return <PageLoader />;
  if (inquiry.isError) return <LoadFailedAlert error={inquiry.error} />;
  return <SentBar inquiry={inquiry.data} catalogue={catalogue.data} catalogueFailed={catalogue.isError} />;
}

function SentBar({
  inquiry,
  catalogue,
  catalogueFailed,
}: {
  inquiry: AdminInquiry;
  catalogue: Catalogue | undefined;
  catalogueFailed: boolean;
}) {
  const { t } = useTranslation();
  const sent = useMemo(() => sentBarOf(inquiry), [inquiry]);
  const name = inquiry.bar_snapshot?.name ?? '';
  return (
    <Stack gap="md" data-testid="admin-inquiry-bar">
      <Anchor component={Link} to={adminPaths.inquiry(inquiry.id)} size="sm" data-testid="inquiry-bar-back">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} />
          {t('adminRecords.inquiryBar.back', { id: inquiry.id })}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2} data-testid="inquiry-bar-name">
            {name}
          </Title>
          <Text size="sm" c="dimmed">
            {t('adminRecords.inquiryBar.sentWith', {
              id: inquiry.id,
              date: formatDateTime(inquiry.created_at, currentLocale()),
            })}
          </Text>
        </Stack>
        <Badge variant="light" color="gray" size="lg">
          {t('adminRecords.inquiryBar.readOnly')}
        </Badge>
      </Group>
      <Paper withBorder h={SCENE_HEIGHT} pos="relative" style={{ overflow: 'hidden' }}>
        <SceneArea sent={sent} catalogue={catalogue} catalogueFailed={catalogueFailed} />
      </Paper>
      <FrozenPartsList inquiry={inquiry} />
    </Stack>
  );
}

function SceneArea({
  sent,
  catalogue,
  catalogueFailed,
}: {
  sent: ReturnType<typeof sentBarOf>;
  catalogue: Catalogue | undefined;
  catalogueFailed: boolean;
}) {
  const { t } = useTranslation();
  const [isDrawn, setDrawn] = useState(false);
  const showDrawn = useCallback(() => setDrawn(true), []);
  const message = (text: string) => (
    <Center h="100%">
      <Text c="dimmed" data-testid="inquiry-bar-no-scene">
        {text}
      </Text>
    </Center>
  );
  if (sent.kind === 'none') return message(t('adminRecords.inquiryBar.none'));
  if (sent.kind === 'unreadable' || catalogueFailed) return message(t('scene.failed'));
  const loading = (
    <Center h="100%">
      <Loader />
    </Center>
  );
  const drawing = (
    <Center pos="absolute" inset={0} style={{ pointerEvents: 'none' }}>
      <Group gap="xs">
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          {t('scene.drawing')}
        </Text>
      </Group>
    </Center>
  );
  if (!catalogue) return loading;
  return (
    <Box
      h="100%"
      role="img"
      aria-label={t('adminRecords.inquiryBar.sceneLabel')}
      data-testid="inquiry-bar-scene"
      data-drawn={isDrawn}
    >
      <SceneErrorBoundary fallback={message(t('scene.failed'))}>
        <Suspense fallback={loading}>
          <LookOnlyBarScene document={sent.document} catalogue={catalogue} onFirstFrame={showDrawn} isSecondary />
          {!isDrawn && drawing}
        </Suspense>
      </SceneErrorBoundary>
    </Box>
  );
}
