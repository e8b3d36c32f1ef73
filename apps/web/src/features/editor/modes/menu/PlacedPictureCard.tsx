import { Button, Center, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useImageUpload } from '../../../../shared/useImageUpload.ts';
import { useDispatch } from '../../commands.ts';
import type { PlacedPicture } from '../placedPicture.ts';
import { BannerColorPicker } from './BannerColorPicker.tsx';
import { FillModeControl } from './FillModeControl.tsx';
import { PictureProblem, PictureUploadButton } from './PictureUpload.tsx';

/** The picture of the chosen banner or sign: shown, replaced, removed, logo or cover, and the banner's colour, at once. */
export function PlacedPictureCard({ picture, canEdit }: { picture: PlacedPicture; canEdit: boolean }) {
  const dispatch = useDispatch();
  const { t } = useTranslation();
  const upload = useImageUpload();
  return (
    <Paper withBorder p="xs" data-testid="placed-picture" data-image-url={picture.imageUrl ?? ''}>
      <Stack gap="xs">
        <Text size="xs" c="dimmed">
          {picture.kind === 'banner' ? t('modes.branding.bannerPicture') : t('modes.branding.signPicture')}
        </Text>
        <Group gap="xs" wrap="nowrap" align="center">
          {picture.imageUrl ? (
            <Image
              src={picture.imageUrl}
              alt={t('modes.branding.preview')}
              h={48}
              w={80}
              fit="contain"
              bg="gray.1"
              radius="xs"
              data-testid="placed-thumbnail"
            />
          ) : (
            <Center h={48} w={80} bg="gray.1" style={{ borderRadius: 4 }} data-testid="placed-no-picture">
              <IconPhotoOff size={18} color="gray" aria-label={t('modes.branding.noPicture')} />
            </Center>
          )}
          <Stack gap={4}>
            <PictureUploadButton
              upload={upload}
              label={picture.imageUrl ? t('modes.branding.replace') : t('modes.branding.upload')}
              disabled={!canEdit}
              onUploaded={(imageUrl) => dispatch(picture.setImage(imageUrl))}
              testId="placed-upload"
            />
            {picture.imageUrl ? (
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                disabled={!canEdit}
                onClick={() => dispatch(picture.setImage(null))}
                data-testid="placed-remove-picture"
              >
                {t('modes.branding.removePicture')}
              </Button>
            ) : null}
          </Stack>
        </Group>
        <Text size="xs" c="dimmed">
          {t('modes.branding.limits')}
        </Text>
        <PictureProblem upload={upload} testId="placed-problem" />
        <FillModeControl
          fillImage={picture.fillImage}
          disabled={!canEdit}
          onChange={(fillImage) => dispatch(picture.setFill(fillImage))}
          testId="placed-fill"
        />
        {picture.color ? (
          <BannerColorPicker
            code={picture.color.code}
            disabled={!canEdit}
            onChange={(code) => picture.color && dispatch(picture.color.set(code))}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
