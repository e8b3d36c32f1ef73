import { ASSEMBLY_TYPES } from '@bar/domain/catalogue';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminList } from '../list/AdminList.tsx';
import { millimetres, NameWithCode, optionsOf, YesNoBadge } from './cells.tsx';
import { useYesNoOptions } from './useYesNoOptions.ts';

export function AssembliesListPage() {
  const { t } = useTranslation();
  const yesNo = useYesNoOptions();
  const typeLabel = (type: string) => t(`admin.assemblyTypes.${type}`, { defaultValue: type });
  return (
    <AdminList
      list="assemblies"
      title={t('admin.nav.assemblies')}
      searchPlaceholder={t('admin.lists.assemblies.search')}
      rowHref={(assembly) => `/admin/assemblies/${assembly.id}`}
      actions={
        <Button
          component={Link}
          to="/admin/assemblies/new"
          leftSection={<IconPlus size={16} />}
          data-testid="new-assembly"
        >
          {t('admin.lists.assemblies.new')}
        </Button>
      }
      filters={[
        { name: 'type', label: t('admin.columns.type'), options: optionsOf(ASSEMBLY_TYPES, typeLabel) },
        { name: 'is_active', label: t('admin.columns.active'), options: yesNo },
      ]}
      columns={[
        { id: 'id', label: t('admin.columns.id'), sortKey: 'id', width: 80, render: (row) => `#${row.id}` },
        {
          id: 'name',
          label: t('admin.columns.nameAndCode'),
          sortKey: 'code',
          render: (row) => <NameWithCode name={row.name} code={row.code} />,
        },
        { id: 'type', label: t('admin.columns.type'), sortKey: 'type', render: (row) => typeLabel(row.type) },
        {
          id: 'width',
          label: t('admin.columns.width'),
          sortKey: 'width',
          align: 'right',
          noWrap: true,
          render: (row, { locale }) => millimetres([row.width], locale),
        },
        {
          id: 'height',
          label: t('admin.columns.height'),
          sortKey: 'height',
          align: 'right',
          noWrap: true,
          render: (row, { locale }) => millimetres([row.height], locale),
        },
        {
          id: 'depth',
          label: t('admin.columns.depth'),
          align: 'right',
          noWrap: true,
          render: (row, { locale }) => millimetres([row.depth], locale),
        },
        {
          id: 'height_units',
          label: t('admin.columns.heightUnits'),
          align: 'right',
          render: (row) => row.height_units,
        },
        {
          id: 'is_active',
          label: t('admin.columns.active'),
          render: (row) => <YesNoBadge value={row.is_active} yes={t('admin.values.yes')} no={t('admin.values.no')} />,
        },
      ]}
    />
  );
}
