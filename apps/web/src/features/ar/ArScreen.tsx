import { Box, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { API_BASE, httpStatus } from '../../shared/api.ts';
import { MessagePage } from '../../ui/MessagePage.tsx';
import { fetchBar } from '../bars/index.ts';
import { currentArPlatform, modelUrls } from './arLinks.ts';
import { ModelViewer } from './ModelViewer.tsx';

type Problem = 'invalidLink' | 'removed' | 'failed';

function problemOf(error: unknown): Problem {
  const status = httpStatus(error);
  if (status === 401 || status === 403) return 'invalidLink';
  if (status === 404) return 'removed';
  return 'failed';
}

function ArProblem({ problem }: { problem: Problem }) {
  const { t } = useTranslation();
  return (
    <MessagePage
      testId="ar-problem"
      icon={<IconLinkOff size={40} aria-hidden />}
      title={t(`ar.problem.${problem}.title`)}
      text={t(`ar.problem.${problem}.text`)}
    />
  );
}

/**
 * `/ar/bars/{bar}?preview_token=…`: the bar's model to turn and to place in the room, for anyone
 * with the link (no login): what the QR code of "View in your room" leads to.
 */
export function ArScreen() {
  const { t } = useTranslation();
  const { barId = '' } = useParams();
  const [search] = useSearchParams();
  const previewToken = search.get('preview_token') ?? '';
  const bar = useQuery({
    queryKey: ['ar-bar', barId, previewToken],
    queryFn: () => fetchBar(barId, { preview_token: previewToken }),
    enabled: previewToken !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });

  if (previewToken === '') return <ArProblem problem="invalidLink" />;
  if (bar.error) return <ArProblem problem={problemOf(bar.error)} />;
  if (!bar.data) {
    return (
      <Center h="100vh">
        <Loader aria-label={t('ar.page.loading')} />
      </Center>
    );
  }
  const models = modelUrls(API_BASE, barId, previewToken);
  const isComputer = currentArPlatform() === 'desktop';
  return (
    <Stack component="main" h="100dvh" gap={0} data-testid="ar-page">
      <Box px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Title order={1} size="h3" data-testid="ar-bar-name">
          {bar.data.name}
        </Title>
        <Text size="sm" c="dimmed">
          {isComputer ? t('ar.page.hintComputer') : t('ar.page.hintMobile')}
        </Text>
      </Box>
      <Box style={{ flex: 1, minHeight: 0 }}>
        <ModelViewer
          glbUrl={models.glb}
          usdzUrl={models.usdz}
          alt={t('ar.page.modelAlt', { name: bar.data.name })}
          arButtonLabel={t('ar.viewInRoom')}
        />
      </Box>
    </Stack>
  );
}
