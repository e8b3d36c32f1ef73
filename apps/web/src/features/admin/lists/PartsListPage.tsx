import { PART_TYPES } from '@bar/domain/catalogue';
import { useTranslation } from 'react-i18next';
import { AdminList } from '../list/AdminList.tsx';
import { kilograms, millimetres, optionsOf } from './cells.tsx';
import { useListBuilders } from './columns.tsx';

export function PartsListPage() {
  const { t } = useTranslation();
  const build = useListBuilders<'parts'>();
  const typeLabel = (type: string) => t(`shell.partTypes.${type}`, { defaultValue: type });
  return (
    <AdminList
      list="parts"
      rowHref={(part) => `/admin/parts/${part.id}`}
      filters={[build.filter('type', 'type', optionsOf(PART_TYPES, typeLabel))]}
      columns={[
        build.id(),
        build.nameWithCode((part) => part, { sort: 'code' }),
        build.plain('type', 'type', (part) => typeLabel(part.type), { sort: true }),
        build.plain('part_numbers', 'partNumbers', (part) => part.part_numbers.join(', '), { noWrap: true }),
        build.plain(
          'size',
          'dimensions',
          (part, { locale }) => millimetres([part.width, part.depth, part.height], locale),
          { noWrap: true },
        ),
        build.money('price', 'price', (part) => part.price, { sort: true }),
        build.plain('weight', 'weight', (part, { locale }) => kilograms(part.weight, locale), {
          sort: true,
          align: 'right',
          noWrap: true,
        }),
      ]}
    />
  );
}
