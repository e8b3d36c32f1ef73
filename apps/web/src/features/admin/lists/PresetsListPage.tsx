import { PRESET_FILTERS } from '@bar/contracts/presets';
import { useTranslation } from 'react-i18next';
import { AdminList } from '../list/AdminList.tsx';
import type { AdminListFilter } from '../list/types.ts';
import { NameWithCode, optionsOf, YesNoBadge } from './cells.tsx';
import { useYesNoOptions } from './useYesNoOptions.ts';

const GROUPS = ['type', 'base_module', 'equipment', 'shape', 'size'] as const;

export function PresetsListPage() {
  const { t } = useTranslation();
  const yesNo = useYesNoOptions();
  const valueLabel = (group: string, value: string) => t(`presets.values.${group}.${value}`, { defaultValue: value });
  const groupFilters: AdminListFilter<'presets'>[] = GROUPS.map((group) => ({
    name: group,
    label: t(`presets.filters.${group}`),
    options: optionsOf(PRESET_FILTERS[group], (value) => valueLabel(group, value)),
  }));
  return (
    <AdminList
      list="presets"
      title={t('admin.nav.presets')}
      searchPlaceholder={t('admin.lists.presets.search')}
      rowHref={(preset) => `/admin/bar-presets/${preset.id}`}
      filters={[...groupFilters, { name: 'is_active', label: t('admin.columns.active'), options: yesNo }]}
      columns={[
        { id: 'id', label: t('admin.columns.id'), sortKey: 'id', width: 80, render: (preset) => `#${preset.id}` },
        {
          id: 'name',
          label: t('admin.columns.nameAndCode'),
          sortKey: 'name',
          render: (preset) => <NameWithCode name={preset.name} code={preset.code} />,
        },
        {
          id: 'type',
          label: t('presets.filters.type'),
          sortKey: 'type',
          render: (preset) => valueLabel('type', preset.type),
        },
        {
          id: 'base_module',
          label: t('presets.filters.base_module'),
          render: (preset) => valueLabel('base_module', preset.base_module),
        },
        {
          id: 'equipment',
          label: t('presets.filters.equipment'),
          render: (preset) => valueLabel('equipment', preset.equipment),
        },
        {
          id: 'shape',
          label: t('presets.filters.shape'),
          render: (preset) => `${valueLabel('shape', preset.shape)} · ${valueLabel('size', preset.size)}`,
        },
        { id: 'modules', label: t('admin.columns.modules'), align: 'right', render: (preset) => preset.module_count },
        {
          id: 'is_active',
          label: t('admin.columns.active'),
          sortKey: 'is_active',
          render: (preset) => (
            <YesNoBadge value={preset.is_active} yes={t('admin.values.yes')} no={t('admin.values.no')} />
          ),
        },
      ]}
    />
  );
}
