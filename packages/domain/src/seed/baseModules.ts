import type {
  BaseModuleDefinition,
  BaseModuleFamily,
  FrontFrameMount,
  PanelMount,
  RackDefinition,
  SideName,
} from '../catalogue.ts';
import type { Edge } from '../edges.ts';
import { mm } from '../units.ts';
import { gridAnchors } from './anchors.ts';

const RACK_ROWS = Array.from({ length: 11 }, (_, index) => index + 1);
const RACK_MOUNTS = [3, 6, 9, 11];

function racks(count: number): RackDefinition[] {
  return Array.from({ length: count }, (_, index) => ({
    x: mm(index * 600),
    slots: [...RACK_ROWS],
    mounts: [...RACK_MOUNTS],
  }));
}

/** Panel mounts every 600 mm along an edge. */
function mountsAlong(edge: Edge, length: number, isDefault: boolean): PanelMount[] {
  const count = Math.max(1, Math.floor(length / 600));
  const width = count === 1 ? length : 600;
  return Array.from({ length: count }, (_, index) => ({
    id: `${edge}${index + 1}`,
    edge,
    offset: mm(index * 600),
    width: mm(width),
    isDefault,
  }));
}

function frontFrame(width: number, fixed: boolean): FrontFrameMount[] {
  return [{ id: 'n1', edge: 'n', offset: mm(0), width: mm(width), orientation: 'horizontal', fixed }];
}

type Spec = {
  id: number;
  code: string;
  family: BaseModuleFamily;
  partId: number;
  side?: SideName;
  size: [width: number, depth: number, height: number];
  frontFrames?: FrontFrameMount[];
  panels: PanelMount[];
  rackCount?: number;
};

function definition(spec: Spec, order: number): BaseModuleDefinition {
  const [width, depth, height] = spec.size;
  return {
    id: spec.id,
    code: spec.code,
    family: spec.family,
    part_id: spec.partId,
    side: spec.side ?? 'front',
    order_column: order,
    width: mm(width),
    depth: mm(depth),
    height: mm(height),
    anchors: gridAnchors(mm(width), mm(depth)),
    frontFrameMounts: spec.frontFrames ?? [],
    panelMounts: spec.panels,
    racks: racks(spec.rackCount ?? 0),
  };
}

/** Front-bar panel mounts: customer side (n) and open ends (w, e) get panels; the bartender side (s) takes doors. */
function frontPanels(width: number, depth: number): PanelMount[] {
  return [
    ...mountsAlong('n', width, true),
    ...mountsAlong('s', width, false),
    ...mountsAlong('w', depth, true),
    ...mountsAlong('e', depth, true),
  ];
}

const specs: Spec[] = [
  {
    id: 1,
    code: 'g-raxx-600',
    family: 'g-raxx',
    partId: 1,
    size: [600, 600, 1040],
    frontFrames: frontFrame(600, false),
    panels: frontPanels(600, 600),
    rackCount: 1,
  },
  {
    id: 2,
    code: 'g-raxx-1200',
    family: 'g-raxx',
    partId: 2,
    size: [1200, 600, 1040],
    frontFrames: frontFrame(1200, false),
    panels: frontPanels(1200, 600),
    rackCount: 2,
  },
  {
    id: 3,
    code: 'g-flexx-1200',
    family: 'g-flexx',
    partId: 3,
    size: [1200, 600, 1040],
    frontFrames: frontFrame(1200, true),
    panels: frontPanels(1200, 600),
  },
  {
    id: 4,
    code: 'g-flexx-600',
    family: 'g-flexx',
    partId: 4,
    size: [600, 600, 1040],
    frontFrames: frontFrame(600, true),
    panels: frontPanels(600, 600),
  },
  {
    id: 5,
    code: 'g-flexx-mini-600',
    family: 'g-flexx-mini',
    partId: 5,
    size: [600, 400, 1040],
    frontFrames: frontFrame(600, true),
    panels: [...mountsAlong('n', 600, true), ...mountsAlong('s', 600, false)],
  },
  {
    id: 6,
    code: 'corner-module',
    family: 'corner',
    partId: 6,
    size: [600, 600, 1040],
    // The corner frame is part of the corner module; the corner worktop sits on it.
    frontFrames: frontFrame(600, true),
    // P4: a corner gets default panels on its n and e edges only.
    panels: [
      ...mountsAlong('n', 600, true),
      ...mountsAlong('e', 600, true),
      ...mountsAlong('s', 600, false),
      ...mountsAlong('w', 600, false),
    ],
  },
  {
    id: 7,
    code: 'empty-module-600',
    family: 'empty',
    partId: 7,
    size: [600, 600, 1040],
    panels: [...mountsAlong('n', 600, true)],
  },
  {
    id: 8,
    code: 'back-frame-600',
    family: 'back-frame',
    partId: 8,
    side: 'back',
    size: [600, 450, 2000],
    // P4: never a default panel on the back bar's north (bartender) edge.
    panels: [...mountsAlong('n', 600, false)],
    rackCount: 1,
  },
  {
    id: 9,
    code: 'back-frame-1200',
    family: 'back-frame',
    partId: 9,
    side: 'back',
    size: [1200, 450, 2000],
    panels: [...mountsAlong('n', 1200, false)],
    rackCount: 2,
  },
];

/** Seed base modules (the catalogue's base frames), front side first. */
export const seedBaseModules: BaseModuleDefinition[] = specs.map((spec, index) => definition(spec, index + 1));
