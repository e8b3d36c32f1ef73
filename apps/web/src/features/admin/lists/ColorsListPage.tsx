import { ColorSwatch, Group } from '@mantine/core';
import { AdminList } from '../list/AdminList.tsx';
import { CodeText } from './cells.tsx';
import { useListBuilders } from './columns.tsx';

export function ColorsListPage() {
  const build = useListBuilders<'colors'>();
  return (
    <AdminList
      list="colors"
      rowHref={(color) => `/admin/colors/${color.id}`}
      filters={[build.yesNoFilter('is_active', 'active')]}
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
