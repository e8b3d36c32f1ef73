import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AdminList } from '../list/AdminList.tsx';
import { dateTime, TwoLines, YesNoBadge } from './cells.tsx';
import { useYesNoOptions } from './useYesNoOptions.ts';

export function UsersListPage() {
  const { t } = useTranslation();
  const yesNo = useYesNoOptions();
  return (
    <AdminList
      list="users"
      title={t('admin.nav.users')}
      searchPlaceholder={t('admin.lists.users.search')}
      rowHref={(user) => `/admin/users/${user.id}`}
      filters={[
        { name: 'is_admin', label: t('admin.columns.isAdmin'), options: yesNo },
        { name: 'verified', label: t('admin.columns.verified'), options: yesNo },
      ]}
      columns={[
        { id: 'id', label: t('admin.columns.id'), sortKey: 'id', width: 80, render: (user) => `#${user.id}` },
        { id: 'email', label: t('admin.columns.email'), sortKey: 'email', render: (user) => user.email },
        {
          id: 'name',
          label: t('admin.columns.name'),
          sortKey: 'family_name',
          render: (user) => (
            <TwoLines
              main={[user.given_name, user.family_name].filter(Boolean).join(' ') || '—'}
              sub={user.organization}
            />
          ),
        },
        { id: 'country', label: t('admin.columns.country'), render: (user) => user.country },
        {
          id: 'is_admin',
          label: t('admin.columns.isAdmin'),
          render: (user) => (
            <Group gap={4}>
              <YesNoBadge value={user.is_admin} yes={t('admin.values.yes')} no={t('admin.values.no')} />
              {user.country_responsibilities.length > 0 && (
                <Badge variant="outline" size="sm" title={user.country_responsibilities.join(', ')}>
                  {t('admin.lists.users.countries', { count: user.country_responsibilities.length })}
                </Badge>
              )}
            </Group>
          ),
        },
        {
          id: 'verified',
          label: t('admin.columns.verified'),
          render: (user) => (
            <YesNoBadge value={user.email_verified} yes={t('admin.values.yes')} no={t('admin.values.no')} />
          ),
        },
        {
          id: 'created_at',
          label: t('admin.columns.createdAt'),
          sortKey: 'created_at',
          render: (user, { locale }) => dateTime(user.created_at, locale),
        },
      ]}
    />
  );
}
