import type { BaseModuleInstance } from '@bar/domain/document';
import { assembliesOf } from './catalogueItems.ts';
import { assemblyDrafts, assemblyOccupant } from './kindBuilders.ts';
import type { MenuContext, MenuDraft, Occupant, SectionKey } from './types.ts';

/** A spot on a front frame: its mount and the position along it (0 is the LED strip). */
type FrameSpot = { moduleId: string; mountId: string; position: number };

/** The accessory on a spot of a front frame (an LED strip or a hook), with its removal. */
export function frameAccessoryOn(spot: FrameSpot, context: MenuContext, module: BaseModuleInstance): Occupant | null {
  const { mountId, position } = spot;
  const accessory = module.front_frame_accessories.find(
    (candidate) => candidate.mount_id === mountId && candidate.position === position,
  );
  return assemblyOccupant(context, accessory?.assembly_id, {
    type: 'removeFrontFrameAccessory',
    input: { side: context.side, moduleId: module.id, mountId, position },
  });
}

/** Front-frame accessories for LED strips (`isLed`) or for the other spots, placed on `spot` when chosen. */
export function frameAccessoryDrafts(
  context: MenuContext,
  spot: FrameSpot | null,
  isLed: boolean,
  section: SectionKey,
): MenuDraft[] {
  const assemblies = assembliesOf(context.catalogue, ['front_frame_accessory']).filter(
    (assembly) => (assembly.mount === 'led') === isLed,
  );
  return assemblyDrafts(
    context,
    assemblies,
    section,
    spot &&
      ((assembly) => ({
        type: 'addFrontFrameAccessory',
        input: { side: context.side, ...spot, assemblyId: assembly.id },
      })),
  );
}
