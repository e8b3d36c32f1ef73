import { Button, ColorSwatch, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminList } from '../list/AdminList.tsx';
import { CodeText } from './cells.tsx';
import { useListBuilders } from './columns.tsx';

export function ColorsListPage() {
  const { t } = useTranslation();
  const build = useListBuilders<'colors'>();
  return (
    <AdminList
      list="colors"
      rowHref={(color) => `/admin/colors/${color.id}`}
      actions={
        <Button component={Link} to="/admin/colors/new" leftSection={<IconPlus size={16} />} data-testid="new-color">
          {t('admin.lists.colors.new')}
        </Button>
      }
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
