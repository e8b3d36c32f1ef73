// The clickable places of the editing modes must sit where the scene draws what occupies them:
// a place is found by what the user sees, so a box on the wrong edge, end or height is a bug.
import type { SideName } from '@bar/domain/catalogue';
import { addBranding, addBrandSign } from '@bar/domain/commands/branding';
import { addSideApplication, addSpeedRack } from '@bar/domain/commands/edgeItems';
import { addFrontFrameAccessory } from '@bar/domain/commands/frontFrames';
import { setPanel } from '@bar/domain/commands/panelEdits';
import { addBottleShelf } from '@bar/domain/commands/rackEdits';
import type { CommandResult, EditContext } from '@bar/domain/commands/types';
import type { BarDocument } from '@bar/domain/document';
import { type Rotation, worldEdge } from '@bar/domain/edges';
import { sequentialIds } from '@bar/domain/ids';
import { buildPresetDocument, PresetBuilder, seedPresets } from '@bar/domain/seed/presets';
import { Box3, Mesh, Object3D, Vector3 } from 'three';
import { describe, expect, test } from 'vitest';
import { sceneCatalogue as catalogue, equippedLBarWithBackBar, sixtyModuleBar } from '../../../bench/sceneBars.ts';
import { EDITING_MODES, type EditingMode } from '../src/features/editor/modes/modes.ts';
import { occupantOf } from '../src/features/editor/modes/occupant.ts';
import { placesFor } from '../src/features/editor/places/placesFor.ts';
import type { Place, PlaceKind } from '../src/features/editor/places/placeTypes.ts';
import { applyEdit } from '../src/features/editor/store/editCommands.ts';
import { layoutBar, SHOW_ALL } from '../src/scene/layout/layoutBar.ts';
import type { Family, ImageSurface, Piece } from '../src/scene/layout/types.ts';
import { sideOrigin } from '../src/scene/sideOrigin.ts';

/** A drawn piece or picture; its world box is worked out only when needed (big bars draw thousands). */
type Drawn = { id: string; family: Family | 'image'; box: () => Box3 };

/** What the scene draws for an occupant of each kind of place. */
const DRAWN_AS: Record<PlaceKind, readonly (Family | 'image')[]> = {
  attachEdge: [],
  module: ['rackFrame'],
  rackRow: ['insert', 'worktop'],
  frameMount: ['frontFrame'],
  ledSlot: ['led'],
  hookSlot: ['bagHook'],
  speedRackSlot: ['speedRack'],
  panelMount: ['panel', 'door'],
  backPanel: ['backPanel'],
  run: ['counterBoard', 'cornerWorktop'],
  boardSpot: ['counterBoardAccessory'],
  shelfSpot: ['bottleShelf'],
  sideEnd: ['sideApplication'],
  bannerEdge: ['image', 'brandSign'],
  signModule: ['image', 'brandSign'],
};

const unit = new Mesh();

/** The world box of a box of `size` centred at `position` in a frame turned by `turn` about +y. */
function worldBox(
  frame: { position: [number, number, number]; turn: number },
  local: { position: readonly number[]; turn: number; size: readonly number[] },
): Box3 {
  const group = new Object3D();
  group.position.set(...frame.position);
  group.rotation.y = frame.turn;
  const mesh = unit.clone();
  mesh.position.set(local.position[0] ?? 0, local.position[1] ?? 0, local.position[2] ?? 0);
  mesh.rotation.y = local.turn;
  group.add(mesh);
  group.updateMatrixWorld(true);
  const box = new Box3(new Vector3(-0.5, -0.5, -0.5), new Vector3(0.5, 0.5, 0.5));
  const size = new Vector3(local.size[0], local.size[1], local.size[2]);
  return new Box3(box.min.clone().multiply(size), box.max.clone().multiply(size)).applyMatrix4(mesh.matrixWorld);
}

const AT_ORIGIN = { position: [0, 0, 0] as [number, number, number], turn: 0 };

function round(value: number): string {
  return value.toFixed(4);
}

function drawnOf(doc: BarDocument, side: SideName): Drawn[] {
  const visibility = { ...SHOW_ALL, showFront: side === 'front', showBack: side === 'back' };
  const { pieces, images } = layoutBar(doc, catalogue, visibility);
  const ofPiece = (piece: Piece): Drawn => ({
    id: [piece.family, piece.moduleId, ...piece.position, ...piece.size, piece.rotationY].map(String).join('|'),
    family: piece.family,
    box: () => worldBox(AT_ORIGIN, { position: piece.position, turn: piece.rotationY, size: piece.size }),
  });
  // A picture is flat: give it a centimetre of thickness so that it has a volume to overlap.
  const ofImage = (image: ImageSurface): Drawn => ({
    id: ['image', image.moduleId, ...image.position, image.width, image.height, image.rotationY].map(String).join('|'),
    family: 'image',
    box: () =>
      worldBox(AT_ORIGIN, {
        position: image.position,
        turn: image.rotationY,
        size: [image.width, image.height, 0.01],
      }),
  });
  return [...pieces.map(ofPiece), ...images.map(ofImage)];
}

/** Pieces drawn in `before` and not in `after` (as a multiset of identical pieces). */
function vanished(before: Drawn[], after: Drawn[]): Drawn[] {
  const left = new Map<string, number>();
  for (const drawn of after) left.set(drawn.id, (left.get(drawn.id) ?? 0) + 1);
  return before.filter((drawn) => {
    const count = left.get(drawn.id) ?? 0;
    if (count > 0) left.set(drawn.id, count - 1);
    return count === 0;
  });
}

/** The place's box in world space, turned and moved exactly as ScenePlaces draws it. */
function placeWorldBox(place: Place, doc: BarDocument, side: SideName): Box3 {
  const module = doc[side].baseModules.find((candidate) => candidate.id === place.frameModuleId);
  if (!module) throw new Error(`no frame module ${place.frameModuleId}`);
  const origin = sideOrigin(doc, side);
  return worldBox(
    {
      position: [origin[0] + module.position.x / 1000, origin[1], origin[2] + module.position.z / 1000],
      turn: (-module.rotation * Math.PI) / 180,
    },
    { position: place.box.center, turn: 0, size: place.box.size },
  );
}

const AXES = ['x', 'y', 'z'] as const;
/** Slack for thin boxes (a banner on a panel, an LED under the bar top), in metres. */
const SLACK = 0.03;

/**
 * Whether two boxes overlap substantially: on every axis at least half of the shorter extent
 * (grown by a few centimetres) lies inside the other box. A box on the wrong edge, at the wrong
 * end or at the wrong height fails on that axis.
 */
function overlapsSubstantially(place: Box3, drawn: Box3): { ok: boolean; axis?: string } {
  for (const axis of AXES) {
    const low = Math.max(place.min[axis], drawn.min[axis]) - SLACK;
    const high = Math.min(place.max[axis], drawn.max[axis]) + SLACK;
    const shorter = Math.min(place.max[axis] - place.min[axis], drawn.max[axis] - drawn.min[axis]) + 2 * SLACK;
    if (high - low < shorter / 2) return { ok: false, axis };
  }
  return { ok: true };
}

function unionOf(boxes: Drawn[]): Box3 {
  const union = new Box3();
  for (const drawn of boxes) union.union(drawn.box());
  return union;
}

function describeBox(box: Box3): string {
  return `[${AXES.map((axis) => `${round(box.min[axis])}..${round(box.max[axis])}`).join(', ')}]`;
}

const editContext: EditContext = { catalogue, newId: sequentialIds('removed-') };

/**
 * The document without the place's occupant: its own remove command, or (for a fixed front frame,
 * which the engine refuses to remove) the frame taken off by hand.
 */
function withoutOccupant(doc: BarDocument, side: SideName, place: Place): BarDocument | null {
  const occupant = occupantOf(place, { doc, side, catalogue, locale: 'en' });
  if (!occupant) return null;
  const result = applyEdit(doc, editContext, occupant.remove);
  if (result.ok) return result.doc;
  if (place.kind !== 'frameMount') throw new Error(`${place.key}: ${result.reason}`);
  const copy = structuredClone(doc);
  const module = copy[side].baseModules.find((candidate) => candidate.id === place.moduleId);
  if (module) module.frontFrames = module.frontFrames.filter((frame) => frame.mount_id !== place.mountId);
  return copy;
}

type Mismatch = { place: string; problem: string };

/** Checks every occupied place of every mode on a side; returns the mismatches and what was matched. */
function checkSide(doc: BarDocument, side: SideName) {
  const drawn = drawnOf(doc, side);
  const mismatches: Mismatch[] = [];
  const matched = new Map<EditingMode, Set<string>>();
  const checkedKinds = new Set<PlaceKind>();
  for (const mode of EDITING_MODES) {
    const inMode = new Set<string>();
    matched.set(mode, inMode);
    for (const place of placesFor(mode, side, doc, catalogue)) {
      const after = withoutOccupant(doc, side, place);
      if (!after) continue;
      checkedKinds.add(place.kind);
      const families = DRAWN_AS[place.kind];
      const own = vanished(drawn, drawnOf(after, side)).filter((piece) => families.includes(piece.family));
      if (own.length === 0) {
        mismatches.push({ place: `${mode} ${place.key}`, problem: 'its occupant draws nothing' });
        continue;
      }
      const box = placeWorldBox(place, doc, side);
      const union = unionOf(own);
      const check = overlapsSubstantially(box, union);
      if (check.ok) for (const piece of own) inMode.add(piece.id);
      else
        mismatches.push({
          place: `${mode} ${place.key}`,
          problem: `off on ${check.axis}: place ${describeBox(box)}, drawn ${describeBox(union)}`,
        });
    }
  }
  return { drawn, mismatches, matched, checkedKinds };
}

function applied(result: CommandResult): BarDocument {
  if (!result.ok) throw new Error(`refused: ${result.reason} (${result.rule})`);
  return result.doc;
}

function codeOf<T extends { code: string; id: number }>(items: Iterable<T>, code: string): number {
  for (const item of items) if (item.code === code) return item.id;
  throw new Error(`no ${code}`);
}

const assembly = (code: string) => codeOf(catalogue.assemblies.values(), code);
const part = (code: string) => codeOf(catalogue.parts.values(), code);

/**
 * A row of a G-Raxx 1200 and a 600, both turned by `rotation`, with everything that hangs on an
 * edge or an end: speed racks at both ends of the 1200's s edge, a door, side shelves at both
 * ends, LED and bag hooks, a bottle shelf, banners on n and w; and a back frame turned alike with
 * back panels, a back banner, a side banner and a hanging sign.
 */
function turnedBar(rotation: Rotation): BarDocument {
  const b = new PresetBuilder(catalogue, `r${rotation}-`);
  const long = b.add('front', 'g-raxx-1200', rotation);
  // The row runs along the modules' own west-east axis, so their w and e ends stay open.
  const short = b.add('front', 'g-raxx-600', rotation, { moduleId: long, edge: worldEdge('e', rotation) });
  b.equipRacks('front', long, [['insert-drawer', 6]]);
  b.equipRacks('front', short, [['insert-cooler', 6]]);
  const front = { side: 'front' as const };
  let doc = b.doc;
  const steps: ((doc: BarDocument) => CommandResult)[] = [
    (d) => addSpeedRack(d, editContext, { ...front, moduleId: long, edge: 's', offset: 600 }),
    (d) => addSpeedRack(d, editContext, { ...front, moduleId: long, edge: 'w', offset: 0 }),
    (d) => setPanel(d, editContext, { ...front, moduleId: short, mountId: 's1', assemblyId: assembly('door-1080') }),
    (d) =>
      addSideApplication(d, editContext, { ...front, moduleId: long, assemblyId: assembly('side-application-left') }),
    (d) =>
      addSideApplication(d, editContext, { ...front, moduleId: short, assemblyId: assembly('side-application-right') }),
    (d) => addBottleShelf(d, editContext, { ...front, moduleId: long, width: 600, offset: 600 }),
    (d) =>
      addFrontFrameAccessory(d, editContext, {
        ...front,
        moduleId: short,
        mountId: 'n1',
        assemblyId: assembly('ffa-led-600'),
        // The LED bar's place is position 0; hooks and the like take positions 1, 2, …
        position: 0,
      }),
    (d) =>
      addFrontFrameAccessory(d, editContext, {
        ...front,
        moduleId: long,
        mountId: 'n1',
        assemblyId: assembly('ffa-bag-hooks'),
        position: 2,
      }),
    (d) =>
      addBranding(d, editContext, {
        ...front,
        moduleId: short,
        edge: 'n',
        partId: part('front-banner-600'),
        imageUrl: null,
        fillImage: false,
      }),
    (d) =>
      addBranding(d, editContext, {
        ...front,
        moduleId: long,
        edge: 'w',
        partId: part('side-banner-600'),
        imageUrl: null,
        fillImage: false,
      }),
  ];
  for (const step of steps) doc = applied(step(doc));
  b.doc = doc;
  const backLong = b.add('back', 'back-frame-1200', rotation);
  const backShort = b.add('back', 'back-frame-600', rotation, { moduleId: backLong, edge: worldEdge('e', rotation) });
  b.backPanels(backShort, 'back-cover', 'back-frame-shelf');
  b.backPanels(backLong, 'back-frame-bottle-shelf', 'back-frame-shelf');
  b.equipRacks('back', backLong, [['insert-shelf', 9]]);
  doc = b.doc;
  const back = { side: 'back' as const };
  doc = applied(
    addBranding(doc, editContext, {
      ...back,
      moduleId: backShort,
      edge: 'n',
      partId: part('back-banner-600'),
      imageUrl: null,
      fillImage: false,
    }),
  );
  doc = applied(
    addBranding(doc, editContext, {
      ...back,
      moduleId: backShort,
      edge: 'e',
      partId: part('back-side-banner'),
      imageUrl: null,
      fillImage: false,
    }),
  );
  return applied(addBrandSign(doc, editContext, { ...back, moduleId: backLong, partId: part('brand-sign-600x300') }));
}

const bars: [string, () => BarDocument][] = [
  ...seedPresets.map((preset): [string, () => BarDocument] => [
    `preset ${preset.code}`,
    () => buildPresetDocument(preset, catalogue),
  ]),
  ['the equipped L-shaped bar with a back bar', equippedLBarWithBackBar],
  ['the 60-module bar', sixtyModuleBar],
  ...([0, 90, 180, 270] as const).map((rotation): [string, () => BarDocument] => [
    `a bar turned by ${rotation}°`,
    () => turnedBar(rotation),
  ]),
];

/** Families whose every drawn piece must belong to a matching place of their mode. */
const COVERED: [Family, EditingMode][] = [
  ['panel', 'front-panels'],
  ['door', 'front-panels'],
  ['insert', 'racks'],
  ['worktop', 'racks'],
  ['speedRack', 'accessories'],
  ['led', 'leds'],
  ['bottleShelf', 'bottleshelves'],
  ['sideApplication', 'side-apps'],
  ['backPanel', 'back-panels'],
];

/** Kinds of place whose occupant was checked, per bar and side (filled as the tests run). */
const checked = new Map<string, Set<PlaceKind>>();

describe.each(bars)('places sit where the scene draws their occupants: %s', (name, build) => {
  const doc = build();
  test.each(['front', 'back'] as const)('%s side', { timeout: 30_000 }, (side) => {
    const { drawn, mismatches, matched, checkedKinds } = checkSide(doc, side);
    checked.set(`${name} ${side}`, checkedKinds);
    expect(mismatches).toEqual([]);
    const strays = COVERED.flatMap(([family, mode]) =>
      drawn
        .filter((piece) => piece.family === family && !matched.get(mode)?.has(piece.id))
        .map((piece) => `${family} at ${describeBox(piece.box())} is in no place of ${mode}`),
    );
    expect(strays).toEqual([]);
  });
});

test('the bars above put an occupant on every kind of place, turned modules and the back side included', () => {
  const kinds = (key: string) => [...(checked.get(key) ?? [])].sort();
  const all = new Set([...checked.values()].flatMap((set) => [...set]));
  const occupiable = (Object.keys(DRAWN_AS) as PlaceKind[]).filter((kind) => DRAWN_AS[kind].length > 0);
  expect([...all].sort()).toEqual(occupiable.sort());
  const front = ['frameMount', 'hookSlot', 'ledSlot', 'module', 'panelMount', 'rackRow', 'run', 'shelfSpot'];
  for (const rotation of [90, 180, 270]) {
    expect(kinds(`a bar turned by ${rotation}° front`)).toEqual(
      [...front, 'bannerEdge', 'sideEnd', 'speedRackSlot'].sort(),
    );
    expect(kinds(`a bar turned by ${rotation}° back`)).toEqual(
      ['backPanel', 'bannerEdge', 'module', 'rackRow', 'signModule'].sort(),
    );
  }
});
