import type { Catalogue, Part } from './catalogue.ts';
import type { BaseModuleInstance } from './document.ts';

/** Brand signs taller than this collide with a back panel whose shelves stick out (B4). */
const SIGN_CLEARANCE_OVER_SHELVES = 300;
const SHELF_DEPTH_THAT_COLLIDES = 100;

/** B4: a brand-sign variant fits when it is no wider than the frame and clears the top back panel. */
export function brandSignFits(
  module: BaseModuleInstance,
  sign: Part,
  catalogue: Catalogue,
  moduleWidth: number,
): boolean {
  if (sign.width > moduleWidth) return false;
  const top = module.back_panels.top;
  const panel = top ? catalogue.assemblies.get(top.assembly_model_id) : undefined;
  return !(panel !== undefined && panel.depth > SHELF_DEPTH_THAT_COLLIDES && sign.height > SIGN_CLEARANCE_OVER_SHELVES);
}
