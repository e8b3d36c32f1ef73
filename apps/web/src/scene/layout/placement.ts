import type { SideName } from '@bar/domain/catalogue';
import type { Edge } from '@bar/domain/edges';
import type { Family, Finish, ImageSurface, Piece, Shape } from './types.ts';

export const M = 1 / 1000;

/** Turn about +y that makes a flat item's +z face point out of a module's edge (n is -z). */
const EDGE_TURN: Record<Edge, number> = { n: Math.PI, s: 0, e: Math.PI / 2, w: -Math.PI / 2 };

/** Where something stands on a module edge, in the module's own frame (metres). */
export type EdgeSpot = { position: [number, number, number]; rotationY: number };

/**
 * A placed module's own frame: x east, z south, y up, origin at the footprint's centre on the
 * floor. It turns local pieces into world pieces (the domain turns clockwise seen from above,
 * which is a negative turn about +y).
 */
export class ModuleFrame {
  readonly width: number;
  readonly depth: number;
  readonly height: number;
  private readonly cos: number;
  private readonly sin: number;
  private readonly turn: number;

  constructor(
    readonly moduleId: string,
    readonly side: SideName,
    size: { width: number; depth: number; height: number },
    rotationDegrees: number,
    private readonly origin: [number, number, number],
    private readonly pieces: Piece[],
    private readonly images: ImageSurface[],
  ) {
    this.width = size.width * M;
    this.depth = size.depth * M;
    this.height = size.height * M;
    this.turn = (-rotationDegrees * Math.PI) / 180;
    this.cos = Math.cos(this.turn);
    this.sin = Math.sin(this.turn);
  }

  /** Length of an edge in metres. */
  edgeLength(edge: Edge): number {
    return edge === 'n' || edge === 's' ? this.width : this.depth;
  }

  /**
   * A spot on an edge: `along` metres from the edge's start (its west or north end) to the item's
   * centre, `out` metres outward from the edge line, `y` the centre height.
   */
  onEdge(edge: Edge, along: number, out: number, y: number): EdgeSpot {
    const w = this.width / 2;
    const d = this.depth / 2;
    switch (edge) {
      case 'n':
        return { position: [-w + along, y, -d - out], rotationY: EDGE_TURN.n };
      case 's':
        return { position: [-w + along, y, d + out], rotationY: EDGE_TURN.s };
      case 'w':
        return { position: [-w - out, y, -d + along], rotationY: EDGE_TURN.w };
      case 'e':
        return { position: [w + out, y, -d + along], rotationY: EDGE_TURN.e };
    }
  }

  private toWorld(local: [number, number, number]): [number, number, number] {
    const [x, y, z] = local;
    return [
      this.origin[0] + x * this.cos + z * this.sin,
      this.origin[1] + y,
      this.origin[2] - x * this.sin + z * this.cos,
    ];
  }

  /** Adds a piece given in the module's frame; `size` is along its own (turned) axes. */
  add(
    family: Family,
    finish: Finish,
    color: string,
    position: [number, number, number],
    size: [number, number, number],
    rotationY = 0,
    shape: Shape = 'box',
  ): void {
    this.pieces.push({
      family,
      shape,
      finish,
      color,
      position: this.toWorld(position),
      rotationY: this.turn + rotationY,
      size,
      side: this.side,
      moduleId: this.moduleId,
    });
  }

  /** A flat item on an edge: `length` along it, `height` up, `thickness` outward. */
  addOnEdge(
    family: Family,
    finish: Finish,
    color: string,
    spot: EdgeSpot,
    length: number,
    height: number,
    thickness: number,
  ): void {
    this.add(family, finish, color, spot.position, [length, height, thickness], spot.rotationY);
  }

  /** A picture surface facing out of an edge. */
  addImage(surface: Omit<ImageSurface, 'position' | 'rotationY' | 'side' | 'moduleId'>, spot: EdgeSpot): void {
    this.images.push({
      ...surface,
      position: this.toWorld(spot.position),
      rotationY: this.turn + spot.rotationY,
      side: this.side,
      moduleId: this.moduleId,
    });
  }
}
