import type { Catalogue, SideName } from '@bar/domain/catalogue';
import type { BarDocument, BaseModuleInstance } from '@bar/domain/document';
import type { Locale } from '@bar/domain/locale';
import type { Place } from '../places/placeTypes.ts';
import type { EditCommand } from '../store/editCommands.ts';
import { assemblyName, partName } from './catalogueItems.ts';

/** What sits on a place, and how to take it away. */
export type Occupant = {
  name: string;
  remove: EditCommand;
  /** Fixed items (P9) are shown as such; removing them is refused with the engine's reason. */
  isFixed?: boolean;
  /** C3: taking off the last bar top changes the division, so the UI asks first. */
  needsConfirmation?: 'removeLastBoard';
};

type Lookup = { doc: BarDocument; side: SideName; catalogue: Catalogue; locale: Locale };

function assemblyLabel(lookup: Lookup, assemblyId: number): string {
  const assembly = lookup.catalogue.assemblies.get(assemblyId);
  return assembly ? assemblyName(assembly, lookup.locale) : `#${assemblyId}`;
}

function partLabel(lookup: Lookup, partId: number): string {
  const part = lookup.catalogue.parts.get(partId);
  return part ? partName(part, lookup.locale) : `#${partId}`;
}

function moduleOf(lookup: Lookup, id: string): BaseModuleInstance | undefined {
  return lookup.doc[lookup.side].baseModules.find((module) => module.id === id);
}

export function occupantOf(place: Place, lookup: Lookup): Occupant | null {
  const { side } = lookup;
  const module = moduleOf(lookup, 'moduleId' in place ? place.moduleId : place.rootId);
  if (!module) return null;
  const target = { side, moduleId: module.id };
  switch (place.kind) {
    case 'attachEdge':
      return null;
    case 'module': {
      const definition = lookup.catalogue.baseModules.get(module.base_module_id);
      return {
        name: definition ? partLabel(lookup, definition.part_id) : module.id,
        remove: { type: 'removeBaseModule', input: target },
      };
    }
    case 'rackRow': {
      const rack = module.racks.find((candidate) => candidate.id === place.rackId);
      const insert = rack?.inserts.find((candidate) => candidate.mount === place.row);
      if (insert) {
        return {
          name: assemblyLabel(lookup, insert.rack_insert_model_id),
          remove: { type: 'removeInsert', input: { ...target, rackId: place.rackId, top: place.row } },
        };
      }
      if (rack?.worktop?.mount === place.row) {
        return {
          name: assemblyLabel(lookup, rack.worktop.assembly_id),
          remove: { type: 'removeWorktop', input: { ...target, rackId: place.rackId } },
        };
      }
      return null;
    }
    case 'frameMount': {
      const frame = module.frontFrames.find((candidate) => candidate.mount_id === place.mountId);
      if (!frame) return null;
      return {
        name: partLabel(lookup, frame.part_id),
        isFixed: place.isFixed,
        remove: { type: 'removeFrontFrame', input: { ...target, mountId: place.mountId } },
      };
    }
    case 'ledSlot':
    case 'hookSlot': {
      const position = place.kind === 'ledSlot' ? 0 : place.position;
      const accessory = module.front_frame_accessories.find(
        (candidate) => candidate.mount_id === place.mountId && candidate.position === position,
      );
      if (!accessory) return null;
      return {
        name: assemblyLabel(lookup, accessory.assembly_id),
        remove: { type: 'removeFrontFrameAccessory', input: { ...target, mountId: place.mountId, position } },
      };
    }
    case 'speedRackSlot': {
      const rack = module.speed_racks.find(
        (candidate) => candidate.edge === place.edge && candidate.offset === place.offset,
      );
      if (!rack) return null;
      const part = [...lookup.catalogue.parts.values()].find((candidate) => candidate.type === 'speed-rack');
      return {
        name: part ? partName(part, lookup.locale) : 'Speed rack',
        remove: { type: 'removeSpeedRack', input: { ...target, edge: place.edge, offset: place.offset } },
      };
    }
    case 'panelMount': {
      const panel = module.panels.find((candidate) => candidate.mount.id === place.mountId);
      if (!panel) return null;
      return {
        name: assemblyLabel(lookup, panel.assembly_model_id),
        remove: { type: 'removePanel', input: { ...target, mountId: place.mountId } },
      };
    }
    case 'backPanel': {
      const panel = module.back_panels[place.position];
      if (!panel) return null;
      return {
        name: assemblyLabel(lookup, panel.assembly_model_id),
        remove: { type: 'setBackPanel', input: { ...target, position: place.position, assemblyId: null } },
      };
    }
    case 'run': {
      const last = module.counterBoards
        .filter((board) => board.edge === 'n')
        .sort((a, b) => a.offset - b.offset)
        .at(-1);
      if (!last) return null;
      return {
        name: partLabel(lookup, last.part_id),
        needsConfirmation: 'removeLastBoard',
        remove: { type: 'removeLastCounterBoard', input: { rootId: place.rootId } },
      };
    }
    case 'boardSpot': {
      const board = module.counterBoards.find((candidate) => candidate.id === place.boardId);
      const accessory = board?.accessories.find((candidate) => candidate.offset === place.offset);
      if (!accessory) return null;
      return {
        name: assemblyLabel(lookup, accessory.assembly_id),
        remove: {
          type: 'removeCounterBoardAccessory',
          input: { rootId: place.rootId, boardId: place.boardId, offset: place.offset },
        },
      };
    }
    case 'shelfSpot': {
      const shelf = module.bottle_shelves.find((candidate) => candidate.offset === place.offset);
      if (!shelf) return null;
      return {
        name: partLabel(lookup, shelf.part_id),
        remove: { type: 'removeBottleShelf', input: { ...target, offset: place.offset } },
      };
    }
    case 'sideEnd': {
      const application = module.side_applications.find((candidate) => candidate.side === place.sideOf);
      if (!application) return null;
      return {
        name: assemblyLabel(lookup, application.assembly_id),
        remove: { type: 'removeSideApplication', input: { ...target, sideOf: place.sideOf } },
      };
    }
    case 'bannerEdge': {
      const branding = lookup.doc[side].brandings.find(
        (candidate) => candidate.base_module_id === module.id && candidate.edge === place.edge,
      );
      if (!branding) return null;
      return {
        name: partLabel(lookup, branding.part_id),
        remove: { type: 'removeBranding', input: { ...target, edge: place.edge } },
      };
    }
    case 'signModule': {
      const sign = module.brandsigns[0];
      if (!sign) return null;
      return { name: partLabel(lookup, sign.part_id), remove: { type: 'removeBrandSign', input: target } };
    }
  }
}
