import { Box, Button } from '@mantine/core';
import { IconCube } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_BASE } from '../../shared/api.ts';
import { ArQrDialog } from './ArQrDialog.tsx';
import { arPagePath, currentArPlatform, modelUrls, sceneViewerIntent, USDZ_TYPE } from './arLinks.ts';
import { useArPreviewToken } from './useArPreviewToken.ts';

/** A cube drawn as an image: Quick Look opens only from a link whose first element is an image. */
const AR_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="black" stroke-width="2">' +
      '<path d="M12 3l8 4.5v9L12 21l-8-4.5v-9z M12 12l8-4.5 M12 12v9 M12 12L4 7.5"/></svg>',
  );

function absolute(path: string): string {
  return new URL(path, window.location.origin).href;
}

type Props = {
  barId: string;
  barName: string;
  barPreviewToken: string | undefined;
  /** `touch`: a button at least 44 px high, for phones; `compact` (default) beside the desktop 3D view. */
  size?: 'compact' | 'touch';
};

/**
 * "View in your room": on Android it opens Scene Viewer, on iOS AR Quick Look, both with the bar's
 * model; on a computer it shows a QR code of the AR page for a phone.
 */
export function ViewInRoomButton({ barId, barName, barPreviewToken, size = 'compact' }: Props) {
  const { t } = useTranslation();
  const buttonSize = size === 'touch' ? 'lg' : 'compact-sm';
  const platform = useMemo(currentArPlatform, []);
  const { previewToken, isPending } = useArPreviewToken(barId, barPreviewToken);
  const [isDialogOpen, setDialogOpen] = useState(false);
  const label = t('ar.viewInRoom');

  if (previewToken === null) {
    return (
      <Button variant="white" size={buttonSize} leftSection={<IconCube size={16} />} disabled loading={isPending}>
        {label}
      </Button>
    );
  }
  const pagePath = arPagePath(barId, previewToken);
  const models = modelUrls(API_BASE, barId, previewToken);

  if (platform === 'android') {
    return (
      <Button
        component="a"
        href={sceneViewerIntent(absolute(models.glb), barName, absolute(pagePath))}
        variant="white"
        size={buttonSize}
        leftSection={<IconCube size={16} />}
        data-testid="ar-open-android"
      >
        {label}
      </Button>
    );
  }
  if (platform === 'ios') {
    return (
      <Box
        component="a"
        rel="ar"
        href={models.usdz}
        type={USDZ_TYPE}
        bg="white"
        c="dark"
        px="sm"
        py={4}
        mih={size === 'touch' ? 50 : undefined}
        fz="sm"
        fw={600}
        style={{ borderRadius: 4, display: 'inline-flex', gap: 6, alignItems: 'center', textDecoration: 'none' }}
        data-testid="ar-open-ios"
      >
        <img src={AR_ICON} alt="" width={16} height={16} />
        {label}
      </Box>
    );
  }
  return (
    <>
      <Button
        variant="white"
        size={buttonSize}
        leftSection={<IconCube size={16} />}
        onClick={() => setDialogOpen(true)}
        aria-haspopup="dialog"
        data-testid="ar-open-qr"
      >
        {label}
      </Button>
      {isDialogOpen && <ArQrDialog url={absolute(pagePath)} barName={barName} onClose={() => setDialogOpen(false)} />}
    </>
  );
}
