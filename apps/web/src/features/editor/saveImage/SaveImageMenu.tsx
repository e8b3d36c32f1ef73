import { Button, Menu } from '@mantine/core';
import { IconCamera, IconChevronDown, IconPhoto, IconPhotoOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { openPhotoDialog } from '../photo/photoDialogStore.ts';
import { saveImage } from './saveImage.ts';

const PICTURES = [
  { background: 'with', icon: IconPhoto, label: 'shell.fileMenu.saveImage', testId: 'file-save-image' },
  {
    background: 'transparent',
    icon: IconPhotoOff,
    label: 'shell.fileMenu.saveImageTransparent',
    testId: 'file-save-image-transparent',
  },
] as const;

/**
 * The two "Save image" entries of a menu (with or without background) and "Make a photo"; disabled
 * without a bar. `pictureOf` is the bar a photo becomes the picture of (for those who may edit it).
 */
export function SaveImageItems({ barName, pictureOf = null }: { barName: string | null; pictureOf?: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      {PICTURES.map(({ background, icon: Icon, label, testId }) => (
        <Menu.Item
          key={background}
          leftSection={<Icon size={16} />}
          onClick={() => barName !== null && void saveImage(barName, background)}
          disabled={barName === null}
          data-testid={testId}
        >
          {t(label)}
        </Menu.Item>
      ))}
      <Menu.Item
        leftSection={<IconCamera size={16} />}
        onClick={() => barName !== null && openPhotoDialog({ barName, pictureOf })}
        disabled={barName === null}
        data-testid="file-make-photo"
      >
        {t('photo.menuItem')}
      </Menu.Item>
    </>
  );
}

/** "Save image" for the view-only preview: the same two pictures and the photo as the editor's file menu. */
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
        <SaveImageItems barName={barName} />
      </Menu.Dropdown>
    </Menu>
  );
}
