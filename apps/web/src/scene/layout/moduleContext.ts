import type { BaseModuleDefinition, Catalogue } from '@bar/domain/catalogue';
import type { BaseModuleInstance } from '@bar/domain/document';
import type { Edge } from '@bar/domain/edges';
import type { Palette } from './colors.ts';
import { M, type ModuleFrame } from './placement.ts';

/** What every family's layout needs to know about one placed module. */
export type ModuleContext = {
  frame: ModuleFrame;
  instance: BaseModuleInstance;
  definition: BaseModuleDefinition;
  catalogue: Catalogue;
  palette: Palette;
};

/** Aluminium profile of the rack frames. */
export const PROFILE = 40 * M;
/** Depth of a front frame in front of the rack (the front-frame parts are 80 mm deep). */
export const FRONT_FRAME_DEPTH = 80 * M;
/** How far a bar top reaches out beyond the rack's edge line (over frame and panel). */
export const BAR_TOP_REACH = 140 * M;
/** Height of one rack row (height unit). */
export const ROW_HEIGHT = 58 * M;
export const RACK_ROWS = 11;
export const RACK_WIDTH = 600 * M;

export function isCorner(context: ModuleContext): boolean {
  return context.definition.family === 'corner';
}

export function isBackFrame(context: ModuleContext): boolean {
  return context.definition.family === 'back-frame';
}

/** Local edges that carry a front frame (a corner frame covers n and e). */
export function framedEdges(context: ModuleContext): Set<Edge> {
  const edges = new Set<Edge>();
  for (const frame of context.instance.frontFrames) {
    const mount = context.definition.frontFrameMounts.find((candidate) => candidate.id === frame.mount_id);
    if (mount) edges.add(mount.edge);
  }
  if (isCorner(context) && edges.has('n')) edges.add('e');
  return edges;
}

/** How far the outer face of the frame stands out of an edge line. */
export function frameDepthOn(context: ModuleContext, edge: Edge): number {
  return framedEdges(context).has(edge) ? FRONT_FRAME_DEPTH : 0;
}

/** Top of the rack rows: just under the top rail, at most at bar-top height. */
export function rackTop(context: ModuleContext): number {
  return Math.min(context.frame.height, 1040 * M) - PROFILE;
}

export function rackBase(context: ModuleContext): number {
  return rackTop(context) - RACK_ROWS * ROW_HEIGHT;
}

/** The side of the module the bartender works from: s on the front bar, n on the back bar. */
export function bartenderEdge(context: ModuleContext): 'n' | 's' {
  return isBackFrame(context) ? 'n' : 's';
}

export function partSize(context: ModuleContext, partId: number): { width: number; height: number; depth: number } {
  const part = context.catalogue.parts.get(partId);
  return { width: (part?.width ?? 600) * M, height: (part?.height ?? 20) * M, depth: (part?.depth ?? 20) * M };
}
