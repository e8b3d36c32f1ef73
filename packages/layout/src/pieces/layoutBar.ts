import type { Catalogue, SideName } from '@bar/domain/catalogue';
import type { BarDocument } from '@bar/domain/document';
import { footprint } from '@bar/domain/geometry';
import { M, modulePose } from '../geometry.ts';
import { sideOrigin } from '../sideOrigin.ts';
import { BRANDING_LAYOUTS, layoutBranding } from './branding.ts';
import { Palette } from './colors.ts';
import { EQUIPMENT_LAYOUTS } from './equipment.ts';
import type { ModuleContext, ModuleLayout } from './moduleContext.ts';
import { PANEL_LAYOUTS } from './panels.ts';
import { ModuleFrame } from './placement.ts';
import { STRUCTURE_LAYOUTS } from './structure.ts';
import type { BarDrawList, Bounds, Box3, ImageSurface, Piece, Visibility } from './types.ts';

export const SHOW_ALL: Visibility = { showFront: true, showBack: true, showBrandings: true };

/** Every family drawn with its module, in drawing order; each pieces file lists its own. */
const MODULE_LAYOUTS: readonly ModuleLayout[] = [
  ...STRUCTURE_LAYOUTS,
  ...EQUIPMENT_LAYOUTS,
  ...PANEL_LAYOUTS,
  ...BRANDING_LAYOUTS,
];

function layoutSide(
  doc: BarDocument,
  sideName: SideName,
  catalogue: Catalogue,
  palette: Palette,
  visibility: Visibility,
  pieces: Piece[],
  images: ImageSurface[],
): void {
  const side = doc[sideName];
  const origin = sideOrigin(doc, sideName, catalogue);
  const contexts = new Map<string, ModuleContext>();
  for (const instance of side.baseModules) {
    const definition = catalogue.baseModules.get(instance.base_module_id);
    if (!definition) continue;
    const pose = modulePose(origin, instance);
    const frame = new ModuleFrame(instance.id, sideName, definition, pose, pieces, images);
    const context: ModuleContext = { frame, instance, definition, catalogue, palette };
    contexts.set(instance.id, context);
    for (const layout of MODULE_LAYOUTS) layout(context, visibility);
  }
  if (!visibility.showBrandings) return;
  side.brandings.forEach((branding, index) => {
    const context = contexts.get(branding.base_module_id);
    if (context) layoutBranding(context, branding, index);
  });
}

/**
 * The module a new, empty bar suggests first (a 600 mm base frame, 1040 mm tall), drawn as a
 * translucent ghost at the origin and framed by the camera until a real module is placed.
 */
export const FIRST_MODULE_GHOST: Box3 = { min: [-0.3, 0, -0.35], max: [0.3, 1.04, 0.35] };

/** Room above the tallest module for what stands on it (bottles, signs), metres. */
const HEADROOM = 0.1;

/** Centre and radius of the modules' footprints and the box they fill, world metres. */
function boundsOf(doc: BarDocument, catalogue: Catalogue, sides: SideName[]): Bounds {
  let height = 0;
  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let minZ = Number.POSITIVE_INFINITY;
  let maxZ = Number.NEGATIVE_INFINITY;
  for (const sideName of sides) {
    const [ox, , oz] = sideOrigin(doc, sideName, catalogue);
    for (const instance of doc[sideName].baseModules) {
      const definition = catalogue.baseModules.get(instance.base_module_id);
      if (!definition) continue;
      const rect = footprint(definition, instance.rotation, instance.position);
      minX = Math.min(minX, ox + rect.minX * M);
      maxX = Math.max(maxX, ox + rect.maxX * M);
      minZ = Math.min(minZ, oz + rect.minZ * M);
      maxZ = Math.max(maxZ, oz + rect.maxZ * M);
      height = Math.max(height, definition.height * M);
    }
  }
  if (!Number.isFinite(minX)) return { center: [0, 0], radius: 1, box: FIRST_MODULE_GHOST, empty: true };
  return {
    center: [(minX + maxX) / 2, (minZ + maxZ) / 2],
    radius: Math.max(1, Math.hypot(maxX - minX, maxZ - minZ) / 2),
    box: { min: [minX, 0, minZ], max: [maxX, height + HEADROOM, maxZ] },
    empty: false,
  };
}

/**
 * Everything to draw for a bar, from its document and the catalogue's sizes: the front side at
 * the origin, the back side at its offset (P11), each hidden when the view says so.
 */
export function layoutBar(doc: BarDocument, catalogue: Catalogue, visibility: Visibility = SHOW_ALL): BarDrawList {
  const pieces: Piece[] = [];
  const images: ImageSurface[] = [];
  const palette = new Palette(catalogue, doc.settings.colors);
  const sides: SideName[] = [];
  if (visibility.showFront) sides.push('front');
  if (visibility.showBack) sides.push('back');
  for (const sideName of sides) layoutSide(doc, sideName, catalogue, palette, visibility, pieces, images);
  // Bounds cover both sides whatever is hidden, so hiding a side does not move the camera.
  return { pieces, images, bounds: boundsOf(doc, catalogue, ['front', 'back']) };
}
