// Random bars for the property tests: a seed preset changed by random engine commands, so that
// every document is one the editor can make (turned modules, both sides, everything that hangs on
// an edge or an end).
import type { Catalogue } from '@bar/domain/catalogue';
import { addBaseModule, rotateBaseModule } from '@bar/domain/commands/baseModules';
import { addBranding, addBrandSign } from '@bar/domain/commands/branding';
import { setBackOffset } from '@bar/domain/commands/colors';
import { addCounterBoardAccessory, appendCounterBoard } from '@bar/domain/commands/counterBoardEdits';
import { addSideApplication, addSpeedRack } from '@bar/domain/commands/edgeItems';
import { addFrontFrame, addFrontFrameAccessory } from '@bar/domain/commands/frontFrames';
import { setBackPanel, setPanel } from '@bar/domain/commands/panelEdits';
import { addBottleShelf, addInsert, setWorktop } from '@bar/domain/commands/rackEdits';
import type { CommandResult, EditContext } from '@bar/domain/commands/types';
import type { BarDocument } from '@bar/domain/document';
import { EDGES, ROTATIONS } from '@bar/domain/edges';
import { openEdges } from '@bar/domain/geometry';
import { sequentialIds } from '@bar/domain/ids';
import { seedCatalogue } from '@bar/domain/seed/catalogue';
import { buildPresetDocument, seedPresets } from '@bar/domain/seed/presets';
import fc from 'fast-check';

export const catalogue: Catalogue = seedCatalogue();

const KINDS = [
  'addModule',
  'addModule',
  'rotate',
  'frontFrame',
  'board',
  'boardAccessory',
  'insert',
  'worktop',
  'bottleShelf',
  'panel',
  'speedRack',
  'sideApplication',
  'offset',
  'backPanel',
  'brandSign',
  'branding',
  'frameAccessory',
] as const;
type Step = { kind: (typeof KINDS)[number]; a: number; b: number; c: number };

const step: fc.Arbitrary<Step> = fc.record({
  kind: fc.constantFrom(...KINDS),
  a: fc.nat(1000),
  b: fc.nat(1000),
  c: fc.nat(1000),
});

const SPEED_RACK_EDGES = ['s', 'w', 'e'] as const;

const pick = <T>(list: readonly T[], index: number): T | undefined =>
  list.length === 0 ? undefined : list[index % list.length];
const assembliesOf = (type: string) => [...catalogue.assemblies.values()].filter((assembly) => assembly.type === type);
const partsOf = (type: string) => [...catalogue.parts.values()].filter((part) => part.type === type);

function apply(doc: BarDocument, context: EditContext, s: Step): CommandResult | null {
  const backOnly = s.kind === 'backPanel' || s.kind === 'brandSign';
  // The editor offers side shelves on the front bar only (the engine also takes them on the back).
  const frontOnly = s.kind === 'sideApplication';
  const sideName = !frontOnly && (backOnly || s.c % 4 === 0) ? 'back' : 'front';
  const side = doc[sideName];
  const module = pick(side.baseModules, s.a);
  const target = module ? ({ side: sideName, moduleId: module.id } as const) : undefined;
  const definition = module && catalogue.baseModules.get(module.base_module_id);
  const rack = module && pick(module.racks, s.b);
  switch (s.kind) {
    case 'addModule': {
      const candidates = [...catalogue.baseModules.values()].filter((candidate) => candidate.side === sideName);
      const attach = pick(openEdges(side, catalogue), s.b);
      const toAdd = pick(candidates, s.a);
      if (!toAdd) return null;
      return addBaseModule(doc, context, {
        side: sideName,
        baseModuleId: toAdd.id,
        rotation: pick(ROTATIONS, s.c) ?? 0,
        ...(attach ? { attach } : {}),
      });
    }
    case 'rotate':
      return target ? rotateBaseModule(doc, context, { ...target, rotation: pick(ROTATIONS, s.b) ?? 0 }) : null;
    case 'frontFrame': {
      const mount = definition && pick(definition.frontFrameMounts, s.b);
      return target && mount ? addFrontFrame(doc, context, { ...target, mountId: mount.id }) : null;
    }
    case 'board':
      return module ? appendCounterBoard(doc, context, { rootId: module.id, width: s.c % 2 === 0 ? 600 : 1200 }) : null;
    case 'boardAccessory': {
      const board = module && pick(module.counterBoards, s.b);
      const accessory = pick(assembliesOf('counter_board_accessory'), s.c);
      return module && board && accessory
        ? addCounterBoardAccessory(doc, context, {
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
        ? addInsert(doc, context, { ...target, rackId: rack.id, assemblyId: insert.id, top: 1 + (s.b % 11) })
        : null;
    }
    case 'worktop': {
      const worktop = pick(assembliesOf('worktop'), s.c);
      return target && rack && worktop
        ? setWorktop(doc, context, { ...target, rackId: rack.id, assemblyId: worktop.id, row: 1 + (s.a % 11) })
        : null;
    }
    case 'bottleShelf':
      return target
        ? addBottleShelf(doc, context, { ...target, width: s.b % 2 === 0 ? 600 : 1200, offset: (s.c % 2) * 600 })
        : null;
    case 'panel': {
      const mount = definition && pick(definition.panelMounts, s.b);
      const panel = pick(assembliesOf('front_panel'), s.c);
      return target && mount && panel
        ? setPanel(doc, context, { ...target, mountId: mount.id, assemblyId: panel.id })
        : null;
    }
    case 'speedRack':
      // The editor offers speed racks on the open s, w and e edges (the engine also takes n).
      return target
        ? addSpeedRack(doc, context, { ...target, edge: pick(SPEED_RACK_EDGES, s.b) ?? 's', offset: (s.c % 2) * 600 })
        : null;
    case 'sideApplication': {
      // The editor offers side shelves at the ends of modules with a front frame (the engine takes any).
      const application = pick(assembliesOf('side_application'), s.b);
      return target && application && definition?.frontFrameMounts.length
        ? addSideApplication(doc, context, { ...target, assemblyId: application.id })
        : null;
    }
    case 'offset':
      return setBackOffset(doc, context, { offsetX: s.a * 10 - 5000, offsetZ: 600 + s.b * 5 });
    case 'backPanel': {
      const panel = pick(assembliesOf('back_panel'), s.b);
      return target && panel
        ? setBackPanel(doc, context, { ...target, position: s.c % 2 === 0 ? 'top' : 'bottom', assemblyId: panel.id })
        : null;
    }
    case 'brandSign': {
      const sign = pick(partsOf('einhaengeschild'), s.b);
      return target && sign ? addBrandSign(doc, context, { ...target, partId: sign.id }) : null;
    }
    case 'branding': {
      const banner = pick(
        [...partsOf('frontbanner'), ...partsOf('rueckwandbanner'), ...partsOf('rueckwandseitenbanner')],
        s.b,
      );
      return target && banner
        ? addBranding(doc, context, {
            ...target,
            edge: pick(EDGES, s.c) ?? 'n',
            partId: banner.id,
            imageUrl: s.a % 3 === 0 ? '/api/uploads/propertyPicture000001' : null,
            fillImage: s.a % 2 === 0,
          })
        : null;
    }
    case 'frameAccessory': {
      const frame = module && pick(module.frontFrames, s.b);
      const accessory = pick(assembliesOf('front_frame_accessory'), s.c);
      return target && frame && accessory
        ? addFrontFrameAccessory(doc, context, {
            ...target,
            mountId: frame.mount_id,
            assemblyId: accessory.id,
            position: s.a % 3,
          })
        : null;
    }
  }
}

const isShapeStep = (s: Step) => s.kind === 'addModule' || s.kind === 'rotate';

/**
 * A seed preset with up to 30 random edits the engine accepts: the shape first, then the equipment
 * (the engine keeps a side shelf or a panel on an edge that a module added later closes, and then
 * no place offers it; that order is left to the engine's tests).
 */
export const arbitraryBar: fc.Arbitrary<BarDocument> = fc
  .tuple(fc.nat(seedPresets.length - 1), fc.array(step, { maxLength: 30 }))
  .map(([index, steps]) => {
    const preset = seedPresets[index];
    if (!preset) throw new Error(`no preset ${index}`);
    const context: EditContext = { catalogue, newId: sequentialIds('p-') };
    let doc = buildPresetDocument(preset, catalogue);
    for (const current of [...steps.filter(isShapeStep), ...steps.filter((s) => !isShapeStep(s))]) {
      const result = apply(doc, context, current);
      if (result?.ok) doc = result.doc;
    }
    return doc;
  });
