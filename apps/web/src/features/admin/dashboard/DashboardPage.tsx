import type { AdminDashboard } from '@bar/contracts/adminLists';
import { Alert, Anchor, Button, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../ui/format.ts';
import { money } from '../lists/cells.tsx';
import { DashboardCard } from './DashboardCard.tsx';
import { useDashboard } from './dashboardApi.ts';
import { InquiriesByCountryChart } from './InquiriesByCountryChart.tsx';

const NEW_INQUIRIES_LIST = `/admin/inquiries?${new URLSearchParams({ 'filter[status]': 'new' }).toString()}`;

/** `/admin`: new inquiries first, then inquiries by country over time, recent bars and popular presets. */
export function DashboardPage() {
  const { t } = useTranslation();
  const dashboard = useDashboard();
  return (
    <Stack gap="lg" data-testid="admin-dashboard">
      <Title order={2}>{t('admin.nav.dashboard')}</Title>
      {dashboard.isError && (
        <Alert color="red" role="alert" title={t('admin.dashboard.loadFailed')}>
          <Button size="xs" variant="light" color="red" onClick={() => void dashboard.refetch()}>
            {t('admin.list.retry')}
          </Button>
        </Alert>
      )}
      {dashboard.isPending && <Skeleton h={420} radius="md" />}
      {dashboard.data && <DashboardCards data={dashboard.data} />}
    </Stack>
  );
}

function DashboardCards({ data }: { data: AdminDashboard }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <DashboardCard
          testId="dashboard-new-inquiries"
          title={t('admin.dashboard.newInquiries')}
          link={{ to: NEW_INQUIRIES_LIST, label: t('admin.dashboard.showAll') }}
        >
          <Group align="baseline" gap="xs">
            <Text fz={40} fw={700} lh={1} data-testid="new-inquiries-count">
              {data.new_inquiries.count}
            </Text>
            <Text c="dimmed" size="sm">
              {t('admin.dashboard.waiting')}
            </Text>
          </Group>
          {data.new_inquiries.latest.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('admin.dashboard.noNewInquiries')}
            </Text>
          ) : (
            <Stack gap="xs">
              {data.new_inquiries.latest.map((inquiry) => (
                <Group key={inquiry.id} justify="space-between" wrap="nowrap" gap="sm">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Anchor component={Link} to={`/admin/inquiries/${inquiry.id}`} size="sm" fw={500} truncate>
                      #{inquiry.id} · {inquiry.customer.name ?? inquiry.customer.email ?? '—'}
                    </Anchor>
                    <Text size="xs" c="dimmed" truncate>
                      {inquiry.country} · {formatDateTime(inquiry.created_at, locale)}
                    </Text>
                  </Stack>
                  <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                    {inquiry.total_price === null
                      ? t('admin.inquiryKind.consultation')
                      : money(inquiry.total_price, locale)}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
        </DashboardCard>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <DashboardCard testId="dashboard-chart" title={t('admin.dashboard.inquiriesByCountry')}>
          <InquiriesByCountryChart entries={data.inquiries_by_country} />
        </DashboardCard>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <DashboardCard
          testId="dashboard-recent-bars"
          title={t('admin.dashboard.recentBars')}
          link={{ to: '/admin/bars?sortBy[]=updated_at.desc', label: t('admin.dashboard.showAll') }}
        >
          {data.recent_bars.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('admin.list.empty')}
            </Text>
          ) : (
            <Stack gap="xs">
              {data.recent_bars.map((bar) => (
                <Group key={bar.id} justify="space-between" wrap="nowrap" gap="sm">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Anchor component={Link} to={`/admin/bars/${bar.id}`} size="sm" fw={500} truncate>
                      {bar.name}
                    </Anchor>
                    <Text size="xs" c="dimmed" truncate>
                      {bar.owner?.email ?? t('admin.values.guest')} · {formatDateTime(bar.updated_at, locale)}
                    </Text>
                  </Stack>
                  <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                    {money(bar.total_price, locale)}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
        </DashboardCard>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <DashboardCard
          testId="dashboard-top-presets"
          title={t('admin.dashboard.topPresets')}
          link={{ to: '/admin/bar-presets', label: t('admin.dashboard.showAll') }}
        >
          {data.top_presets.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('admin.dashboard.noPresetUse')}
            </Text>
          ) : (
            <Stack gap="xs">
              {data.top_presets.map((preset, index) => (
                <Group key={preset.id} justify="space-between" wrap="nowrap">
                  <Anchor component={Link} to={`/admin/bar-presets/${preset.id}`} size="sm" truncate>
                    {index + 1}. {preset.name}
                  </Anchor>
                  <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {t('admin.dashboard.barCount', { count: preset.bar_count })}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
        </DashboardCard>
      </Grid.Col>
    </Grid>
  );
}
