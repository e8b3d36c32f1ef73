import type { SideName } from '@bar/domain/catalogue';
import type { PlaceKind } from '../places/placeTypes.ts';
import { type EditingMode, isPartsTabMode } from './modes.ts';

/** The side-menu sections of the specification (section 2), as text keys `modes.sections.<key>`. */
export const SECTION_KEYS = [
  'baseModule',
  'frontFrames',
  'worktopsInserts',
  'backPanels',
  'panels',
  'doors',
  'bottleShelf',
  'barTopsSideApps',
  'lighting',
  'accessories',
  'bannersSigns',
  'sideBanners',
  'brandSigns',
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

export type ModeDefinition = {
  mode: EditingMode;
  /** The sides of the bar the mode edits. */
  sides: readonly SideName[];
  /** Side-menu sections, in order. */
  sections: readonly SectionKey[];
  /** The kinds of place the mode draws in 3D and lists in the menu. */
  placeKinds: readonly PlaceKind[];
  /** Whether the mode shows the P7/P8 warnings (base shape). */
  showsShapeWarnings: boolean;
};

const BOTH = ['front', 'back'] as const;
const FRONT = ['front'] as const;

/** The editing modes of the Bar and Back bar tabs; the Single parts / Bags modes live elsewhere. */
export const MODE_DEFINITIONS: readonly ModeDefinition[] = [
  {
    mode: 'shape',
    sides: BOTH,
    sections: ['baseModule'],
    placeKinds: ['attachEdge', 'module'],
    showsShapeWarnings: true,
  },
  { mode: 'racks', sides: BOTH, sections: ['worktopsInserts'], placeKinds: ['rackRow'], showsShapeWarnings: true },
  {
    mode: 'front-frames',
    sides: FRONT,
    sections: ['frontFrames'],
    placeKinds: ['frameMount'],
    showsShapeWarnings: false,
  },
  {
    mode: 'front-panels',
    sides: BOTH,
    sections: ['panels', 'doors'],
    placeKinds: ['panelMount'],
    showsShapeWarnings: false,
  },
  {
    mode: 'back-panels',
    sides: ['back'],
    sections: ['backPanels'],
    placeKinds: ['backPanel'],
    showsShapeWarnings: false,
  },
  {
    mode: 'counter-boards',
    sides: FRONT,
    sections: ['barTopsSideApps'],
    placeKinds: ['run'],
    showsShapeWarnings: false,
  },
  { mode: 'leds', sides: FRONT, sections: ['lighting'], placeKinds: ['ledSlot'], showsShapeWarnings: false },
  {
    mode: 'bottleshelves',
    sides: BOTH,
    sections: ['bottleShelf'],
    placeKinds: ['shelfSpot'],
    showsShapeWarnings: false,
  },
  {
    mode: 'accessories',
    sides: BOTH,
    sections: ['accessories'],
    placeKinds: ['hookSlot', 'speedRackSlot'],
    showsShapeWarnings: false,
  },
  {
    mode: 'accessories-accessories',
    sides: FRONT,
    sections: ['accessories'],
    placeKinds: ['boardSpot'],
    showsShapeWarnings: false,
  },
  {
    mode: 'accessories-gn',
    sides: FRONT,
    sections: ['accessories'],
    placeKinds: ['boardSpot'],
    showsShapeWarnings: false,
  },
  { mode: 'brandsigns', sides: BOTH, sections: ['brandSigns'], placeKinds: ['signModule'], showsShapeWarnings: false },
  {
    mode: 'branding',
    sides: BOTH,
    sections: ['bannersSigns', 'sideBanners'],
    placeKinds: ['bannerEdge'],
    showsShapeWarnings: false,
  },
  {
    mode: 'side-apps',
    sides: FRONT,
    sections: ['barTopsSideApps'],
    placeKinds: ['sideEnd'],
    showsShapeWarnings: false,
  },
];

export function modeDefinition(mode: EditingMode): ModeDefinition | undefined {
  return MODE_DEFINITIONS.find((definition) => definition.mode === mode);
}

/** The modes the side menu offers on a side of the bar, in the specification's order. */
export function modesForSide(side: SideName): EditingMode[] {
  return MODE_DEFINITIONS.filter(
    (definition) => definition.sides.includes(side) && !isPartsTabMode(definition.mode),
  ).map((definition) => definition.mode);
}
