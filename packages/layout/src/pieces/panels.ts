import type { PanelInstance } from '@bar/domain/document';
import { isDoor } from '@bar/domain/panels';
import { M } from '../geometry.ts';
import { LOOK } from './colors.ts';
import { addBottles } from './equipment.ts';
import { frameDepthOn, type ModuleContext, type ModuleLayout, partSize, rackTop } from './moduleContext.ts';

/** Where an uploaded picture is served from: the stored `/api/uploads/<id>` path (same origin), or an upload id. */
export function uploadUrl(image: string | null): string | null {
  if (!image) return null;
  return image.startsWith('/') ? image : `/api/uploads/${encodeURIComponent(image)}`;
}

/** Panels hang from the frame's top; doors stand on the floor with a handle at their free side. */
export function layoutPanels(context: ModuleContext, withImages: boolean): void {
  const { frame, catalogue, palette } = context;
  for (const panel of context.instance.panels) {
    const assembly = catalogue.assemblies.get(panel.assembly_model_id);
    const thickness = ((assembly?.depth ?? 19) || 19) * M;
    const width = panel.width * M;
    const height = panel.height * M;
    const edge = panel.mount.orientation;
    const along = panel.mount.shift * M + width / 2;
    const out = frameDepthOn(context, edge) + thickness / 2;
    const color = palette.of('panels', panel.color);
    const door = assembly !== undefined && isDoor(assembly);
    const y = door ? 0.01 + height / 2 : frame.height - height / 2;
    frame.addOnEdge(
      door ? 'door' : 'panel',
      'paint',
      color,
      frame.onEdge(edge, along, out, y),
      width,
      height,
      thickness,
      'roundedBox',
    );
    if (door) {
      // A stainless bow handle near the free side, its stand-offs on the door's face.
      const reach = 0.035;
      const handle = frame.onEdge(edge, along + width / 2 - 0.06, out + thickness / 2 + reach / 2, y + height * 0.2);
      frame.addOnEdge('door', 'steel', LOOK.steel, handle, 0.02, 0.32, reach, 'handle');
    }
    if (withImages && panel.image) {
      frame.addImage(
        {
          key: `${context.instance.id}-panel-${panel.mount.id}`,
          family: 'panel',
          imageUrl: uploadUrl(panel.image),
          fill: panel.fill_image,
          background: color,
          width,
          height,
        },
        frame.onEdge(edge, along, out + thickness / 2 + 0.001, y),
      );
    }
  }
}

const BACK_PANEL_KEYS = { 40: 'backframe_shelves', 41: 'backframe_bottleshelves' } as const;

/** The back wall of a back frame: the top panel above the worktops, the bottom one behind the racks. */
export function layoutBackPanels(context: ModuleContext): void {
  const { frame, catalogue, palette, instance } = context;
  const place = (panel: PanelInstance | null, position: 'top' | 'bottom') => {
    if (!panel) return;
    const assembly = catalogue.assemblies.get(panel.assembly_model_id);
    const key = BACK_PANEL_KEYS[panel.assembly_model_id as 40 | 41] ?? 'panels';
    const color = palette.of(key, panel.color);
    const width = panel.width * M;
    const height = Math.min(
      panel.height * M,
      position === 'top' ? frame.height - rackTop(context) - 0.08 : rackTop(context) - 0.1,
    );
    const y = position === 'top' ? rackTop(context) + 0.06 + height / 2 : 0.06 + height / 2;
    const sheet = 0.019;
    // On the s edge, reaching inward: negative "out" is inside the footprint.
    const wall = frame.onEdge('s', width / 2, -sheet / 2, y);
    frame.addOnEdge('backPanel', 'paint', color, wall, width, height, sheet, 'roundedBox');
    const shelfDepth = (assembly?.depth ?? 19) * M;
    if (shelfDepth <= 0.05) return;
    const shelves = position === 'top' ? [y - height / 2 + 0.3, y + height / 2 - 0.25] : [0.2];
    const hasBottles = assembly?.code === 'back-frame-bottle-shelf';
    for (const shelfY of shelves) {
      const spot = frame.onEdge('s', width / 2, -sheet - shelfDepth / 2, shelfY);
      frame.addOnEdge('backPanel', 'paint', color, spot, width - 0.01, 0.025, shelfDepth, 'roundedBox');
      if (!hasBottles || position === 'bottom') continue;
      // The lip along the shelf's front that keeps the bottles on it.
      const lip = frame.onEdge('s', width / 2, -sheet - shelfDepth + 0.006, shelfY + 0.04);
      frame.addOnEdge('backPanel', 'paint', color, lip, width - 0.01, 0.06, 0.012, 'roundedBox');
      const a = frame.onEdge('s', 0.06, -sheet - shelfDepth / 2, shelfY + 0.0125);
      const b = frame.onEdge('s', width - 0.06, -sheet - shelfDepth / 2, shelfY + 0.0125);
      addBottles(context, 'backPanel', a.position, b.position, Math.round(width / 0.1) - 1, 0.23);
    }
  };
  place(instance.back_panels.top, 'top');
  place(instance.back_panels.bottom, 'bottom');
}

/** A side shelf on the open west (left) or east (right) end, at bar-top height. */
export function layoutSideApplications(context: ModuleContext): void {
  const { frame, palette, instance } = context;
  for (const application of instance.side_applications) {
    const edge = application.side === 'left' ? 'w' : 'e';
    const color = palette.of('side_applications', application.color);
    const part = application.parts[0];
    const size = part === undefined ? { width: 0.3, height: 0.025, depth: 0.6 } : partSize(context, part);
    const length = frame.edgeLength(edge);
    const out = frameDepthOn(context, edge) + size.width / 2;
    const y = frame.height + size.height / 2;
    frame.addOnEdge(
      'sideApplication',
      'board',
      color,
      frame.onEdge(edge, length / 2, out, y),
      size.depth,
      size.height,
      size.width,
      'roundedBox',
    );
    const bracket = frame.onEdge(edge, length / 2, out - size.width / 4, y - 0.06);
    frame.addOnEdge('sideApplication', 'aluminium', LOOK.aluminium, bracket, 0.03, 0.1, size.width / 2);
  }
}

/** Side caps close a back frame's open ends; a banner holder runs along the top of its edge. */
export function layoutBackSideApplications(context: ModuleContext): void {
  const { frame, palette, instance } = context;
  for (const application of instance.back_side_applications) {
    const size = partSize(context, application.part_id);
    const color = palette.of('back_side_applications', application.color);
    const edge = application.orientation;
    const length = frame.edgeLength(edge);
    if (size.height > 1) {
      const thickness = size.width;
      frame.addOnEdge(
        'backSideApplication',
        'paint',
        color,
        frame.onEdge(edge, length / 2, thickness / 2, frame.height / 2),
        length,
        frame.height,
        thickness,
        'roundedBox',
      );
    } else {
      const spot = frame.onEdge(edge, length / 2, size.depth / 2, frame.height - size.height / 2);
      frame.addOnEdge(
        'backSideApplication',
        'aluminium',
        LOOK.aluminium,
        spot,
        Math.min(length, size.width),
        size.height,
        size.depth,
      );
    }
  }
}

declare module './types.ts' {
  /** The part families this file draws (panels, doors and what covers a module's sides and back). */
  interface PieceFamilies {
    panel: true;
    door: true;
    sideApplication: true;
    backPanel: true;
    backSideApplication: true;
  }
}

/** The panels' families of a module, in the order they are drawn; a panel's picture shows with the brandings. */
export const PANEL_LAYOUTS: readonly ModuleLayout[] = [
  (context, visibility) => layoutPanels(context, visibility.showBrandings),
  layoutBackPanels,
  layoutSideApplications,
  layoutBackSideApplications,
];
