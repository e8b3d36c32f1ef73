import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconPhoto, IconPhotoOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { saveImage } from './saveImage.ts';

/** "Save image" for the view-only preview: the same two pictures as the editor's file menu. */
export function SaveImageMenu({ barName }: { barName: string }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="compact-sm"
          leftSection={<IconPhoto size={14} />}
          rightSection={<IconChevronDown size={14} />}
          data-testid="view-save-image"
        >
          {t('shell.viewOnly.saveImage')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconPhoto size={16} />}
          onClick={() => void saveImage(barName, 'with')}
          data-testid="file-save-image"
        >
          {t('shell.fileMenu.saveImage')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconPhotoOff size={16} />}
          onClick={() => void saveImage(barName, 'transparent')}
          data-testid="file-save-image-transparent"
        >
          {t('shell.fileMenu.saveImageTransparent')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
