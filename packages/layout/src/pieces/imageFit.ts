/** Share of a logo-mode surface the picture may take: the upper area, with a margin. */
const LOGO_AREA = { width: 0.8, height: 0.45, top: 0.08 };

type Size = { width: number; height: number };

/**
 * Cover mode: the share of the picture's texture coordinates (repeat) and where it starts (offset)
 * that fill the surface and crop the picture's overflow, keeping its aspect.
 */
export function coverCrop(surface: Size, picture: Size): { repeat: [number, number]; offset: [number, number] } {
  const surfaceAspect = surface.width / surface.height;
  const pictureAspect = picture.width / picture.height;
  if (pictureAspect > surfaceAspect) {
    const share = surfaceAspect / pictureAspect;
    return { repeat: [share, 1], offset: [(1 - share) / 2, 0] };
  }
  const share = pictureAspect / surfaceAspect;
  return { repeat: [1, share], offset: [0, (1 - share) / 2] };
}

/**
 * Logo mode: the picture's size and the height of its centre above the surface's centre (metres),
 * centred in the upper area, never stretched.
 */
export function logoPlacement(surface: Size, picture: Size): { width: number; height: number; y: number } {
  const boxWidth = surface.width * LOGO_AREA.width;
  const boxHeight = surface.height * LOGO_AREA.height;
  const fit = Math.min(boxWidth / picture.width, boxHeight / picture.height);
  const width = picture.width * fit;
  const height = picture.height * fit;
  const y = surface.height / 2 - surface.height * LOGO_AREA.top - boxHeight / 2;
  return { width, height, y };
}
