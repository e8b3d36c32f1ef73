// Random edits for the property tests of every package, built on the editor's command table: a
// step is a kind of edit and three random numbers; on the current bar it becomes an `EditCommand`
// (or nothing, when the bar has nothing it fits) that `applyEdit` runs as the editor's door does.
// Test code only: production code never imports `testing/` (a dependency-cruiser rule).
import fc from 'fast-check';
import type { Catalogue, SideName } from '../catalogue.ts';
import { applyEdit, type EditCommand, type EditResult } from '../commands/editCommands.ts';
import type { EditContext } from '../commands/types.ts';
import { type BarDocument, COLOR_KEYS } from '../document.ts';
import { EDGES, ROTATIONS } from '../edges.ts';
import { openEdges } from '../geometry.ts';
import { buildPresetDocument, seedPresets } from '../seed/presets.ts';

/**
 * How far the edits go. `engine`: every input the engine takes, removals included (the domain's
 * invariants). `placed`: only what the editor offers on its places, and nothing taken away, so
 * that every drawn part still stands on a place of its mode (the layout's properties).
 */
export type Reach = 'engine' | 'placed';

export type Step = { kind: StepKind; a: number; b: number; c: number };

type Draw = (bar: StepBar, s: Step) => EditCommand | null;

/** What a step reads: the bar, the side it edits, the module and rack its numbers pick, the catalogue. */
type StepBar = {
  doc: BarDocument;
  catalogue: Catalogue;
  reach: Reach;
  sideName: SideName;
  target: { side: SideName; moduleId: string } | undefined;
};

const PICTURES = [null, '/api/uploads/propertyPicture000001', 'not-an-upload'] as const;
const BANNER_COLORS = ['white', 'black', '9016', 'dg'] as const;
/** The editor offers speed racks on the open s, w and e edges (the engine also takes n). */
const OFFERED_SPEED_RACK_EDGES = ['s', 'w', 'e'] as const;
const USUAL_RACK_ROWS = [3, 6, 9, 11] as const;

export const pick = <T>(list: readonly T[], index: number): T | undefined =>
  list.length === 0 ? undefined : list[index % list.length];

const assembliesOf = (catalogue: Catalogue, type: string) =>
  [...catalogue.assemblies.values()].filter((assembly) => assembly.type === type);
const partsOf = (catalogue: Catalogue, ...types: string[]) =>
  [...catalogue.parts.values()].filter((part) => types.includes(part.type));

/** A rack row: mostly one of the usual ones, now and then any of the eleven. */
const rackRow = (value: number) => (value % 5 === 0 ? 1 + (value % 11) : (pick(USUAL_RACK_ROWS, value) ?? 3));

function moduleOf({ doc, sideName, target }: StepBar) {
  return target && doc[sideName].baseModules.find((module) => module.id === target.moduleId);
}

function definitionOf(bar: StepBar) {
  const module = moduleOf(bar);
  return module && bar.catalogue.baseModules.get(module.base_module_id);
}

function rackOf(bar: StepBar, s: Step) {
  const module = moduleOf(bar);
  return module && pick(module.racks, s.b);
}

const DRAWS = {
  addModule: ({ doc, catalogue, sideName }, s) => {
    const candidates = [...catalogue.baseModules.values()].filter((candidate) => candidate.side === sideName);
    const attach = pick(openEdges(doc[sideName], catalogue), s.b);
    const toAdd = pick(candidates, s.a);
    if (!toAdd) return null;
    const input = { side: sideName, baseModuleId: toAdd.id, rotation: pick(ROTATIONS, s.c) ?? 0 };
    return { type: 'addBaseModule', input: attach ? { ...input, attach } : input };
  },
  removeModule: ({ target }) => (target ? { type: 'removeBaseModule', input: target } : null),
  rotate: ({ target }, s) =>
    target ? { type: 'rotateBaseModule', input: { ...target, rotation: pick(ROTATIONS, s.b) ?? 0 } } : null,
  frontFrame: (bar, s) => {
    const mount = pick(definitionOf(bar)?.frontFrameMounts ?? [], s.b);
    if (!bar.target || !mount) return null;
    const input = { ...bar.target, mountId: mount.id };
    const isTaken = moduleOf(bar)?.frontFrames.some((frame) => frame.mount_id === mount.id);
    return isTaken && bar.reach === 'engine' ? { type: 'removeFrontFrame', input } : { type: 'addFrontFrame', input };
  },
  board: (bar, s) => {
    const module = moduleOf(bar);
    if (!module) return null;
    return s.b % 2 === 0 && bar.reach === 'engine'
      ? { type: 'removeLastCounterBoard', input: { rootId: module.id } }
      : { type: 'appendCounterBoard', input: { rootId: module.id, width: s.c % 2 === 0 ? 600 : 1200 } };
  },
  boardAccessory: (bar, s) => {
    const module = moduleOf(bar);
    const board = module && pick(module.counterBoards, s.b);
    const accessory = pick(assembliesOf(bar.catalogue, 'counter_board_accessory'), s.c);
    return module && board && accessory
      ? {
          type: 'addCounterBoardAccessory',
          input: { rootId: module.id, boardId: board.id, assemblyId: accessory.id, offset: (s.c % 4) * 150 },
        }
      : null;
  },
  insert: (bar, s) => {
    const rack = rackOf(bar, s);
    const insert = pick(assembliesOf(bar.catalogue, 'insert'), s.c);
    return bar.target && rack && insert
      ? { type: 'addInsert', input: { ...bar.target, rackId: rack.id, assemblyId: insert.id, top: rackRow(s.b) } }
      : null;
  },
  removeInsert: (bar, s) => {
    const rack = rackOf(bar, s);
    const insert = rack && pick(rack.inserts, s.c);
    return bar.target && rack && insert
      ? { type: 'removeInsert', input: { ...bar.target, rackId: rack.id, top: insert.mount } }
      : null;
  },
  worktop: (bar, s) => {
    const rack = rackOf(bar, s);
    const worktop = pick(assembliesOf(bar.catalogue, 'worktop'), s.c);
    return bar.target && rack && worktop
      ? { type: 'setWorktop', input: { ...bar.target, rackId: rack.id, assemblyId: worktop.id, row: rackRow(s.a) } }
      : null;
  },
  removeWorktop: (bar, s) => {
    const rack = rackOf(bar, s);
    return bar.target && rack ? { type: 'removeWorktop', input: { ...bar.target, rackId: rack.id } } : null;
  },
  bottleShelf: ({ target }, s) =>
    target
      ? {
          type: 'addBottleShelf',
          input: { ...target, width: s.b % 2 === 0 ? 600 : 1200, offset: (s.c % 2) * 600 },
        }
      : null,
  panel: (bar, s) => {
    const mount = pick(definitionOf(bar)?.panelMounts ?? [], s.b);
    const panel = pick(assembliesOf(bar.catalogue, 'front_panel'), s.c);
    return bar.target && mount && panel
      ? { type: 'setPanel', input: { ...bar.target, mountId: mount.id, assemblyId: panel.id } }
      : null;
  },
  removePanel: (bar, s) => {
    const panel = pick(moduleOf(bar)?.panels ?? [], s.b);
    return bar.target && panel ? { type: 'removePanel', input: { ...bar.target, mountId: panel.mount.id } } : null;
  },
  panelsToAll: ({ catalogue }, s) => {
    const panel = pick(assembliesOf(catalogue, 'front_panel'), s.c);
    return panel ? { type: 'applyFrontPanelTypeToAll', input: { assemblyId: panel.id } } : null;
  },
  deletePanels: (_bar, s) => (s.b % 5 === 0 ? { type: 'deleteAllPanels' } : null),
  deleteBoards: (_bar, s) => (s.b % 5 === 0 ? { type: 'deleteAllCounterBoards' } : null),
  speedRack: ({ target, reach }, s) => {
    const edge = pick(reach === 'engine' ? EDGES : OFFERED_SPEED_RACK_EDGES, s.b) ?? 's';
    return target ? { type: 'addSpeedRack', input: { ...target, edge, offset: (s.c % 2) * 600 } } : null;
  },
  sideApplication: (bar, s) => {
    const application = pick(assembliesOf(bar.catalogue, 'side_application'), s.b);
    // The editor offers side shelves at the ends of modules with a front frame (the engine takes any).
    const isOffered = bar.reach === 'engine' || Boolean(definitionOf(bar)?.frontFrameMounts.length);
    return bar.target && application && isOffered
      ? { type: 'addSideApplication', input: { ...bar.target, assemblyId: application.id } }
      : null;
  },
  color: ({ catalogue }, s) => ({
    type: 'setGlobalColor',
    input: { key: pick(COLOR_KEYS, s.a) ?? 'frames', code: pick(catalogue.colors, s.b)?.code ?? '9016' },
  }),
  offset: (_bar, s) => ({ type: 'setBackOffset', input: { offsetX: s.a * 10 - 5000, offsetZ: 600 + s.b * 5 } }),
  backPanel: (bar, s) => {
    const panel = pick(assembliesOf(bar.catalogue, 'back_panel'), s.b);
    const isRemoval = s.a % 7 === 0 && bar.reach === 'engine';
    return bar.target && panel
      ? {
          type: 'setBackPanel',
          input: { ...bar.target, position: s.c % 2 === 0 ? 'top' : 'bottom', assemblyId: isRemoval ? null : panel.id },
        }
      : null;
  },
  brandSign: (bar, s) => {
    const sign = pick(partsOf(bar.catalogue, 'einhaengeschild'), s.b);
    return bar.target && sign ? { type: 'addBrandSign', input: { ...bar.target, partId: sign.id } } : null;
  },
  branding: (bar, s) => {
    const banner = pick(partsOf(bar.catalogue, 'frontbanner', 'rueckwandbanner', 'rueckwandseitenbanner'), s.b);
    return bar.target && banner
      ? {
          type: 'addBranding',
          input: {
            ...bar.target,
            edge: pick(EDGES, s.c) ?? 'n',
            partId: banner.id,
            imageUrl: s.a % 3 === 0 ? '/api/uploads/propertyPicture000001' : null,
            fillImage: s.a % 2 === 0,
          },
        }
      : null;
  },
  removeBranding: ({ doc, sideName }, s) => {
    const branding = pick(doc[sideName].brandings, s.a);
    return branding
      ? { type: 'removeBranding', input: { side: sideName, moduleId: branding.base_module_id, edge: branding.edge } }
      : null;
  },
  brandingImage: ({ doc, sideName }, s) => {
    const branding = pick(doc[sideName].brandings, s.a);
    return branding
      ? {
          type: 'setBrandingImage',
          input: {
            side: sideName,
            moduleId: branding.base_module_id,
            edge: branding.edge,
            imageUrl: pick(PICTURES, s.b) ?? null,
            fillImage: s.c % 2 === 0,
            color: pick(BANNER_COLORS, s.c) ?? 'white',
          },
        }
      : null;
  },
  brandSignImage: ({ target }, s) =>
    target
      ? {
          type: 'setBrandSignImage',
          input: { ...target, imageUrl: pick(PICTURES, s.b) ?? null, fillImage: s.c % 2 === 0 },
        }
      : null,
  singlePart: ({ catalogue }, s) => {
    const part = pick([...catalogue.parts.values()], s.a);
    return part ? { type: 'setSinglePartCount', input: { partId: part.id, count: s.b % 4 } } : null;
  },
  bags: () => ({ type: 'applyPackagingRecommendation' }),
  frameAccessory: (bar, s) => {
    const frame = pick(moduleOf(bar)?.frontFrames ?? [], s.b);
    const accessory = pick(assembliesOf(bar.catalogue, 'front_frame_accessory'), s.c);
    return bar.target && frame && accessory
      ? {
          type: 'addFrontFrameAccessory',
          input: { ...bar.target, mountId: frame.mount_id, assemblyId: accessory.id, position: s.a % 3 },
        }
      : null;
  },
  equipAll: ({ doc, catalogue }, s) => {
    const accessory = pick(assembliesOf(catalogue, 'counter_board_accessory'), s.c);
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
    return accessory ? { type: 'equipAllBarTops', input: { assemblyId: accessory.id, spots } } : null;
  },
} satisfies Record<string, Draw>;

export type StepKind = keyof typeof DRAWS;

/** Every kind of step once. */
export const STEP_KINDS = Object.keys(DRAWS) as StepKind[];

/** Kinds that go on the back bar only. */
const BACK_ONLY: readonly StepKind[] = ['backPanel', 'brandSign', 'brandSignImage'];

/** A random step of one of `kinds` (a kind listed twice comes twice as often). */
export function randomStep(kinds: readonly StepKind[]): fc.Arbitrary<Step> {
  return fc.record({ kind: fc.constantFrom(...kinds), a: fc.nat(1000), b: fc.nat(1000), c: fc.nat(1000) });
}

/** A random step of any kind, new modules three times as often (a bar grows before it is equipped). */
export const anyStep: fc.Arbitrary<Step> = randomStep(['addModule', 'addModule', ...STEP_KINDS]);

/** The command a step stands for on `doc`, or null when the bar has nothing it fits. */
export function stepCommand(doc: BarDocument, catalogue: Catalogue, s: Step, reach: Reach): EditCommand | null {
  const isFrontOnly = reach === 'placed' && s.kind === 'sideApplication';
  const sideName: SideName = !isFrontOnly && (BACK_ONLY.includes(s.kind) || s.c % 4 === 0) ? 'back' : 'front';
  const module = pick(doc[sideName].baseModules, s.a);
  const target = module ? { side: sideName, moduleId: module.id } : undefined;
  const draw: Draw = DRAWS[s.kind];
  return draw({ doc, catalogue, reach, sideName, target }, s);
}

/** The index of a random seed preset, the bar random steps start from. */
export const presetIndex: fc.Arbitrary<number> = fc.nat(seedPresets.length - 1);

/** The document of the seed preset at `index`. */
export function presetBar(index: number, catalogue: Catalogue): BarDocument {
  const preset = seedPresets[index];
  if (!preset) throw new Error(`no preset ${index}`);
  return buildPresetDocument(preset, catalogue);
}

/**
 * Runs the steps from `doc` and returns the last document; each accepted step's document is
 * handed to `accepted` first (to check it, or to freeze it before the next step reads it).
 */
export function runSteps(
  doc: BarDocument,
  context: EditContext,
  steps: readonly Step[],
  options: { reach?: Reach; accepted?: (doc: BarDocument, step: Step) => void } = {},
): BarDocument {
  let current = doc;
  for (const s of steps) {
    const result = applyStep(current, context, s, options.reach);
    if (!result?.ok) continue;
    current = result.doc;
    options.accepted?.(current, s);
  }
  return current;
}

/** Runs a step through the command table; null when the bar has nothing it fits. */
export function applyStep(doc: BarDocument, context: EditContext, s: Step, reach: Reach = 'engine'): EditResult | null {
  const command = stepCommand(doc, context.catalogue, s, reach);
  return command ? applyEdit(doc, context, command) : null;
}
