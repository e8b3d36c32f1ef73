import type { BarDocument } from '@bar/domain/document';
import { Button, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageUpload } from '../../../../shared/useImageUpload.ts';
import { catalogueQueryKey, fetchCatalogue } from '../../../bars/index.ts';

const PresetSnapshot = lazy(async () => ({ default: (await import('./PresetSnapshot.tsx')).PresetSnapshot }));

/**
 * "Render thumbnail from the preset": draws the preset's bar in a hidden 3D view, takes the
 * three-quarter view as a PNG, uploads it like a chosen picture and hands its address to `onRendered`.
 */
export function RenderThumbnailButton({
  document,
  image,
  onRendered,
}: {
  document: BarDocument;
  image: ImageUpload;
  onRendered: (url: string) => void;
}) {
  const { t } = useTranslation();
  const [isRendering, setRendering] = useState(false);
  const [failed, setFailed] = useState(false);
  const catalogue = useQuery({
    queryKey: catalogueQueryKey,
    queryFn: fetchCatalogue,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const { upload } = image;
  const onPicture = useCallback(
    async (picture: Blob | null) => {
      setRendering(false);
      if (!picture) {
        setFailed(true);
        return;
      }
      const url = await upload(new File([picture], 'thumbnail.png', { type: 'image/png' }));
      if (url) onRendered(url);
    },
    [upload, onRendered],
  );
  return (
    <>
      <Button
        variant="default"
        loading={isRendering || catalogue.isPending}
        disabled={!catalogue.data || image.isUploading}
        onClick={() => {
          setFailed(false);
          setRendering(true);
        }}
        data-testid="preset-render-thumbnail"
      >
        {t('adminRecords.preset.renderThumbnail')}
      </Button>
      {failed && (
        <Text size="xs" c="red" role="alert">
          {t('adminRecords.preset.renderFailed')}
        </Text>
      )}
      {isRendering && catalogue.data && (
        <Suspense fallback={null}>
          <PresetSnapshot document={document} catalogue={catalogue.data} onPicture={onPicture} />
        </Suspense>
      )}
    </>
  );
}
