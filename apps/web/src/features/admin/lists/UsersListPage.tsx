import { displayCountry } from '@bar/domain/countries';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AdminList } from '../list/AdminList.tsx';
import { TwoLines, YesNoBadge } from './cells.tsx';
import { useListBuilders } from './columns.tsx';

export function UsersListPage() {
  const { t, i18n } = useTranslation();
  const build = useListBuilders<'users'>();
  return (
    <AdminList
      list="users"
      rowHref={(user) => `/admin/users/${user.id}`}
      filters={[build.yesNoFilter('is_admin', 'isAdmin'), build.yesNoFilter('verified', 'verified')]}
      columns={[
        build.id(),
        build.plain('email', 'email', (user) => user.email, { sort: true }),
        build.plain(
          'name',
          'name',
          (user) => (
            <TwoLines
              main={[user.given_name, user.family_name].filter(Boolean).join(' ') || '—'}
              sub={user.organization}
            />
          ),
          { sort: 'family_name' },
        ),
        build.plain('country', 'country', (user) => displayCountry(user.country, i18n.language)),
        build.plain('is_admin', 'isAdmin', (user) => (
          <Group gap={4}>
            <YesNoBadge value={user.is_admin} yes={t('admin.values.yes')} no={t('admin.values.no')} />
            {user.country_responsibilities.length > 0 && (
              <Badge
                variant="outline"
                size="sm"
                title={user.country_responsibilities.map((code) => displayCountry(code, i18n.language)).join(', ')}
              >
                {t('admin.lists.users.countries', { count: user.country_responsibilities.length })}
              </Badge>
            )}
          </Group>
        )),
        build.yesNo('verified', 'verified', (user) => user.email_verified),
        build.date('created_at', 'createdAt', (user) => user.created_at, { sort: true }),
      ]}
    />
  );
}
