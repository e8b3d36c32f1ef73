import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { currentLocale } from '../../../../i18n/index.ts';
import { formatDateTime } from '../../../../ui/format.ts';
import { editorPath } from '../../../bars/index.ts';
import { PartsTotals } from '../../../editor/index.ts';
import { LoadFailedAlert, PageLoader } from '../../shared/feedback.tsx';
import { adminPaths, anyBarQuery, fetchBarOwner, recordKeys } from '../recordsApi.ts';
import { ReadOnlyValue, RecordSection, RouterAnchor, ValueGrid } from '../ui.tsx';

/** `/admin/bars/:barId`: any bar, read only, with links into the editor and "make a preset from it". */
export function BarRecordPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const barId = useParams().barId ?? '';
  const bar = useQuery(anyBarQuery(barId));
  const owner = useQuery({
    queryKey: [...recordKeys.bar(barId), 'owner'],
    queryFn: () => (bar.data ? fetchBarOwner(bar.data) : null),
    enabled: bar.data !== undefined,
  });
  if (bar.isPending) return <PageLoader />;
  if (bar.isError) return <LoadFailedAlert error={bar.error} />;
  const data = bar.data;
  const lineCount = data.parts.list.length + data.parts.singlePartsList.length;
  const pieces = [...data.parts.list, ...data.parts.singlePartsList].reduce((sum, line) => sum + line.quantity, 0);
  return (
    <Stack gap="md" data-testid="admin-bar">
      <Group justify="space-between">
        <Title order={2} data-testid="bar-name">
          {data.name}
        </Title>
        <Group>
          <Button component={Link} to={`/bars/${encodeURIComponent(data.id)}`} variant="default" data-testid="bar-view">
            {t('adminRecords.bar.view')}
          </Button>
          <Button component={Link} to={editorPath(data.id)} variant="default" data-testid="bar-edit">
            {t('adminRecords.bar.openEditor')}
          </Button>
          <Button component={Link} to={adminPaths.makePreset(data.id)} data-testid="bar-make-preset">
            {t('adminRecords.bar.makePreset')}
          </Button>
        </Group>
      </Group>
      <RecordSection title={t('adminRecords.bar.details')}>
        <ValueGrid>
          <ReadOnlyValue
            label={t('adminRecords.bar.owner')}
            testId="bar-owner"
            value={
              owner.data ? (
                <RouterAnchor to={adminPaths.user(owner.data.id)}>{owner.data.email}</RouterAnchor>
              ) : owner.isSuccess ? (
                t('adminRecords.bar.guest')
              ) : null
            }
          />
          <ReadOnlyValue label={t('adminRecords.bar.createdAt')} value={formatDateTime(data.created_at, locale)} />
          <ReadOnlyValue label={t('adminRecords.bar.updatedAt')} value={formatDateTime(data.updated_at, locale)} />
          <ReadOnlyValue label={t('adminRecords.bar.version')} value={data.version} />
          <ReadOnlyValue
            label={t('adminRecords.bar.id')}
            value={
              <Text ff="monospace" size="sm">
                {data.id}
              </Text>
            }
          />
        </ValueGrid>
      </RecordSection>
      <RecordSection title={t('adminRecords.bar.partsSummary')} testId="bar-parts-summary">
        <Text size="sm">{t('adminRecords.bar.partsCount', { lines: lineCount, pieces })}</Text>
        <div style={{ maxWidth: 380 }}>
          <PartsTotals parts={data.parts} />
        </div>
      </RecordSection>
    </Stack>
  );
}
