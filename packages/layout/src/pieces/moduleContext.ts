import type { BaseModuleDefinition, Catalogue } from '@bar/domain/catalogue';
import type { BaseModuleInstance } from '@bar/domain/document';
import type { Edge } from '@bar/domain/edges';
import { FRONT_FRAME_DEPTH, M, rackTop as rackTopOf, rowTop as rowTopOf } from '../geometry.ts';
import type { Palette } from './colors.ts';
import type { ModuleFrame } from './placement.ts';
import type { Visibility } from './types.ts';

/** What every family's layout needs to know about one placed module. */
export type ModuleContext = {
  frame: ModuleFrame;
  instance: BaseModuleInstance;
  definition: BaseModuleDefinition;
  catalogue: Catalogue;
  palette: Palette;
};

/**
 * Draws one family's pieces of a module. Each pieces file lists its own in drawing order, so a new
 * family is a line in its file's list and `layoutBar` does not change.
 */
export type ModuleLayout = (context: ModuleContext, visibility: Visibility) => void;

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
  return rackTopOf(context.frame.height);
}

/** Top of a rack row (1 = bottom). */
export function rowTop(context: ModuleContext, row: number): number {
  return rowTopOf(context.frame.height, row);
}

/** The side of the module the bartender works from: s on the front bar, n on the back bar. */
export function bartenderEdge(context: ModuleContext): 'n' | 's' {
  return isBackFrame(context) ? 'n' : 's';
}

export function partSize(context: ModuleContext, partId: number): { width: number; height: number; depth: number } {
  const part = context.catalogue.parts.get(partId);
  return { width: (part?.width ?? 600) * M, height: (part?.height ?? 20) * M, depth: (part?.depth ?? 20) * M };
}
