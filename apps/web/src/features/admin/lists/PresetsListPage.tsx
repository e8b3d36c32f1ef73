import type { AdminListRow } from '@bar/contracts/adminLists';
import { PRESET_FILTERS } from '@bar/contracts/presets';
import { useTranslation } from 'react-i18next';
import { AdminList } from '../list/AdminList.tsx';
import type { AdminListColumn, AdminListFilter } from '../list/types.ts';
import { optionsOf } from './cells.tsx';
import { useListBuilders } from './columns.tsx';

const GROUPS = ['type', 'base_module', 'equipment', 'shape', 'size'] as const;

export function PresetsListPage() {
  const { t } = useTranslation();
  const build = useListBuilders<'presets'>();
  const valueLabel = (group: string, value: string) => t(`presets.values.${group}.${value}`, { defaultValue: value });
  const groupFilters: AdminListFilter<'presets'>[] = GROUPS.map((group) => ({
    name: group,
    label: t(`presets.filters.${group}`),
    options: optionsOf(PRESET_FILTERS[group], (value) => valueLabel(group, value)),
  }));
  /** A filter group's value, headed like its filter. */
  const groupColumn = (
    group: (typeof GROUPS)[number],
    render: (preset: AdminListRow<'presets'>) => string,
    sortKey?: 'type',
  ): AdminListColumn<'presets'> => ({ id: group, label: t(`presets.filters.${group}`), sortKey, render });
  return (
    <AdminList
      list="presets"
      rowHref={(preset) => `/admin/bar-presets/${preset.id}`}
      filters={[...groupFilters, build.yesNoFilter('is_active', 'active')]}
      columns={[
        build.id(),
        build.nameWithCode((preset) => preset, { sort: 'name' }),
        groupColumn('type', (preset) => valueLabel('type', preset.type), 'type'),
        groupColumn('base_module', (preset) => valueLabel('base_module', preset.base_module)),
        groupColumn('equipment', (preset) => valueLabel('equipment', preset.equipment)),
        groupColumn('shape', (preset) => `${valueLabel('shape', preset.shape)} · ${valueLabel('size', preset.size)}`),
        build.plain('modules', 'modules', (preset) => preset.module_count, { align: 'right' }),
        build.yesNo('is_active', 'active', (preset) => preset.is_active, { sort: true }),
      ]}
    />
  );
}
