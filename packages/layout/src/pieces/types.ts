import type { SideName } from '@bar/domain/catalogue';

/**
 * How a surface looks; every finish is one shared material, so boxes of one finish and one shape
 * are drawn by one instanced mesh whatever their colour (colours go per instance).
 */
export const FINISHES = ['aluminium', 'paint', 'board', 'steel', 'dark', 'glass', 'glow'] as const;
export type Finish = (typeof FINISHES)[number];
export const SHAPES = ['box', 'cylinder'] as const;
export type Shape = (typeof SHAPES)[number];

/** The part family a piece belongs to; tests count them, nothing draws by it. */
export type Family =
  | 'rackFrame'
  | 'frontFrame'
  | 'counterBoard'
  | 'counterBoardAccessory'
  | 'worktop'
  | 'insert'
  | 'panel'
  | 'door'
  | 'sideApplication'
  | 'backPanel'
  | 'backSideApplication'
  | 'speedRack'
  | 'bottleShelf'
  | 'led'
  | 'bagHook'
  | 'cornerWorktop'
  | 'cornerCap'
  | 'branding'
  | 'brandSign';

/**
 * One solid piece in world space, metres: centre, turn about the vertical axis, size along its own
 * axes (x along, y up, z through). A cylinder's size is (diameter, height, diameter).
 */
export type Piece = {
  family: Family;
  shape: Shape;
  finish: Finish;
  color: string;
  position: [number, number, number];
  rotationY: number;
  size: [number, number, number];
  side: SideName;
  moduleId: string;
};

/**
 * A flat picture surface (banner, sign, printed panel): its front faces along +z of its own
 * frame after the turn. `fill` = cover mode (fills, crops); otherwise logo mode (centred in the
 * upper area on the background colour).
 */
export type ImageSurface = {
  key: string;
  family: 'branding' | 'brandSign' | 'panel';
  imageUrl: string | null;
  fill: boolean;
  background: string;
  position: [number, number, number];
  rotationY: number;
  width: number;
  height: number;
  side: SideName;
  moduleId: string;
};

/** An axis-aligned box in world metres. */
export type Box3 = { min: [number, number, number]; max: [number, number, number] };

/**
 * Where the bar stands: centre and radius of the modules' footprints, and the box the modules fill
 * (footprints from the floor to the tallest module plus room for what stands on it). A bar without
 * modules is `empty`; its box is the ghost of the first module to place. Bounds made by hand (a
 * view still loading) may leave both out.
 */
export type Bounds = { center: [number, number]; radius: number; box?: Box3; empty?: boolean };

/** Everything the scene draws for a bar, in world space. */
export type BarDrawList = { pieces: Piece[]; images: ImageSurface[]; bounds: Bounds };

export type Visibility = { showFront: boolean; showBack: boolean; showBrandings: boolean };
