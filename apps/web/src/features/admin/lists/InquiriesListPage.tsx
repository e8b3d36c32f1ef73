import { INQUIRY_KINDS, INQUIRY_STATUSES } from '@bar/contracts/adminLists';
import { useTranslation } from 'react-i18next';
import { AdminList } from '../list/AdminList.tsx';
import { dateTime, money, optionsOf, TwoLines } from './cells.tsx';
import { InquiryKindBadge } from './InquiryKindBadge.tsx';
import { InquiryStatusBadge } from './InquiryStatusBadge.tsx';

export function InquiriesListPage() {
  const { t } = useTranslation();
  return (
    <AdminList
      list="inquiries"
      title={t('admin.nav.inquiries')}
      searchPlaceholder={t('admin.lists.inquiries.search')}
      rowHref={(inquiry) => `/admin/inquiries/${inquiry.id}`}
      filters={[
        {
          name: 'status',
          label: t('admin.columns.status'),
          options: optionsOf(INQUIRY_STATUSES, (status) => t(`admin.inquiryStatus.${status}`)),
        },
        { name: 'country', label: t('admin.columns.country') },
        {
          name: 'kind',
          label: t('admin.columns.kind'),
          options: optionsOf(INQUIRY_KINDS, (kind) => t(`admin.inquiryKind.${kind}`)),
        },
      ]}
      columns={[
        { id: 'id', label: t('admin.columns.id'), sortKey: 'id', width: 80, render: (inquiry) => `#${inquiry.id}` },
        {
          id: 'kind',
          label: t('admin.columns.kind'),
          width: 150,
          noWrap: true,
          render: (inquiry) => <InquiryKindBadge kind={inquiry.kind} />,
        },
        {
          id: 'created_at',
          label: t('admin.columns.receivedAt'),
          sortKey: 'created_at',
          render: (inquiry, { locale }) => dateTime(inquiry.created_at, locale),
        },
        {
          id: 'customer',
          label: t('admin.columns.customer'),
          render: (inquiry) => (
            <TwoLines
              main={inquiry.customer.name ?? inquiry.customer.email ?? '—'}
              sub={[inquiry.customer.organization, inquiry.customer.name ? inquiry.customer.email : null]
                .filter(Boolean)
                .join(' · ')}
            />
          ),
        },
        { id: 'country', label: t('admin.columns.country'), sortKey: 'country', render: (inquiry) => inquiry.country },
        { id: 'bar', label: t('admin.columns.bar'), render: (inquiry) => inquiry.bar_name ?? '—' },
        {
          id: 'total',
          label: t('admin.columns.totalNet'),
          align: 'right',
          noWrap: true,
          render: (inquiry, { locale }) => (inquiry.total_price === null ? '—' : money(inquiry.total_price, locale)),
        },
        {
          id: 'status',
          label: t('admin.columns.status'),
          sortKey: 'status',
          render: (inquiry) => <InquiryStatusBadge status={inquiry.status} />,
        },
      ]}
    />
  );
}
