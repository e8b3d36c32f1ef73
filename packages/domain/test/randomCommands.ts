// Random edit commands on a bar, for the property tests: one step of every kind of edit.
import fc from 'fast-check';
import { addBaseModule, removeBaseModule, rotateBaseModule } from '../src/commands/baseModules.ts';
import { addBranding, addBrandSign, removeBranding } from '../src/commands/branding.ts';
import { setBrandingImage, setBrandSignImage } from '../src/commands/brandingImages.ts';
import { setBackOffset, setGlobalColor } from '../src/commands/colors.ts';
import {
  addCounterBoardAccessory,
  appendCounterBoard,
  deleteAllCounterBoards,
  equipAllBarTops,
  removeLastCounterBoard,
} from '../src/commands/counterBoardEdits.ts';
import { addSideApplication, addSpeedRack } from '../src/commands/edgeItems.ts';
import { addFrontFrame, addFrontFrameAccessory, removeFrontFrame } from '../src/commands/frontFrames.ts';
import {
  applyFrontPanelTypeToAll,
  deleteAllPanels,
  removePanel,
  setBackPanel,
  setPanel,
} from '../src/commands/panelEdits.ts';
import { applyPackagingRecommendation, setSinglePartCount } from '../src/commands/partCounts.ts';
import { addBottleShelf, addInsert, removeInsert, removeWorktop, setWorktop } from '../src/commands/rackEdits.ts';
import type { CommandResult, EditContext } from '../src/commands/types.ts';
import { type BarDocument, COLOR_KEYS } from '../src/document.ts';
import { EDGES, ROTATIONS } from '../src/edges.ts';
import { openEdges } from '../src/geometry.ts';
import { catalogue } from './harness.ts';

const KINDS = [
  'addModule',
  'addModule',
  'addModule',
  'removeModule',
  'rotate',
  'frontFrame',
  'board',
  'boardAccessory',
  'insert',
  'removeInsert',
  'worktop',
  'removeWorktop',
  'bottleShelf',
  'panel',
  'removePanel',
  'panelsToAll',
  'deletePanels',
  'deleteBoards',
  'speedRack',
  'sideApplication',
  'color',
  'offset',
  'backPanel',
  'brandSign',
  'branding',
  'removeBranding',
  'brandingImage',
  'brandSignImage',
  'singlePart',
  'bags',
  'frameAccessory',
  'equipAll',
] as const;
export type Step = { kind: (typeof KINDS)[number]; a: number; b: number; c: number };
export const step: fc.Arbitrary<Step> = fc.record({
  kind: fc.constantFrom(...KINDS),
  a: fc.nat(1000),
  b: fc.nat(1000),
  c: fc.nat(1000),
});

const PICTURES = [null, '/api/uploads/propertyPicture000001', 'not-an-upload'] as const;
const BANNER_COLORS = ['white', 'black', '9016', 'dg'] as const;

const pick = <T>(list: readonly T[], index: number): T | undefined =>
  list.length === 0 ? undefined : list[index % list.length];
const assembliesOf = (type: string) => [...catalogue.assemblies.values()].filter((assembly) => assembly.type === type);
const partsOf = (type: string) => [...catalogue.parts.values()].filter((part) => part.type === type);

export function apply(doc: BarDocument, ctx: EditContext, s: Step): CommandResult | null {
  const backOnly = s.kind === 'backPanel' || s.kind === 'brandSign' || s.kind === 'brandSignImage';
  const sideName = backOnly || s.c % 4 === 0 ? 'back' : 'front';
  const side = sideName === 'front' ? doc.front : doc.back;
  const module = pick(side.baseModules, s.a);
  const target = module ? ({ side: sideName, moduleId: module.id } as const) : undefined;
  const definition = module && catalogue.baseModules.get(module.base_module_id);
  const rack = module && pick(module.racks, s.b);
  switch (s.kind) {
    case 'addModule': {
      const candidates = [...catalogue.baseModules.values()].filter((candidate) => candidate.side === sideName);
      const attach = pick(openEdges(side, catalogue), s.b);
      const definitionToAdd = pick(candidates, s.a);
      if (!definitionToAdd) return null;
      return addBaseModule(doc, ctx, {
        side: sideName,
        baseModuleId: definitionToAdd.id,
        rotation: pick(ROTATIONS, s.c) ?? 0,
        ...(attach ? { attach } : {}),
      });
    }
    case 'removeModule':
      return target ? removeBaseModule(doc, ctx, target) : null;
    case 'rotate':
      return target ? rotateBaseModule(doc, ctx, { ...target, rotation: pick(ROTATIONS, s.b) ?? 0 }) : null;
    case 'frontFrame': {
      const mount = definition && pick(definition.frontFrameMounts, s.b);
      if (!target || !mount) return null;
      return module?.frontFrames.some((frame) => frame.mount_id === mount.id)
        ? removeFrontFrame(doc, ctx, { ...target, mountId: mount.id })
        : addFrontFrame(doc, ctx, { ...target, mountId: mount.id });
    }
    case 'board':
      return module
        ? s.b % 2 === 0
          ? removeLastCounterBoard(doc, ctx, { rootId: module.id })
          : appendCounterBoard(doc, ctx, { rootId: module.id, width: s.c % 2 === 0 ? 600 : 1200 })
        : null;
    case 'boardAccessory': {
      const board = module && pick(module.counterBoards, s.b);
      const accessory = pick(assembliesOf('counter_board_accessory'), s.c);
      return module && board && accessory
        ? addCounterBoardAccessory(doc, ctx, {
            rootId: module.id,
            boardId: board.id,
            assemblyId: accessory.id,
            offset: (s.c % 4) * 150,
          })
        : null;
    }
    case 'insert': {
      const insert = pick(assembliesOf('insert'), s.c);
      return target && rack && insert
        ? addInsert(doc, ctx, {
            ...target,
            rackId: rack.id,
            assemblyId: insert.id,
            top: s.b % 5 === 0 ? 1 + (s.b % 11) : (pick([3, 6, 9, 11], s.b) ?? 3),
          })
        : null;
    }
    case 'removeInsert': {
      const insert = rack && pick(rack.inserts, s.c);
      return target && rack && insert
        ? removeInsert(doc, ctx, { ...target, rackId: rack.id, top: insert.mount })
        : null;
    }
    case 'worktop': {
      const worktop = pick(assembliesOf('worktop'), s.c);
      return target && rack && worktop
        ? setWorktop(doc, ctx, {
            ...target,
            rackId: rack.id,
            assemblyId: worktop.id,
            row: pick([3, 6, 9, 11], s.a) ?? 11,
          })
        : null;
    }
    case 'removeWorktop':
      return target && rack ? removeWorktop(doc, ctx, { ...target, rackId: rack.id }) : null;
    case 'bottleShelf':
      return target
        ? addBottleShelf(doc, ctx, { ...target, width: s.b % 2 === 0 ? 600 : 1200, offset: (s.c % 2) * 600 })
        : null;
    case 'panel': {
      const mount = definition && pick(definition.panelMounts, s.b);
      const panel = pick(assembliesOf('front_panel'), s.c);
      return target && mount && panel
        ? setPanel(doc, ctx, { ...target, mountId: mount.id, assemblyId: panel.id })
        : null;
    }
    case 'removePanel': {
      const panel = module && pick(module.panels, s.b);
      return target && panel ? removePanel(doc, ctx, { ...target, mountId: panel.mount.id }) : null;
    }
    case 'panelsToAll': {
      const panel = pick(assembliesOf('front_panel'), s.c);
      return panel ? applyFrontPanelTypeToAll(doc, ctx, { assemblyId: panel.id }) : null;
    }
    case 'deletePanels':
      return s.b % 5 === 0 ? deleteAllPanels(doc) : null;
    case 'deleteBoards':
      return s.b % 5 === 0 ? deleteAllCounterBoards(doc) : null;
    case 'speedRack':
      return target ? addSpeedRack(doc, ctx, { ...target, edge: pick(EDGES, s.b) ?? 's', offset: 0 }) : null;
    case 'sideApplication': {
      const application = pick(assembliesOf('side_application'), s.b);
      return target && application ? addSideApplication(doc, ctx, { ...target, assemblyId: application.id }) : null;
    }
    case 'color':
      return setGlobalColor(doc, ctx, {
        key: pick(COLOR_KEYS, s.a) ?? 'frames',
        code: pick(catalogue.colors, s.b)?.code ?? '9016',
      });
    case 'offset':
      return setBackOffset(doc, ctx, { offsetX: s.a * 10 - 5000, offsetZ: 600 + s.b * 5 });
    case 'backPanel': {
      const panel = pick(assembliesOf('back_panel'), s.b);
      return target && panel
        ? setBackPanel(doc, ctx, {
            ...target,
            position: s.c % 2 === 0 ? 'top' : 'bottom',
            assemblyId: s.a % 7 === 0 ? null : panel.id,
          })
        : null;
    }
    case 'brandSign': {
      const sign = pick(partsOf('einhaengeschild'), s.b);
      return target && sign ? addBrandSign(doc, ctx, { ...target, partId: sign.id }) : null;
    }
    case 'branding': {
      const banner = pick(
        [...partsOf('frontbanner'), ...partsOf('rueckwandbanner'), ...partsOf('rueckwandseitenbanner')],
        s.b,
      );
      return target && banner
        ? addBranding(doc, ctx, {
            ...target,
            edge: pick(EDGES, s.c) ?? 'n',
            partId: banner.id,
            imageUrl: null,
            fillImage: s.a % 2 === 0,
          })
        : null;
    }
    case 'removeBranding': {
      const branding = pick(side.brandings, s.a);
      return branding
        ? removeBranding(doc, ctx, { side: sideName, moduleId: branding.base_module_id, edge: branding.edge })
        : null;
    }
    case 'brandingImage': {
      const branding = pick(side.brandings, s.a);
      return branding
        ? setBrandingImage(doc, ctx, {
            side: sideName,
            moduleId: branding.base_module_id,
            edge: branding.edge,
            imageUrl: pick(PICTURES, s.b) ?? null,
            fillImage: s.c % 2 === 0,
            color: pick(BANNER_COLORS, s.c) ?? 'white',
          })
        : null;
    }
    case 'brandSignImage':
      return target
        ? setBrandSignImage(doc, ctx, { ...target, imageUrl: pick(PICTURES, s.b) ?? null, fillImage: s.c % 2 === 0 })
        : null;
    case 'singlePart': {
      const part = pick([...catalogue.parts.values()], s.a);
      return part ? setSinglePartCount(doc, ctx, { partId: part.id, count: s.b % 4 }) : null;
    }
    case 'bags':
      return applyPackagingRecommendation(doc, ctx);
    case 'equipAll': {
      const accessory = pick(assembliesOf('counter_board_accessory'), s.c);
      const span = pick([80, 300, 600], s.b) ?? 300;
      const spots = doc.front.baseModules.flatMap((root) =>
        root.counterBoards.flatMap((board) =>
          Array.from({ length: Math.floor(board.width / span) }, (_, index) => ({
            rootId: root.id,
            boardId: board.id,
            offset: index * span + (s.a % 5 === 0 ? 150 : 0),
          })),
        ),
      );
      return accessory ? equipAllBarTops(doc, ctx, { assemblyId: accessory.id, spots }).result : null;
    }
    case 'frameAccessory': {
      const frame = module && pick(module.frontFrames, s.b);
      const accessory = pick(assembliesOf('front_frame_accessory'), s.c);
      return target && frame && accessory
        ? addFrontFrameAccessory(doc, ctx, {
            ...target,
            mountId: frame.mount_id,
            assemblyId: accessory.id,
            position: s.a % 3,
          })
        : null;
    }
  }
}
