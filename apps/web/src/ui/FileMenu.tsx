import { Button, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconFolderOpen, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The file menu. Its actions need an account (they come with login); guests see why. */
export function FileMenu() {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-start" width={280} withinPortal>
      <Menu.Target>
        <Button variant="subtle" size="compact-sm" rightSection={<IconChevronDown size={14} />} data-testid="file-menu">
          {t('shell.fileMenu.label')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFolderOpen size={16} />} disabled>
          {t('shell.fileMenu.open')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'normal' }} data-testid="file-menu-hint">
            <IconLock size={12} style={{ verticalAlign: 'middle', marginRight: 4 }} aria-hidden />
            {t('shell.fileMenu.loginHint')}
          </Text>
        </Menu.Label>
      </Menu.Dropdown>
    </Menu>
  );
}
