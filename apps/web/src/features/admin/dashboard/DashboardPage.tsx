import type { AdminDashboard } from '@bar/contracts/adminLists';
import { displayCountry } from '@bar/domain/countries';
import { Alert, Anchor, Button, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../ui/format.ts';
import { money } from '../lists/cells.tsx';
import { DashboardCard, EntryList, RecentEntry } from './DashboardCard.tsx';
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
          <EntryList
            items={data.new_inquiries.latest}
            emptyText={t('admin.dashboard.noNewInquiries')}
            render={(inquiry) => (
              <RecentEntry
                key={inquiry.id}
                to={`/admin/inquiries/${inquiry.id}`}
                label={`#${inquiry.id} · ${inquiry.customer.name ?? inquiry.customer.email ?? '—'}`}
                detail={`${displayCountry(inquiry.country, locale)} · ${formatDateTime(inquiry.created_at, locale)}`}
                amount={
                  inquiry.total_price === null
                    ? t('admin.inquiryKind.consultation')
                    : money(inquiry.total_price, locale)
                }
              />
            )}
          />
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
          <EntryList
            items={data.recent_bars}
            emptyText={t('admin.list.empty')}
            render={(bar) => (
              <RecentEntry
                key={bar.id}
                to={`/admin/bars/${bar.id}`}
                label={bar.name}
                detail={`${bar.owner?.email ?? t('admin.values.guest')} · ${formatDateTime(bar.updated_at, locale)}`}
                amount={money(bar.total_price, locale)}
              />
            )}
          />
        </DashboardCard>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <DashboardCard
          testId="dashboard-top-presets"
          title={t('admin.dashboard.topPresets')}
          link={{ to: '/admin/bar-presets', label: t('admin.dashboard.showAll') }}
        >
          <EntryList
            items={data.top_presets}
            emptyText={t('admin.dashboard.noPresetUse')}
            render={(preset, index) => (
              <Group key={preset.id} justify="space-between" wrap="nowrap">
                <Anchor component={Link} to={`/admin/bar-presets/${preset.id}`} size="sm" truncate>
                  {index + 1}. {preset.name}
                </Anchor>
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {t('admin.dashboard.barCount', { count: preset.bar_count })}
                </Text>
              </Group>
            )}
          />
        </DashboardCard>
      </Grid.Col>
    </Grid>
  );
}
