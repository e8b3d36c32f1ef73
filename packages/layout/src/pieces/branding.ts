import type { Branding } from '@bar/domain/document';
import { M } from '../geometry.ts';
import { frameDepthOn, type ModuleContext, type ModuleLayout, partSize } from './moduleContext.ts';
import { uploadUrl } from './panels.ts';

const PANEL_THICKNESS = 0.022;
const LIFT = 0.003;

/** Front banners on a panel, back banners on the back wall, side banners over a back frame's side, hanging signs. */
export function layoutBranding(context: ModuleContext, branding: Branding, index: number): void {
  const { frame, palette } = context;
  const width = branding.width * M;
  const height = branding.height * M;
  const background = palette.resolve(branding.color) ?? '#f4f4f2';
  const surface = {
    key: `${context.instance.id}-branding-${branding.edge}-${index}`,
    family: 'branding' as const,
    imageUrl: uploadUrl(branding.image_url),
    fill: branding.fill_image,
    background,
    width,
    height,
  };
  const along = frame.edgeLength(branding.edge) / 2;
  switch (branding.type) {
    case 'frontbanner': {
      const out = frameDepthOn(context, branding.edge) + PANEL_THICKNESS + LIFT;
      frame.addImage(surface, frame.onEdge(branding.edge, along, out, frame.height - 0.06 - height / 2));
      return;
    }
    case 'rueckwandbanner': {
      const y = 1.06 + 0.45;
      if (branding.edge === 'n') {
        // On the bartender's face of the back wall, which stands inside the s edge.
        const spot = frame.onEdge('s', along, -PANEL_THICKNESS - LIFT, y);
        frame.addImage(surface, { position: spot.position, rotationY: Math.PI });
      } else {
        frame.addImage(surface, frame.onEdge(branding.edge, along, LIFT, y));
      }
      return;
    }
    case 'rueckwandseitenbanner': {
      const spot = frame.onEdge(branding.edge, along, 0.04 + LIFT, 0.1 + height / 2);
      frame.addImage({ ...surface, width: Math.min(width, frame.edgeLength(branding.edge)) }, spot);
      return;
    }
    case 'einhaengeschild':
      layoutHangingSign(
        context,
        surface.key,
        branding.edge,
        width,
        height,
        surface.imageUrl,
        branding.fill_image,
        background,
      );
  }
}

function layoutHangingSign(
  context: ModuleContext,
  key: string,
  edge: Branding['edge'],
  width: number,
  height: number,
  imageUrl: string | null,
  fill: boolean,
  background: string,
): void {
  const { frame } = context;
  const along = frame.edgeLength(edge) / 2;
  const thickness = 0.02;
  const y = frame.height - 0.03 - height / 2;
  // The sign hooks over the top and hangs in front of the frame, the panels and a banner on that edge.
  const isCovered = context.instance.panels.some((panel) => panel.mount.orientation === edge);
  const back = frameDepthOn(context, edge) + (isCovered ? PANEL_THICKNESS + 2 * LIFT : 0);
  frame.addOnEdge(
    'brandSign',
    'paint',
    background,
    frame.onEdge(edge, along, back + thickness / 2, y),
    width,
    height,
    thickness,
  );
  frame.addImage(
    { key, family: 'brandSign', imageUrl, fill, background, width: width - 0.02, height: height - 0.02 },
    frame.onEdge(edge, along, back + thickness + LIFT, y),
  );
}

/** The hanging brand sign of a module (one per side, B1), in the brand-sign colour. */
export function layoutBrandSigns(context: ModuleContext): void {
  const { instance, palette } = context;
  instance.brandsigns.forEach((sign, index) => {
    const size = partSize(context, sign.part_id);
    const background = palette.of('brandsigns');
    layoutHangingSign(
      context,
      `${instance.id}-sign-${index}`,
      sign.edge,
      Math.min(size.width, context.frame.edgeLength(sign.edge)),
      size.height,
      uploadUrl(sign.image_url),
      sign.fill_image,
      background,
    );
  });
}

declare module './types.ts' {
  /** The part families this file draws (banners and brand signs). */
  interface PieceFamilies {
    branding: true;
    brandSign: true;
  }
}

/** The brandings' families drawn with their module (a banner spans modules and is drawn after them). */
export const BRANDING_LAYOUTS: readonly ModuleLayout[] = [
  (context, visibility) => {
    if (visibility.showBrandings) layoutBrandSigns(context);
  },
];
