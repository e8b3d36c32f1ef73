// The places on the bar tops: runs of tops, spots for accessories and GN containers, bottle shelves.
import { frameRuns } from '@bar/domain/counterBoards';
import { boxAlongEdge, M } from '../geometry.ts';
import {
  type PlaceBox,
  type Placed,
  type PlaceOf,
  type PlaceScope,
  place,
  placed,
  SEGMENT,
  segments,
} from './placeScope.ts';

/** The places on the bar tops, as targets (see `PlaceTarget`); a new kind adds its name to `BOARD_PLACE_KINDS`. */
export type BoardPlaceTarget =
  /** A run of bar tops along front frames, named by its westmost (root) module (C2, C3). */
  | { kind: 'run'; rootId: string }
  /** A spot on a bar top for a counter-board accessory (C4); `span` is the spot's length. */
  | { kind: 'boardSpot'; rootId: string; boardId: string; offset: number; span: number; runOffset: number }
  | { kind: 'shelfSpot'; moduleId: string; offset: number };

export const BOARD_PLACE_KINDS = [
  'run',
  'boardSpot',
  'shelfSpot',
] as const satisfies readonly BoardPlaceTarget['kind'][];

/** A place this file builds. */
type BoardPlace = PlaceOf<BoardPlaceTarget>;

export function runPlaces(scope: PlaceScope): BoardPlace[] {
  const { doc, side, catalogue } = scope;
  if (side !== 'front') return [];
  const byId = new Map(placed(scope).map((entry) => [entry.module.id, entry]));
  return frameRuns(doc.front, catalogue).flatMap((run) => {
    const entry = byId.get(run.root.id);
    if (!entry) return [];
    const h = entry.definition.height * M;
    const box = boxAlongEdge(
      entry.definition,
      'n',
      { from: 0, length: run.length },
      { inset: 0.14, thickness: 0.4 },
      { y: h + 0.04, height: 0.08 },
    );
    return [place({ kind: 'run', rootId: run.root.id }, run.root.id, box)];
  });
}

/** A spot `span` long at `runOffset` along a run: from the bar top's surface up (GN containers sink in, openers sit on it). */
function boardSpot(entry: Placed, boardId: string, offset: number, span: number, runOffset: number): BoardPlace {
  const h = entry.definition.height * M;
  const box = boxAlongEdge(
    entry.definition,
    'n',
    { from: runOffset, length: span },
    { inset: 0.12, thickness: 0.34 },
    { y: h + 0.03, height: 0.14 },
  );
  const target = { kind: 'boardSpot' as const, rootId: entry.module.id, boardId, offset, span, runOffset };
  return place(target, entry.module.id, box);
}

/**
 * Spots on the bar tops of each run, and on the part of the run no bar top covers yet: there the
 * menu says a bar top is needed first (C7) instead of the place silently missing.
 */
export function boardSpotPlaces(scope: PlaceScope, span: number): BoardPlace[] {
  const { doc, side, catalogue } = scope;
  if (side !== 'front') return [];
  const all = placed(scope);
  const result: BoardPlace[] = [];
  for (const entry of all) {
    for (const board of entry.module.counterBoards.filter((candidate) => candidate.edge === 'n')) {
      for (let offset = 0; offset + span <= board.width; offset += span) {
        result.push(boardSpot(entry, board.id, offset, span, board.offset + offset));
      }
    }
  }
  const byId = new Map(all.map((entry) => [entry.module.id, entry]));
  for (const run of frameRuns(doc.front, catalogue)) {
    const entry = byId.get(run.root.id);
    if (!entry) continue;
    const boards = entry.module.counterBoards.filter((candidate) => candidate.edge === 'n');
    const covered = Math.max(0, ...boards.map((board) => board.offset + board.width));
    for (let from = covered; from + span <= run.length; from += span) {
      result.push(boardSpot(entry, '', from, span, from));
    }
  }
  return result;
}

export function shelfSpotPlaces(scope: PlaceScope): BoardPlace[] {
  const result: BoardPlace[] = [];
  for (const { module, definition } of placed(scope)) {
    if (module.racks.length === 0) continue;
    const h = definition.height * M;
    for (const offset of segments(definition.width)) {
      const x = (-definition.width / 2 + offset + SEGMENT / 2) * M;
      const box: PlaceBox = { center: [x, h + 0.22, 0.05], size: [0.58, 0.2, 0.3] };
      result.push(place({ kind: 'shelfSpot', moduleId: module.id, offset }, module.id, box));
    }
  }
  return result;
}

/** Side applications go on the open ends of front-bar modules with a front frame. */
