import { ASSEMBLY_TYPES } from '@bar/domain/catalogue';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminList } from '../list/AdminList.tsx';
import { optionsOf } from './cells.tsx';
import { useListBuilders } from './columns.tsx';

export function AssembliesListPage() {
  const { t } = useTranslation();
  const build = useListBuilders<'assemblies'>();
  const typeLabel = (type: string) => t(`admin.assemblyTypes.${type}`, { defaultValue: type });
  return (
    <AdminList
      list="assemblies"
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
        build.filter('type', 'type', optionsOf(ASSEMBLY_TYPES, typeLabel)),
        build.yesNoFilter('is_active', 'active'),
      ]}
      columns={[
        build.id(),
        build.nameWithCode((row) => row, { sort: 'code' }),
        build.plain('type', 'type', (row) => typeLabel(row.type), { sort: true }),
        build.millimetres('width', 'width', (row) => row.width, { sort: true }),
        build.millimetres('height', 'height', (row) => row.height, { sort: true }),
        build.millimetres('depth', 'depth', (row) => row.depth),
        build.plain('height_units', 'heightUnits', (row) => row.height_units, { align: 'right' }),
        build.yesNo('is_active', 'active', (row) => row.is_active),
      ]}
    />
  );
}
