import type { BaseModuleDefinition, RackDefinition } from '../catalogue.ts';
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

/** Seed base modules (the catalogue's base frames). */
export const seedBaseModules: BaseModuleDefinition[] = [
  {
    id: 1,
    code: 'g-raxx-600',
    family: 'g-raxx',
    part_id: 1,
    side: 'front',
    order_column: 1,
    width: mm(600),
    depth: mm(600),
    height: mm(1040),
    anchors: gridAnchors(mm(600), mm(600)),
    frontFrameMounts: [{ id: 'n1', edge: 'n', offset: mm(0), width: mm(600), orientation: 'horizontal', fixed: false }],
    panelMounts: [{ id: 'n1', edge: 'n', offset: mm(0), width: mm(600) }],
    racks: racks(1),
  },
  {
    id: 2,
    code: 'g-raxx-1200',
    family: 'g-raxx',
    part_id: 2,
    side: 'front',
    order_column: 2,
    width: mm(1200),
    depth: mm(600),
    height: mm(1040),
    anchors: gridAnchors(mm(1200), mm(600)),
    frontFrameMounts: [
      { id: 'n1', edge: 'n', offset: mm(0), width: mm(1200), orientation: 'horizontal', fixed: false },
    ],
    panelMounts: [
      { id: 'n1', edge: 'n', offset: mm(0), width: mm(600) },
      { id: 'n2', edge: 'n', offset: mm(600), width: mm(600) },
    ],
    racks: racks(2),
  },
  {
    id: 3,
    code: 'g-flexx-1200',
    family: 'g-flexx',
    part_id: 3,
    side: 'front',
    order_column: 3,
    width: mm(1200),
    depth: mm(600),
    height: mm(1040),
    anchors: gridAnchors(mm(1200), mm(600)),
    frontFrameMounts: [{ id: 'n1', edge: 'n', offset: mm(0), width: mm(1200), orientation: 'horizontal', fixed: true }],
    panelMounts: [{ id: 'n1', edge: 'n', offset: mm(0), width: mm(1200) }],
    racks: [],
  },
];
