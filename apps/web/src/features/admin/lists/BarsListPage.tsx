import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AdminList } from '../list/AdminList.tsx';
import { dateTime, money } from './cells.tsx';

export function BarsListPage() {
  const { t } = useTranslation();
  return (
    <AdminList
      list="bars"
      title={t('admin.nav.bars')}
      searchPlaceholder={t('admin.lists.bars.search')}
      rowHref={(bar) => `/admin/bars/${bar.id}`}
      filters={[
        {
          name: 'owner',
          label: t('admin.columns.owner'),
          options: [
            { value: 'registered', label: t('admin.values.registered') },
            { value: 'guest', label: t('admin.values.guest') },
          ],
        },
      ]}
      columns={[
        { id: 'name', label: t('admin.columns.name'), sortKey: 'name', render: (bar) => bar.name },
        {
          id: 'owner',
          label: t('admin.columns.owner'),
          render: (bar) =>
            bar.owner ? (
              bar.owner.email
            ) : (
              <Text size="sm" c="dimmed" span>
                {t('admin.values.guest')}
              </Text>
            ),
        },
        { id: 'modules', label: t('admin.columns.modules'), align: 'right', render: (bar) => bar.module_count },
        {
          id: 'total_price',
          label: t('admin.columns.totalNet'),
          sortKey: 'total_price',
          align: 'right',
          noWrap: true,
          render: (bar, { locale }) => money(bar.total_price, locale),
        },
        {
          id: 'created_at',
          label: t('admin.columns.createdAt'),
          sortKey: 'created_at',
          render: (bar, { locale }) => dateTime(bar.created_at, locale),
        },
        {
          id: 'updated_at',
          label: t('admin.columns.updatedAt'),
          sortKey: 'updated_at',
          render: (bar, { locale }) => dateTime(bar.updated_at, locale),
        },
      ]}
    />
  );
}
