import type { Edge } from './edges.ts';
import type { LocalizedText } from './locale.ts';
import type { Cents, Grams, Mm } from './units.ts';

export const PART_TYPES = [
  'base-frame',
  'front-frame',
  'counter-board',
  'panel',
  'door',
  'worktop',
  'insert',
  'side-application',
  'back-panel',
  'shelf',
  'bottle-shelf',
  'speed-rack',
  'frontbanner',
  'einhaengeschild',
  'brandsign',
  'rueckwandbanner',
  'rueckwandseitenbanner',
  'accessory',
  'packaging',
  'led',
  'cap',
] as const;
export type PartType = (typeof PART_TYPES)[number];

export type PartVariant = { part_number: string };

/** A box size in millimetres, in any order: a part as packed for transport, or a bag's inner space. */
export type BoxSize = { length: Mm; width: Mm; height: Mm };

/** A sellable part: what appears on a line of the parts list. */
export type Part = {
  id: number;
  /** Stable identifier used by rules to find special parts. */
  code: string;
  type: PartType;
  name: LocalizedText;
  description: LocalizedText;
  width: Mm;
  height: Mm;
  depth: Mm;
  weight: Grams;
  /** Net price per unit. */
  price: Cents;
  variants: PartVariant[];
  /** Size as packed for transport; without it the part travels as width × height × depth. */
  packed_size?: BoxSize | null;
  /** Packaging parts (bags, cases): the space inside and the most they may carry. */
  inner_size?: BoxSize | null;
  max_load?: Grams | null;
  /** Power drawn in use (LED parts, powered accessories); 0 or absent when it draws none. */
  watts?: number;
};

/** A class of vehicle the transport plan is checked against (estate car, small van, 3.5 t van). */
export type VehicleClass = { code: string; name: LocalizedText; cargo: BoxSize; payload: Grams };

export const BASE_MODULE_FAMILIES = ['g-raxx', 'g-flexx', 'g-flexx-mini', 'corner', 'empty', 'back-frame'] as const;
export type BaseModuleFamily = (typeof BASE_MODULE_FAMILIES)[number];

export type SideName = 'front' | 'back';

/**
 * A point on a module's outline where a neighbour can snap, in module-local millimetres
 * measured from the footprint's centre (x to the east, z to the south, before rotation).
 */
export type Anchor = { edge: Edge; x: Mm; z: Mm };

export type FrontFrameMount = {
  id: string;
  edge: Edge;
  /** Distance from the edge's start (west or north end) to the mount's start. */
  offset: Mm;
  width: Mm;
  orientation: 'horizontal' | 'vertical';
  /** A fixed front frame is part of the base frame and cannot be removed (P9). */
  fixed: boolean;
};

export type PanelMount = {
  id: string;
  edge: Edge;
  offset: Mm;
  width: Mm;
  /** Whether a new module gets the default front panel here (P4; never on the back's n edge). */
  isDefault: boolean;
};

export type RackDefinition = {
  /** Distance of the rack's left upright from the module's west edge. */
  x: Mm;
  /** Height-unit rows the rack provides (1 = bottom row). */
  slots: number[];
  /** Rows that carry a mount for an insert's top. */
  mounts: number[];
};

/** A base module as the catalogue offers it. */
export type BaseModuleDefinition = {
  id: number;
  code: string;
  family: BaseModuleFamily;
  part_id: number;
  side: SideName;
  order_column: number;
  width: Mm;
  depth: Mm;
  height: Mm;
  anchors: Anchor[];
  frontFrameMounts: FrontFrameMount[];
  panelMounts: PanelMount[];
  racks: RackDefinition[];
};

export const ASSEMBLY_TYPES = [
  'insert',
  'worktop',
  'side_application',
  'front_frame_accessory',
  'counter_board_accessory',
  'back_panel',
  'brandsign',
  'front_panel',
] as const;
export type AssemblyType = (typeof ASSEMBLY_TYPES)[number];

export type AssemblyTranslation = { name: string; description: string };

/**
 * A configurable unit built from parts: a rack insert, a worktop, a panel or door, a side
 * application, an accessory, a back panel. Its parts go on the parts list.
 */
export type Assembly = {
  id: number;
  code: string;
  type: AssemblyType;
  order_column: number;
  parts: { part_id: number; quantity: number }[];
  is_active: boolean;
  thumbnail: string | null;
  width: Mm;
  depth: Mm;
  height: Mm;
  /** Rack rows the unit occupies (inserts, worktops); 0 where it does not sit in a rack. */
  height_units: number;
  /**
   * Where it mounts: a rack row list for worktops (`allowed_rows`), an edge kind for panels
   * ('front' | 'side' | 'door'), 'top' | 'bottom' | 'both' for back panels, the side ('left' |
   * 'right') for side applications, null otherwise.
   */
  mount: string | null;
  /** Rack rows a worktop may sit on (R2). */
  allowed_rows: number[];
  side: SideName | 'both';
  translations: { de: AssemblyTranslation; en: AssemblyTranslation } & Partial<Record<string, AssemblyTranslation>>;
};

export type Color = { id: number; code: string; name: string; hex: string; is_active: boolean };

export type Catalogue = {
  parts: ReadonlyMap<number, Part>;
  baseModules: ReadonlyMap<number, BaseModuleDefinition>;
  assemblies: ReadonlyMap<number, Assembly>;
  colors: readonly Color[];
  vehicles: readonly VehicleClass[];
};

export function createCatalogue(input: {
  parts: readonly Part[];
  baseModules: readonly BaseModuleDefinition[];
  assemblies?: readonly Assembly[];
  colors?: readonly Color[];
  vehicles?: readonly VehicleClass[];
}): Catalogue {
  return {
    parts: new Map(input.parts.map((part) => [part.id, part])),
    baseModules: new Map(input.baseModules.map((module) => [module.id, module])),
    assemblies: new Map((input.assemblies ?? []).map((assembly) => [assembly.id, assembly])),
    colors: input.colors ?? [],
    vehicles: input.vehicles ?? [],
  };
}

export function findAssemblyByCode(catalogue: Catalogue, code: string): Assembly | undefined {
  for (const assembly of catalogue.assemblies.values()) {
    if (assembly.code === code) return assembly;
  }
  return undefined;
}

export function findPartByCode(catalogue: Catalogue, code: string): Part | undefined {
  for (const part of catalogue.parts.values()) {
    if (part.code === code) return part;
  }
  return undefined;
}

export function primaryPartNumber(part: Part): string {
  return part.variants[0]?.part_number ?? `P-${part.id}`;
}

/** The part a front-frame mount takes: the corner frame on corner modules, else the frame of its width. */
export function frontFramePartCode(definition: BaseModuleDefinition, mount: FrontFrameMount): string {
  return definition.family === 'corner' ? 'corner-frame' : `front-frame-${mount.width}`;
}
