import type { SideName } from '@bar/domain/catalogue';

/**
 * How a surface looks; every finish is one shared material, so boxes of one finish and one shape
 * are drawn by one instanced mesh whatever their colour (colours go per instance).
 */
export const FINISHES = ['aluminium', 'paint', 'board', 'steel', 'dark', 'glass', 'glow'] as const;
export type Finish = (typeof FINISHES)[number];
/**
 * The solid a piece is, as a unit solid (1 × 1 × 1 round the origin) stretched to `size`:
 * - `box`: a sharp-edged box;
 * - `cylinder`: upright, round in x and z;
 * - `roundedBox`: a box whose edges are rounded with the fixed radius `ROUNDED_EDGE` in metres,
 *   whatever its size (at most a quarter of its thinnest side), for panels, doors, tops and frames;
 * - `profile`: the slotted aluminium profile of the rack system (`PROFILE_SECTION`, a square with
 *   a T-slot in the middle of each face and chamfered corners) extruded along y; `profileX` is the
 *   same section extruded along x (rails; a rail along z is a `profileX` turned by 90°);
 * - `handle`: a bow handle, its round grip along y at the +z side of the box, a round stand-off at
 *   each end down to the -z side (the surface it is fixed on); `handleX` has its grip along x
 *   (drawer handles, the rails of speed racks).
 * Each is describable by shape and size alone (the GLB export maps shape → mesh).
 */
export const SHAPES = ['box', 'cylinder', 'roundedBox', 'profile', 'profileX', 'handle', 'handleX'] as const;
export type Shape = (typeof SHAPES)[number];

/** Radius of the rounded edges of a `roundedBox`, metres (capped at a quarter of its thinnest side). */
export const ROUNDED_EDGE = 0.004;

/**
 * Cross-section of a `profile`, in shares of its width and depth round the centre (x, z), corner
 * points in order: a 40 × 40 mm section with a 8 mm slot, 6 mm deep, on each face and 2 mm chamfers.
 */
export const PROFILE_SECTION: readonly (readonly [number, number])[] = profileSection();

function profileSection(): [number, number][] {
  const half = 0.5;
  const chamfer = 0.05;
  const slot = 0.1;
  const inner = half - 0.15;
  // One quarter (the +x face's upper half, the corner, the +z face's right half), turned four times.
  const quarter: [number, number][] = [
    [half, slot],
    [half, half - chamfer],
    [half - chamfer, half],
    [slot, half],
    [slot, inner],
    [-slot, inner],
  ];
  const points: [number, number][] = [];
  for (let turn = 0; turn < 4; turn++) {
    for (const [x, z] of quarter) {
      // Turn by 90° per step: (x, z) → (-z, x).
      let [px, pz] = [x, z];
      for (let step = 0; step < turn; step++) [px, pz] = [-pz, px];
      points.push([px, pz]);
    }
  }
  return points;
}

/**
 * The part families of the pieces, by name; tests count them, nothing draws by it. Each pieces file
 * adds the families it draws (`declare module './types.ts'` with its own `PieceFamilies`, beside
 * its layout), so a new family is written beside its layout and this file imports no pieces file.
 */
// biome-ignore lint/suspicious/noEmptyInterface: an interface, so that each pieces file can add its families to it
export interface PieceFamilies {}
/** The part family a piece belongs to. */
export type Family = keyof PieceFamilies;

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
