import { INQUIRY_KINDS, INQUIRY_STATUSES } from '@bar/contracts/adminLists';
import { displayCountry } from '@bar/domain/countries';
import { useTranslation } from 'react-i18next';
import { AdminList } from '../list/AdminList.tsx';
import { optionsOf, TwoLines } from './cells.tsx';
import { useListBuilders } from './columns.tsx';
import { InquiryKindBadge } from './InquiryKindBadge.tsx';
import { InquiryStatusBadge } from './InquiryStatusBadge.tsx';

export function InquiriesListPage() {
  const { t, i18n } = useTranslation();
  const build = useListBuilders<'inquiries'>();
  return (
    <AdminList
      list="inquiries"
      rowHref={(inquiry) => `/admin/inquiries/${inquiry.id}`}
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
        build.plain('status', 'status', (inquiry) => <InquiryStatusBadge status={inquiry.status} />, { sort: true }),
      ]}
    />
  );
}
