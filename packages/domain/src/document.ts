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
export type ColorSettings = Readonly<Record<ColorKey, string>>;

export const DEFAULT_COLOR = '9016'; // RAL 9016 traffic white

export const FLOORS = ['concrete', 'grass', 'gravel', 'tiles', 'wood'] as const;
export type Floor = (typeof FLOORS)[number];
export const SKYBOXES = ['beach', 'farm', 'hall', 'woods', 'off'] as const;
export type Skybox = (typeof SKYBOXES)[number];

export type SideSettings = {
  readonly colors: ColorSettings;
  readonly background: Floor;
  readonly backgroundColor: string;
  readonly skybox: Skybox;
  /** Sideways shift of the back bar from the centre of the front bar (P11). */
  readonly offsetX: Mm;
  /** The aisle from the front bar's back edge to the back bar's front edge (P11). */
  readonly offsetZ: Mm;
};

export type Neighbour = { readonly id: string; readonly edge: Edge };

export type RackInsert = {
  readonly slots: readonly number[];
  readonly height_units: number;
  readonly mount: number;
  readonly rack_insert_model_id: number;
};
export type Rack = {
  readonly id: string;
  readonly x: Mm;
  readonly worktop: { readonly assembly_id: number; readonly mount: number } | null;
  readonly inserts: readonly RackInsert[];
  readonly slots: readonly number[];
  readonly mounts: readonly number[];
};

export type FrontFrame = {
  readonly id: string;
  readonly mount_id: string;
  readonly part_id: number;
  readonly color: string | null;
};

export type CounterBoardAccessory = { readonly assembly_id: number; readonly offset: Mm };
export type CounterBoard = {
  readonly id: string;
  readonly part_id: number;
  readonly edge: Edge;
  /** Distance from the root module's edge start. */
  readonly offset: Mm;
  readonly width: Mm;
  readonly color: string | null;
  readonly accessories: readonly CounterBoardAccessory[];
};

export type PanelInstance = {
  readonly assembly_model_id: number;
  readonly mount: { readonly orientation: Edge; readonly shift: Mm; readonly id: string };
  readonly color: string | null;
  readonly image: string | null;
  readonly fill_image: boolean;
  readonly width: Mm;
  readonly height: Mm;
};

export type SideApplication = {
  readonly side: 'left' | 'right';
  readonly assembly_id: number;
  readonly color: string | null;
  readonly parts: readonly number[];
};
export type BackSideApplication = {
  readonly part_id: number;
  readonly orientation: Edge;
  readonly color: string | null;
};
export type SpeedRack = { readonly edge: Edge; readonly offset: Mm };
export type BottleShelf = { readonly part_id: number; readonly offset: Mm; readonly color: string | null };
export type FrontFrameAccessory = {
  readonly assembly_id: number;
  readonly mount_id: string;
  readonly position: number;
};
export type BrandSignInstance = {
  readonly part_id: number;
  readonly edge: Edge;
  readonly image_url: string | null;
  readonly fill_image: boolean;
};

/** One placed base module with everything mounted on it. */
export type BaseModuleInstance = {
  readonly id: string;
  readonly base_module_id: number;
  readonly rotation: Rotation;
  /** World position of the footprint's centre, in millimetres. */
  readonly position: { readonly x: Mm; readonly z: Mm };
  readonly racks: readonly Rack[];
  readonly neighbours: readonly Neighbour[];
  readonly frontFrames: readonly FrontFrame[];
  readonly brandsigns: readonly BrandSignInstance[];
  readonly panels: readonly PanelInstance[];
  readonly counterBoards: readonly CounterBoard[];
  readonly side_applications: readonly SideApplication[];
  readonly back_side_applications: readonly BackSideApplication[];
  readonly back_panels: { readonly top: PanelInstance | null; readonly bottom: PanelInstance | null };
  readonly front_frame_accessories: readonly FrontFrameAccessory[];
  readonly speed_racks: readonly SpeedRack[];
  readonly bottle_shelves: readonly BottleShelf[];
  readonly color: string | null;
  readonly cornerCapColor: string | null;
  readonly cornerWorktopColor: string | null;
};

/** What a module starts with beside its frame: the lists of what is placed on it and its own colours. */
export type ModuleItems = Omit<
  BaseModuleInstance,
  'id' | 'base_module_id' | 'rotation' | 'position' | 'racks' | 'neighbours' | 'frontFrames'
>;

/**
 * A newly placed module holds nothing and takes the bar's colours. A new kind of item placed on
 * modules adds its list here, next to its field (the type asks for every field).
 */
export function emptyModuleItems(): ModuleItems {
  return {
    brandsigns: [],
    panels: [],
    counterBoards: [],
    side_applications: [],
    back_side_applications: [],
    back_panels: { top: null, bottom: null },
    front_frame_accessories: [],
    speed_racks: [],
    bottle_shelves: [],
    color: null,
    cornerCapColor: null,
    cornerWorktopColor: null,
  };
}

export const BRANDING_TYPES = ['frontbanner', 'einhaengeschild', 'rueckwandbanner', 'rueckwandseitenbanner'] as const;
export type BrandingType = (typeof BRANDING_TYPES)[number];
export type Branding = {
  readonly base_module_id: string;
  readonly edge: Edge;
  readonly part_id: number;
  readonly image_url: string | null;
  readonly color: string;
  readonly fill_image: boolean;
  readonly type: BrandingType;
  readonly width: Mm;
  readonly height: Mm;
};

export type BarSide = {
  readonly baseModules: readonly BaseModuleInstance[];
  readonly brandings: readonly Branding[];
  readonly settings: SideSettings;
};

export type PartCount = { readonly part_id: number; readonly count: number };

export type OrbitSettings = {
  readonly panX: number;
  readonly panY: number;
  readonly rotationX: number;
  readonly rotationY: number;
  readonly zoom: number;
};

/** The editable content of a bar: what the editor changes and the server stores. */
export type BarDocument = {
  readonly schemaVersion: typeof DOCUMENT_VERSION;
  readonly front: BarSide;
  readonly back: BarSide;
  readonly additionalAccessories: readonly PartCount[];
  readonly singleParts: readonly PartCount[];
  readonly settings: SideSettings;
  readonly orbit_settings: OrbitSettings;
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
