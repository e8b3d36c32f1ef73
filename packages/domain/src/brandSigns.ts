import type { Catalogue, Part } from './catalogue.ts';

/** Brand signs taller than this collide with a back panel whose shelves stick out (B4). */
const SIGN_CLEARANCE_OVER_SHELVES = 300;
const SHELF_DEPTH_THAT_COLLIDES = 100;

/**
 * B4: a brand-sign variant fits when it is no wider than the frame and clears the top back panel
 * (`topPanelAssemblyId`, null when there is none).
 */
export function brandSignFits(
  sign: Part,
  topPanelAssemblyId: number | null,
  catalogue: Catalogue,
  moduleWidth: number,
): boolean {
  if (sign.width > moduleWidth) return false;
  const panel = topPanelAssemblyId === null ? undefined : catalogue.assemblies.get(topPanelAssemblyId);
  return !(panel !== undefined && panel.depth > SHELF_DEPTH_THAT_COLLIDES && sign.height > SIGN_CLEARANCE_OVER_SHELVES);
}
