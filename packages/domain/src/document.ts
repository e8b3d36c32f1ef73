import type { SideName } from './catalogue.ts';
import type { Edge, Rotation } from './edges.ts';
import type { Mm } from './units.ts';

/** Version of the document's shape; bump it and add a migration in migrations.ts. */
export const DOCUMENT_VERSION = 2;

export const COLOR_KEYS = [
  'frames',
  'panels',
  'worktops',
  'base_modules',
  'counter_boards',
  'side_applications',
  'back_side_applications',
  'elevated_bottle_shelves',
  'backframe_shelves',
  'backframe_bottleshelves',
  'brandsigns',
] as const;
export type ColorKey = (typeof COLOR_KEYS)[number];
export type ColorSettings = Record<ColorKey, string>;

export const DEFAULT_COLOR = '9016'; // RAL 9016 traffic white

export const FLOORS = ['concrete', 'grass', 'gravel', 'tiles', 'wood'] as const;
export type Floor = (typeof FLOORS)[number];
export const SKYBOXES = ['beach', 'farm', 'hall', 'woods', 'off'] as const;
export type Skybox = (typeof SKYBOXES)[number];

export type SideSettings = {
  colors: ColorSettings;
  background: Floor;
  backgroundColor: string;
  skybox: Skybox;
  /** Sideways shift of the back bar from the centre of the front bar (P11). */
  offsetX: Mm;
  /** The aisle from the front bar's back edge to the back bar's front edge (P11). */
  offsetZ: Mm;
};

export type Neighbour = { id: string; edge: Edge };

export type RackInsert = { slots: number[]; height_units: number; mount: number; rack_insert_model_id: number };
export type Rack = {
  id: string;
  x: Mm;
  worktop: { assembly_id: number; mount: number } | null;
  inserts: RackInsert[];
  slots: number[];
  mounts: number[];
};

export type FrontFrame = { id: string; mount_id: string; part_id: number; color: string | null };

export type CounterBoardAccessory = { assembly_id: number; offset: Mm };
export type CounterBoard = {
  id: string;
  part_id: number;
  edge: Edge;
  /** Distance from the root module's edge start. */
  offset: Mm;
  width: Mm;
  color: string | null;
  accessories: CounterBoardAccessory[];
};

export type PanelInstance = {
  assembly_model_id: number;
  mount: { orientation: Edge; shift: Mm; id: string };
  color: string | null;
  image: string | null;
  fill_image: boolean;
  width: Mm;
  height: Mm;
};

export type SideApplication = { side: 'left' | 'right'; assembly_id: number; color: string | null; parts: number[] };
export type BackSideApplication = { part_id: number; orientation: Edge; color: string | null };
export type SpeedRack = { edge: Edge; offset: Mm };
export type BottleShelf = { part_id: number; offset: Mm; color: string | null };
export type FrontFrameAccessory = { assembly_id: number; mount_id: string; position: number };
export type BrandSignInstance = { part_id: number; edge: Edge; image_url: string | null; fill_image: boolean };

/** One placed base module with everything mounted on it. */
export type BaseModuleInstance = {
  id: string;
  base_module_id: number;
  rotation: Rotation;
  /** World position of the footprint's centre, in millimetres. */
  position: { x: Mm; z: Mm };
  racks: Rack[];
  neighbours: Neighbour[];
  frontFrames: FrontFrame[];
  brandsigns: BrandSignInstance[];
  panels: PanelInstance[];
  counterBoards: CounterBoard[];
  side_applications: SideApplication[];
  back_side_applications: BackSideApplication[];
  back_panels: { top: PanelInstance | null; bottom: PanelInstance | null };
  front_frame_accessories: FrontFrameAccessory[];
  speed_racks: SpeedRack[];
  bottle_shelves: BottleShelf[];
  color: string | null;
  cornerCapColor: string | null;
  cornerWorktopColor: string | null;
};

export const BRANDING_TYPES = ['frontbanner', 'einhaengeschild', 'rueckwandbanner', 'rueckwandseitenbanner'] as const;
export type BrandingType = (typeof BRANDING_TYPES)[number];
export type Branding = {
  base_module_id: string;
  edge: Edge;
  part_id: number;
  image_url: string | null;
  color: string;
  fill_image: boolean;
  type: BrandingType;
  width: Mm;
  height: Mm;
};

export type BarSide = { baseModules: BaseModuleInstance[]; brandings: Branding[]; settings: SideSettings };

export type PartCount = { part_id: number; count: number };

export type OrbitSettings = { panX: number; panY: number; rotationX: number; rotationY: number; zoom: number };

/** The editable content of a bar: what the editor changes and the server stores. */
export type BarDocument = {
  schemaVersion: typeof DOCUMENT_VERSION;
  front: BarSide;
  back: BarSide;
  additionalAccessories: PartCount[];
  singleParts: PartCount[];
  settings: SideSettings;
  orbit_settings: OrbitSettings;
};

/**
 * A back bar starts centred behind its front bar with a 1,000 mm aisle: room for one person
 * working and one passing (P11).
 */
export const DEFAULT_BACK_OFFSET = { x: 0, z: 1000 } as const;
export const DEFAULT_ORBIT_SETTINGS: OrbitSettings = { panX: 0, panY: 0.05, rotationX: -180, rotationY: 28, zoom: -5 };

export function defaultColorSettings(color: string = DEFAULT_COLOR): ColorSettings {
  return Object.fromEntries(COLOR_KEYS.map((key) => [key, color])) as ColorSettings;
}

export function defaultSideSettings(): SideSettings {
  return {
    colors: defaultColorSettings(),
    background: 'wood',
    backgroundColor: '#e9eef2',
    skybox: 'off',
    offsetX: DEFAULT_BACK_OFFSET.x as Mm,
    offsetZ: DEFAULT_BACK_OFFSET.z as Mm,
  };
}

export function createEmptyBarDocument(): BarDocument {
  return {
    schemaVersion: DOCUMENT_VERSION,
    front: { baseModules: [], brandings: [], settings: defaultSideSettings() },
    back: { baseModules: [], brandings: [], settings: defaultSideSettings() },
    additionalAccessories: [],
    singleParts: [],
    settings: defaultSideSettings(),
    orbit_settings: { ...DEFAULT_ORBIT_SETTINGS },
  };
}

export function getSide(doc: BarDocument, side: SideName): BarSide {
  return side === 'front' ? doc.front : doc.back;
}

export function withSide(doc: BarDocument, side: SideName, next: BarSide): BarDocument {
  return side === 'front' ? { ...doc, front: next } : { ...doc, back: next };
}

export function findModule(side: BarSide, id: string): BaseModuleInstance | undefined {
  return side.baseModules.find((module) => module.id === id);
}
