import { PART_TYPES } from '@bar/domain/catalogue';
import { useTranslation } from 'react-i18next';
import { AdminList } from '../list/AdminList.tsx';
import { kilograms, millimetres, money, NameWithCode, optionsOf } from './cells.tsx';

export function PartsListPage() {
  const { t } = useTranslation();
  const typeLabel = (type: string) => t(`shell.partTypes.${type}`, { defaultValue: type });
  return (
    <AdminList
      list="parts"
      title={t('admin.nav.parts')}
      searchPlaceholder={t('admin.lists.parts.search')}
      rowHref={(part) => `/admin/parts/${part.id}`}
      filters={[{ name: 'type', label: t('admin.columns.type'), options: optionsOf(PART_TYPES, typeLabel) }]}
      columns={[
        { id: 'id', label: t('admin.columns.id'), sortKey: 'id', width: 80, render: (part) => `#${part.id}` },
        {
          id: 'name',
          label: t('admin.columns.nameAndCode'),
          sortKey: 'code',
          render: (part) => <NameWithCode name={part.name} code={part.code} />,
        },
        { id: 'type', label: t('admin.columns.type'), sortKey: 'type', render: (part) => typeLabel(part.type) },
        {
          id: 'part_numbers',
          label: t('admin.columns.partNumbers'),
          noWrap: true,
          render: (part) => part.part_numbers.join(', '),
        },
        {
          id: 'size',
          label: t('admin.columns.dimensions'),
          noWrap: true,
          render: (part, { locale }) => millimetres([part.width, part.depth, part.height], locale),
        },
        {
          id: 'price',
          label: t('admin.columns.price'),
          sortKey: 'price',
          align: 'right',
          noWrap: true,
          render: (part, { locale }) => money(part.price, locale),
        },
        {
          id: 'weight',
          label: t('admin.columns.weight'),
          sortKey: 'weight',
          align: 'right',
          noWrap: true,
          render: (part, { locale }) => kilograms(part.weight, locale),
        },
      ]}
    />
  );
}
