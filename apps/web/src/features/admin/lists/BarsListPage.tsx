import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AdminList } from '../list/AdminList.tsx';
import { useListBuilders } from './columns.tsx';

export function BarsListPage() {
  const { t } = useTranslation();
  const build = useListBuilders<'bars'>();
  return (
    <AdminList
      list="bars"
      rowHref={(bar) => `/admin/bars/${bar.id}`}
      filters={[
        build.filter('owner', 'owner', [
          { value: 'registered', label: t('admin.values.registered') },
          { value: 'guest', label: t('admin.values.guest') },
        ]),
      ]}
      columns={[
        build.plain('name', 'name', (bar) => bar.name, { sort: true }),
        build.plain('owner', 'owner', (bar) =>
          bar.owner ? (
            bar.owner.email
          ) : (
            <Text size="sm" c="dimmed" span>
              {t('admin.values.guest')}
            </Text>
          ),
        ),
        build.plain('modules', 'modules', (bar) => bar.module_count, { align: 'right' }),
        build.money('total_price', 'totalNet', (bar) => bar.total_price, { sort: true }),
        build.date('created_at', 'createdAt', (bar) => bar.created_at, { sort: true }),
        build.date('updated_at', 'updatedAt', (bar) => bar.updated_at, { sort: true }),
      ]}
    />
  );
}
