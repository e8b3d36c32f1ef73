import type { BaseModuleDefinition, Catalogue, SideName } from '@bar/domain/catalogue';
import type { EditCommand } from '@bar/domain/commands/editCommands';
import type { Refusal } from '@bar/domain/commands/types';
import type { Facing, FloorPoint } from '@bar/domain/customerView';
import type { BarDocument, BaseModuleInstance } from '@bar/domain/document';
import type { Edge, Rotation } from '@bar/domain/edges';
import type { Locale } from '@bar/domain/locale';
import type { Cents } from '@bar/domain/units';
import type { PlaceScope } from '@bar/layout/places/placeScope';
import type { EditingMode } from '../modes/modes.ts';
import type { Place, PlaceKind } from '../places/placeTypes.ts';
import type { Thumbnail } from './catalogueItems.ts';

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

/** A place of one kind, narrowed from the union. */
export type PlaceOf<K extends PlaceKind> = Extract<Place, { kind: K }>;

/** What a kind reads to answer: the bar, the side being edited, the catalogue, the interface language. */
export type MenuContext = { doc: BarDocument; side: SideName; catalogue: Catalogue; locale: Locale };

/** Choices of the side menu that shape new items: the turn of a new module, the picture of a banner or sign. */
export type MenuOptions = {
  rotation: Rotation;
  branding: { imageUrl: string | null; fillImage: boolean };
};
export const DEFAULT_MENU_OPTIONS: MenuOptions = { rotation: 0, branding: { imageUrl: null, fillImage: false } };

/** One line of a mode's menu: what it is, what it costs, and whether it can go on the chosen place. */
export type MenuItem = {
  key: string;
  /** A stable test hook where older tests expect one (the base-module buttons). */
  testId?: string;
  section: SectionKey;
  name: string;
  unitPrice: Cents;
  thumbnail: Thumbnail;
  /** Size in mm, for the subtitle. */
  size: { width: number; height: number };
  /** What placing it runs; null while no fitting place is chosen. */
  command: EditCommand | null;
  /** Why it cannot go on the chosen place, found by trying the command on the current bar. */
  refusal: Pick<Refusal, 'reason' | 'rule'> | null;
};

/** A menu line as a kind offers it; the mode's menu tries its command on the bar to find the refusal. */
export type MenuDraft = Omit<MenuItem, 'refusal'>;

/** What sits on a place, and the command (passed to `dispatch`) that takes it away. */
export type Occupant = {
  name: string;
  remove: EditCommand;
  /** Fixed items (P9) are shown as such; removing them is refused with the engine's reason. */
  isFixed?: boolean;
  /** C3: taking off the last bar top changes the division, so the UI asks first. */
  needsConfirmation?: 'removeLastBoard';
};

/** The picture of a banner or brand sign on a place, and the edits that change it at once (B5). */
export type PlacedPicture = {
  kind: 'banner' | 'sign';
  imageUrl: string | null;
  fillImage: boolean;
  setImage: (imageUrl: string | null) => EditCommand;
  setFill: (fillImage: boolean) => EditCommand;
  /** Banners only (signs take the global brand-sign colour, K1): black, white or a RAL code. */
  color: { code: string; set: (color: string) => EditCommand } | null;
};

/** What a kind reads to name one of its places as the customer says it (see `placeNames.ts`). */
export type PlaceWords = {
  /** Where a module's own edge looks for the customer standing in front of the bar. */
  facing(moduleId: string, edge: Edge): Facing;
  /** The module's definition in the catalogue. */
  definition(moduleId: string): BaseModuleDefinition | undefined;
  /** The 1-based rank from the customer's left of `point` among `points`, in the module's own frame (mm). */
  rankFromTheLeft(moduleId: string, points: readonly FloorPoint[], point: FloorPoint): number;
  /** A rank written as an ordinal of the interface language ("2nd", "2.", "2e"). */
  ordinal(rank: number): string;
};

/**
 * A place in words: a text key under `modes.places.kinds.` and the values it fills in besides
 * `module`, the module's name as the customer counts it ("2nd module from the left").
 */
export type PlaceText = { key: string; values?: Record<string, string | number> };

/**
 * Everything the editor knows about one kind of part: where it can go (its places, built by
 * `@bar/layout`), what stands on such a place and how it is removed, how a place reads in words,
 * and what the side menu offers for it. `V` is a variant a mode may ask for (the spot size of
 * bar-top accessories).
 */
export type PartKind<K extends PlaceKind = PlaceKind, V extends string = string> = {
  /** A stable name, for tests and messages. */
  id: string;
  /** The kinds of place this kind owns: each kind of place has exactly one owner. */
  placeKinds: readonly K[];
  /** Kinds of place that are only ways in (an open edge): nothing stands there, so no occupant is shown. */
  openPlaceKinds?: readonly K[];
  /** Side-menu sections the kind's items are listed in, in order. */
  sections: readonly SectionKey[];
  /**
   * The editing modes that edit the kind (with the variant a mode asks for): the kind is listed in
   * each, after the kinds before it in `PART_KINDS`.
   */
  modes: readonly (EditingMode | { mode: EditingMode; variant: V })[];
  /** The kind's places on one side of the bar, each with its box (geometry from `@bar/layout`). */
  places(scope: PlaceScope, variant: V | undefined): Place[];
  /**
   * The place in the customer's words: its text and what the text fills in. Without it a place
   * reads as its kind alone (`modes.places.kinds.<place kind>`, "bar top of the 2nd module").
   */
  label?(place: PlaceOf<K>, words: PlaceWords): PlaceText;
  /** What stands on the place of `module`, with its removal; null when it is empty. */
  occupant(place: PlaceOf<K>, context: MenuContext, module: BaseModuleInstance): Occupant | null;
  /** The catalogue items of the kind, with the command that puts each on `place` (none without a place). */
  menu(context: MenuContext, place: PlaceOf<K> | null, options: MenuOptions, variant: V | undefined): MenuDraft[];
  /** A banner's or sign's picture on the place, changed on its own card. */
  picture?(place: PlaceOf<K>, bar: Pick<MenuContext, 'doc' | 'side'>): PlacedPicture | null;
};

/**
 * Declares a kind: its methods are typed for its own places, and it also stands as a `PartKind` in
 * the registry's lists, which only ever hand a kind places of its own kinds (and variants it names).
 */
export function definePartKind<const K extends PlaceKind, V extends string = never>(
  kind: PartKind<K, V>,
): PartKind<K, V> & PartKind {
  return kind as PartKind<K, V> & PartKind;
}
