import { INQUIRY_KINDS, INQUIRY_STATUSES } from '@bar/contracts/adminLists';
import { displayCountry } from '@bar/domain/countries';
import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminList } from '../list/AdminList.tsx';
import { readListState, writeListQuery } from '../list/listQuery.ts';
import { downloadInquiriesCsv, useInquiryAssignees } from '../records/inquiries/inquiryWorkApi.ts';
import { problemText } from '../shared/feedback.tsx';
import { optionsOf, TwoLines } from './cells.tsx';
import { useListBuilders } from './columns.tsx';
import { InquiryKindBadge } from './InquiryKindBadge.tsx';
import { InquiryStatusBadge } from './InquiryStatusBadge.tsx';

export function InquiriesListPage() {
  const { t, i18n } = useTranslation();
  const build = useListBuilders<'inquiries'>();
  const assignees = useInquiryAssignees();
  return (
    <AdminList
      list="inquiries"
      rowHref={(inquiry) => `/admin/inquiries/${inquiry.id}`}
      actions={<ExportButton />}
      filters={[
        build.filter(
          'status',
          'status',
          optionsOf(INQUIRY_STATUSES, (status) => t(`admin.inquiryStatus.${status}`)),
        ),
        { ...build.filter('country', 'country'), isCountry: true },
        build.filter(
          'kind',
          'kind',
          optionsOf(INQUIRY_KINDS, (kind) => t(`admin.inquiryKind.${kind}`)),
        ),
        build.filter(
          'assignee',
          'assignee',
          assignees.map((admin) => ({ value: String(admin.id), label: admin.name ?? admin.email })),
        ),
        build.dayFilter('from', 'from'),
        build.dayFilter('to', 'to'),
        build.flagFilter('open', 'openOnly'),
        build.flagFilter('my_countries', 'myCountries'),
      ]}
      columns={[
        build.id(),
        build.plain('kind', 'kind', (inquiry) => <InquiryKindBadge kind={inquiry.kind} />, {
          width: 150,
          noWrap: true,
        }),
        build.date('created_at', 'receivedAt', (inquiry) => inquiry.created_at, { sort: true }),
        build.plain('customer', 'customer', (inquiry) => (
          <TwoLines
            main={inquiry.customer.name ?? inquiry.customer.email ?? '—'}
            sub={[inquiry.customer.organization, inquiry.customer.name ? inquiry.customer.email : null]
              .filter(Boolean)
              .join(' · ')}
          />
        )),
        build.plain('country', 'country', (inquiry) => displayCountry(inquiry.country, i18n.language), { sort: true }),
        build.plain('bar', 'bar', (inquiry) =>
          inquiry.to_order_only ? (
            <TwoLines main={inquiry.bar_name ?? '—'} sub={t('admin.values.toOrderOnly')} />
          ) : (
            (inquiry.bar_name ?? '—')
          ),
        ),
        build.money('total', 'totalNet', (inquiry) => inquiry.total_price),
        build.plain(
          'assignee',
          'assignee',
          (inquiry) => (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {inquiry.assignee?.email ?? '—'}
            </Text>
          ),
          { width: 180 },
        ),
        build.plain('status', 'status', (inquiry) => <InquiryStatusBadge status={inquiry.status} />, {
          sort: true,
          noWrap: true,
          // A badge clips its text rather than widen the column: the column makes the room.
          width: 140,
        }),
      ]}
    />
  );
}

/** Downloads every inquiry the list's search and filters find, in its sort, as CSV. */
function ExportButton() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const exportCsv = useMutation({
    mutationFn: () => downloadInquiriesCsv(writeListQuery(readListState(searchParams), { forApi: true })),
  });
  const problem = problemText(exportCsv.error, t);
  return (
    <Group gap="sm">
      {problem && (
        <Text size="sm" c="red" role="alert" data-testid="inquiries-export-error">
          {problem}
        </Text>
      )}
      <Button
        variant="default"
        leftSection={<IconDownload size={16} />}
        loading={exportCsv.isPending}
        onClick={() => exportCsv.mutate()}
        data-testid="inquiries-export"
      >
        {t('admin.lists.inquiries.export')}
      </Button>
    </Group>
  );
}
