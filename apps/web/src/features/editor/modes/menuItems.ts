import type { Assembly, Catalogue, Part, SideName } from '@bar/domain/catalogue';
import { frontFramePartCode } from '@bar/domain/catalogue';
import type { Refusal } from '@bar/domain/commands/types';
import type { BarDocument } from '@bar/domain/document';
import type { Rotation } from '@bar/domain/edges';
import type { Locale } from '@bar/domain/locale';
import { isDoor } from '@bar/domain/panels';
import type { Cents } from '@bar/domain/units';
import type { Place } from '../places/placeTypes.ts';
import { applyEdit, type EditCommand } from '../store/editCommands.ts';
import {
  assembliesOf,
  assemblyName,
  assemblyPrice,
  assemblyThumbnail,
  partName,
  partsOf,
  partThumbnail,
  type Thumbnail,
} from './catalogueItems.ts';
import type { SectionKey } from './modeRegistry.ts';
import type { EditingMode } from './modes.ts';

/** One line of a mode's menu: what it is, what it costs, and whether it can go on the chosen place. */
export type MenuItem = {
  key: string;
  /** A stable test hook where older tests expect one (the base-module buttons). */
  testId?: string;
  section: SectionKey;
  name: string;
  unitPrice: Cents;
  thumbnail: Thumbnail;
  /** Size in mm, for the subtitle. */
  size: { width: number; height: number };
  /** What placing it runs; null while no fitting place is chosen. */
  command: EditCommand | null;
  /** Why it cannot go on the chosen place, found by trying the command on the current bar. */
  refusal: Pick<Refusal, 'reason' | 'rule'> | null;
};

export type MenuContext = { doc: BarDocument; side: SideName; catalogue: Catalogue; locale: Locale };
export type MenuOptions = {
  rotation: Rotation;
  branding: { imageUrl: string | null; fillImage: boolean };
};
export const DEFAULT_MENU_OPTIONS: MenuOptions = { rotation: 0, branding: { imageUrl: null, fillImage: false } };

type Draft = Omit<MenuItem, 'refusal'>;

function ofAssembly(assembly: Assembly, section: SectionKey, context: MenuContext, command: EditCommand | null): Draft {
  return {
    key: `assembly:${assembly.id}`,
    section,
    name: assemblyName(assembly, context.locale),
    unitPrice: assemblyPrice(assembly, context.catalogue),
    thumbnail: assemblyThumbnail(assembly),
    size: { width: assembly.width, height: assembly.height },
    command,
  };
}

function ofPart(part: Part, section: SectionKey, context: MenuContext, command: EditCommand | null): Draft {
  return {
    key: `part:${part.id}`,
    section,
    name: partName(part, context.locale),
    unitPrice: part.price,
    thumbnail: partThumbnail(part),
    size: { width: part.width, height: part.height },
    command,
  };
}

/** Tries the command on the current bar: the refusal tells the user why the item cannot go there. */
export function tryCommand(command: EditCommand, context: MenuContext): Pick<Refusal, 'reason' | 'rule'> | null {
  let probe = 0;
  const newId = () => {
    probe += 1;
    return `probe-${probe}`;
  };
  const result = applyEdit(context.doc, { catalogue: context.catalogue, newId }, command);
  return result.ok ? null : { reason: result.reason, rule: result.rule };
}

function fitsSide(assembly: Assembly, side: SideName): boolean {
  return assembly.side === 'both' || assembly.side === side;
}

function shapeItems(context: MenuContext, place: Place | null, options: MenuOptions): Draft[] {
  const { catalogue, side } = context;
  const attach = place?.kind === 'attachEdge' ? { moduleId: place.moduleId, edge: place.edge } : undefined;
  return [...catalogue.baseModules.values()]
    .filter((definition) => definition.side === side)
    .sort((a, b) => a.order_column - b.order_column)
    .flatMap((definition) => {
      const part = catalogue.parts.get(definition.part_id);
      if (!part) return [];
      const command: EditCommand = {
        type: 'addBaseModule',
        input: { side, baseModuleId: definition.id, rotation: options.rotation, attach },
      };
      return [
        {
          ...ofPart(part, 'baseModule', context, command),
          key: `module:${definition.code}`,
          testId: `add-module-${definition.code}`,
        },
      ];
    });
}

function rackItems(context: MenuContext, place: Place | null): Draft[] {
  const target = place?.kind === 'rackRow' ? place : null;
  const base = target && { side: context.side, moduleId: target.moduleId, rackId: target.rackId };
  return assembliesOf(context.catalogue, ['insert', 'worktop'])
    .filter((assembly) => fitsSide(assembly, context.side))
    .map((assembly) => {
      if (!base || !target) return ofAssembly(assembly, 'worktopsInserts', context, null);
      const command: EditCommand =
        assembly.type === 'insert'
          ? { type: 'addInsert', input: { ...base, assemblyId: assembly.id, top: target.row } }
          : { type: 'setWorktop', input: { ...base, assemblyId: assembly.id, row: target.row } };
      return ofAssembly(assembly, 'worktopsInserts', context, command);
    });
}

function frameItems(context: MenuContext, place: Place | null): Draft[] {
  const { catalogue, side } = context;
  if (place?.kind !== 'frameMount') {
    return partsOf(catalogue, ['front-frame']).map((part) => ofPart(part, 'frontFrames', context, null));
  }
  const module = context.doc[side].baseModules.find((candidate) => candidate.id === place.moduleId);
  const definition = module && catalogue.baseModules.get(module.base_module_id);
  const mount = definition?.frontFrameMounts.find((candidate) => candidate.id === place.mountId);
  if (!definition || !mount) return [];
  const code = frontFramePartCode(definition, mount);
  const part = [...catalogue.parts.values()].find((candidate) => candidate.code === code);
  if (!part) return [];
  const command: EditCommand = { type: 'addFrontFrame', input: { side, moduleId: place.moduleId, mountId: mount.id } };
  return [ofPart(part, 'frontFrames', context, command)];
}

function panelItems(context: MenuContext, place: Place | null): Draft[] {
  const target = place?.kind === 'panelMount' ? place : null;
  return assembliesOf(context.catalogue, ['front_panel'])
    .filter((assembly) => fitsSide(assembly, context.side))
    .map((assembly) => {
      const command: EditCommand | null = target
        ? {
            type: 'setPanel',
            input: {
              side: context.side,
              moduleId: target.moduleId,
              mountId: target.mountId,
              assemblyId: assembly.id,
            },
          }
        : null;
      return ofAssembly(assembly, isDoor(assembly) ? 'doors' : 'panels', context, command);
    });
}

function backPanelItems(context: MenuContext, place: Place | null): Draft[] {
  const target = place?.kind === 'backPanel' ? place : null;
  return assembliesOf(context.catalogue, ['back_panel']).map((assembly) => {
    const command: EditCommand | null = target
      ? {
          type: 'setBackPanel',
          input: {
            side: context.side,
            moduleId: target.moduleId,
            position: target.position,
            assemblyId: assembly.id,
          },
        }
      : null;
    return ofAssembly(assembly, 'backPanels', context, command);
  });
}

function counterBoardItems(context: MenuContext, place: Place | null): Draft[] {
  return partsOf(context.catalogue, ['counter-board'])
    .filter((part) => part.width === 600 || part.width === 1200)
    .filter((part) => part.code.startsWith('counter-board'))
    .map((part) => {
      const width = part.width === 1200 ? 1200 : 600;
      const command: EditCommand | null =
        place?.kind === 'run' ? { type: 'appendCounterBoard', input: { rootId: place.rootId, width } } : null;
      return ofPart(part, 'barTopsSideApps', context, command);
    });
}

function frameAccessoryItems(context: MenuContext, place: Place | null, isLed: boolean): Draft[] {
  return assembliesOf(context.catalogue, ['front_frame_accessory'])
    .filter((assembly) => (assembly.mount === 'led') === isLed)
    .map((assembly) => {
      let command: EditCommand | null = null;
      if (isLed && place?.kind === 'ledSlot') {
        command = {
          type: 'addFrontFrameAccessory',
          input: {
            side: context.side,
            moduleId: place.moduleId,
            mountId: place.mountId,
            assemblyId: assembly.id,
            position: 0,
          },
        };
      } else if (!isLed && place?.kind === 'hookSlot') {
        command = {
          type: 'addFrontFrameAccessory',
          input: {
            side: context.side,
            moduleId: place.moduleId,
            mountId: place.mountId,
            assemblyId: assembly.id,
            position: place.position,
          },
        };
      }
      return ofAssembly(assembly, isLed ? 'lighting' : 'accessories', context, command);
    });
}

function speedRackItems(context: MenuContext, place: Place | null): Draft[] {
  return partsOf(context.catalogue, ['speed-rack']).map((part) => {
    const command: EditCommand | null =
      place?.kind === 'speedRackSlot'
        ? {
            type: 'addSpeedRack',
            input: {
              side: context.side,
              moduleId: place.moduleId,
              edge: place.edge,
              offset: place.offset,
            },
          }
        : null;
    return ofPart(part, 'accessories', context, command);
  });
}

function boardAccessoryItems(context: MenuContext, place: Place | null, isGn: boolean): Draft[] {
  return assembliesOf(context.catalogue, ['counter_board_accessory'])
    .filter((assembly) => assembly.code.includes('gn') === isGn)
    .map((assembly) => {
      const command: EditCommand | null =
        place?.kind === 'boardSpot'
          ? {
              type: 'addCounterBoardAccessory',
              input: {
                rootId: place.rootId,
                boardId: place.boardId,
                assemblyId: assembly.id,
                offset: place.offset,
              },
            }
          : null;
      return ofAssembly(assembly, 'accessories', context, command);
    });
}

function bottleShelfItems(context: MenuContext, place: Place | null): Draft[] {
  return partsOf(context.catalogue, ['bottle-shelf']).map((part) => {
    const width = part.width === 1200 ? 1200 : 600;
    const command: EditCommand | null =
      place?.kind === 'shelfSpot'
        ? {
            type: 'addBottleShelf',
            input: { side: context.side, moduleId: place.moduleId, width, offset: place.offset },
          }
        : null;
    return ofPart(part, 'bottleShelf', context, command);
  });
}

function sideApplicationItems(context: MenuContext, place: Place | null): Draft[] {
  const target = place?.kind === 'sideEnd' ? place : null;
  return assembliesOf(context.catalogue, ['side_application'])
    .filter((assembly) => !target || assembly.mount === target.sideOf)
    .map((assembly) => {
      const command: EditCommand | null = target
        ? {
            type: 'addSideApplication',
            input: { side: context.side, moduleId: target.moduleId, assemblyId: assembly.id },
          }
        : null;
      return ofAssembly(assembly, 'barTopsSideApps', context, command);
    });
}

function brandSignItems(context: MenuContext, place: Place | null, options: MenuOptions): Draft[] {
  return partsOf(context.catalogue, ['einhaengeschild']).map((part) => {
    const command: EditCommand | null =
      place?.kind === 'signModule'
        ? {
            type: 'addBrandSign',
            input: {
              side: context.side,
              moduleId: place.moduleId,
              partId: part.id,
              imageUrl: options.branding.imageUrl,
              fillImage: options.branding.fillImage,
            },
          }
        : null;
    return ofPart(part, 'brandSigns', context, command);
  });
}

function isSideBanner(part: Part): boolean {
  return part.type === 'rueckwandseitenbanner' || part.code.startsWith('side-banner');
}

function brandingItems(context: MenuContext, place: Place | null, options: MenuOptions): Draft[] {
  const types: Part['type'][] =
    context.side === 'front' ? ['frontbanner'] : ['rueckwandbanner', 'rueckwandseitenbanner'];
  const target = place?.kind === 'bannerEdge' ? place : null;
  const isEndEdge = target?.edge === 'w' || target?.edge === 'e';
  return partsOf(context.catalogue, types)
    .filter((part) => !target || isSideBanner(part) === isEndEdge)
    .map((part) => {
      const command: EditCommand | null = target
        ? {
            type: 'addBranding',
            input: {
              side: context.side,
              moduleId: target.moduleId,
              edge: target.edge,
              partId: part.id,
              imageUrl: options.branding.imageUrl,
              fillImage: options.branding.fillImage,
            },
          }
        : null;
      return ofPart(part, isSideBanner(part) ? 'sideBanners' : 'bannersSigns', context, command);
    });
}

function drafts(mode: EditingMode, context: MenuContext, place: Place | null, options: MenuOptions): Draft[] {
  switch (mode) {
    case 'shape':
      return shapeItems(context, place, options);
    case 'racks':
      return rackItems(context, place);
    case 'front-frames':
      return frameItems(context, place);
    case 'front-panels':
      return panelItems(context, place);
    case 'back-panels':
      return backPanelItems(context, place);
    case 'counter-boards':
      return counterBoardItems(context, place);
    case 'leds':
      return frameAccessoryItems(context, place, true);
    case 'accessories':
      if (place?.kind === 'speedRackSlot') return speedRackItems(context, place);
      if (place?.kind === 'hookSlot') return frameAccessoryItems(context, place, false);
      return [...frameAccessoryItems(context, place, false), ...speedRackItems(context, place)];
    case 'accessories-accessories':
      return boardAccessoryItems(context, place, false);
    case 'accessories-gn':
      return boardAccessoryItems(context, place, true);
    case 'bottleshelves':
      return bottleShelfItems(context, place);
    case 'side-apps':
      return sideApplicationItems(context, place);
    case 'brandsigns':
      return brandSignItems(context, place, options);
    case 'branding':
      return brandingItems(context, place, options);
    case 'accessories-packaging':
    case 'parts':
      return [];
  }
}

/**
 * The catalogue items a mode offers for the chosen place. Each is tried on the current bar with
 * the domain command that would place it, so a refusal carries the engine's own reason.
 */
export function menuItems(
  mode: EditingMode,
  context: MenuContext,
  place: Place | null,
  options: MenuOptions = DEFAULT_MENU_OPTIONS,
): MenuItem[] {
  return drafts(mode, context, place, options).map((draft) => ({
    ...draft,
    refusal: draft.command ? tryCommand(draft.command, context) : null,
  }));
}
