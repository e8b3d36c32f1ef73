import { ColorSwatch, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AdminList } from '../list/AdminList.tsx';
import { CodeText } from './cells.tsx';
import { listBuilders } from './columns.tsx';
import { useYesNoOptions } from './useYesNoOptions.ts';

export function ColorsListPage() {
  const { t } = useTranslation();
  const yesNo = useYesNoOptions();
  const build = listBuilders<'colors'>(t);
  return (
    <AdminList
      list="colors"
      rowHref={(color) => `/admin/colors/${color.id}`}
      filters={[build.filter('is_active', 'active', yesNo)]}
      columns={[
        build.id(),
        build.plain('code', 'code', (color) => <CodeText code={color.code} />, { sort: true }),
        build.plain(
          'name',
          'name',
          (color) => (
            <Group gap="xs" wrap="nowrap">
              <ColorSwatch color={color.hex} size={18} withShadow />
              {color.name}
            </Group>
          ),
          { sort: true },
        ),
        build.plain('hex', 'screenColor', (color) => color.hex),
        build.yesNo('is_active', 'active', (color) => color.is_active),
      ]}
    />
  );
}
