import type { SideName } from '@bar/domain/catalogue';
import type { Edge } from '@bar/domain/edges';
import { type EdgeSpot, edgeLength, edgeSpot, M, type ModulePose, toWorld } from '../geometry.ts';
import type { Family, Finish, ImageSurface, Piece, Shape } from './types.ts';

/**
 * A placed module's own frame (see geometry.ts): it collects pieces given in the frame and turns
 * them into world pieces.
 */
export class ModuleFrame {
  readonly width: number;
  readonly depth: number;
  readonly height: number;

  constructor(
    readonly moduleId: string,
    readonly side: SideName,
    size: { width: number; depth: number; height: number },
    private readonly pose: ModulePose,
    private readonly pieces: Piece[],
    private readonly images: ImageSurface[],
  ) {
    this.width = size.width * M;
    this.depth = size.depth * M;
    this.height = size.height * M;
  }

  /** Length of an edge in metres. */
  edgeLength(edge: Edge): number {
    return edgeLength(this, edge);
  }

  /**
   * A spot on an edge: `along` metres from the edge's start (its west or north end) to the item's
   * centre, `out` metres outward from the edge line, `y` the centre height.
   */
  onEdge(edge: Edge, along: number, out: number, y: number): EdgeSpot {
    return edgeSpot(this, edge, along, out, y);
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
      position: toWorld(this.pose, position),
      rotationY: this.pose.rotationY + rotationY,
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
    shape: Shape = 'box',
  ): void {
    this.add(family, finish, color, spot.position, [length, height, thickness], spot.rotationY, shape);
  }

  /** A picture surface facing out of an edge. */
  addImage(surface: Omit<ImageSurface, 'position' | 'rotationY' | 'side' | 'moduleId'>, spot: EdgeSpot): void {
    this.images.push({
      ...surface,
      position: toWorld(this.pose, spot.position),
      rotationY: this.pose.rotationY + spot.rotationY,
      side: this.side,
      moduleId: this.moduleId,
    });
  }
}
