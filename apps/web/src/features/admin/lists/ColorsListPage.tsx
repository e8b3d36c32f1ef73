import { ColorSwatch, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AdminList } from '../list/AdminList.tsx';
import { CodeText, YesNoBadge } from './cells.tsx';
import { useYesNoOptions } from './useYesNoOptions.ts';

export function ColorsListPage() {
  const { t } = useTranslation();
  const yesNo = useYesNoOptions();
  return (
    <AdminList
      list="colors"
      title={t('admin.nav.colors')}
      searchPlaceholder={t('admin.lists.colors.search')}
      rowHref={(color) => `/admin/colors/${color.id}`}
      filters={[{ name: 'is_active', label: t('admin.columns.active'), options: yesNo }]}
      columns={[
        { id: 'id', label: t('admin.columns.id'), sortKey: 'id', width: 80, render: (color) => `#${color.id}` },
        {
          id: 'code',
          label: t('admin.columns.code'),
          sortKey: 'code',
          render: (color) => <CodeText code={color.code} />,
        },
        {
          id: 'name',
          label: t('admin.columns.name'),
          sortKey: 'name',
          render: (color) => (
            <Group gap="xs" wrap="nowrap">
              <ColorSwatch color={color.hex} size={18} withShadow />
              {color.name}
            </Group>
          ),
        },
        { id: 'hex', label: t('admin.columns.screenColor'), render: (color) => color.hex },
        {
          id: 'is_active',
          label: t('admin.columns.active'),
          render: (color) => (
            <YesNoBadge value={color.is_active} yes={t('admin.values.yes')} no={t('admin.values.no')} />
          ),
        },
      ]}
    />
  );
}
