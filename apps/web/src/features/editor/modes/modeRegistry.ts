import type { SideName } from '@bar/domain/catalogue';
import { PART_KINDS } from '../kinds/registry.ts';
import type { PartKind, SectionKey } from '../kinds/types.ts';
import type { PlaceKind } from '../places/placeTypes.ts';
import { type EditingMode, isPartsTabMode } from './modes.ts';

export { SECTION_KEYS, type SectionKey } from '../kinds/types.ts';

/** A part kind as a mode uses it, with the variant the mode asks for (bar-top accessories: small or GN). */
export type KindUse = { kind: PartKind; variant?: string };

export type ModeDefinition = {
  mode: EditingMode;
  /** The sides of the bar the mode edits. */
  sides: readonly SideName[];
  /** The part kinds the mode edits, in the order their places and items are listed. */
  kinds: readonly KindUse[];
  /** Side-menu sections, in order: those of its kinds. */
  sections: readonly SectionKey[];
  /** The kinds of place the mode draws in 3D and lists in the menu: those of its kinds. */
  placeKinds: readonly PlaceKind[];
  /** Whether the mode shows the P7/P8 warnings (base shape). */
  showsShapeWarnings: boolean;
  /** Whether the mode offers "Equip all bar tops": its places are spots on bar tops (spec section 4). */
  equipsAllBarTops?: true;
};

const BOTH = ['front', 'back'] as const;
const FRONT = ['front'] as const;

/** The kinds that name the mode among their modes, in the registry's order, with the variant it asks for. */
function kindsEditedIn(mode: EditingMode): KindUse[] {
  return PART_KINDS.flatMap((kind) =>
    kind.modes.flatMap((use): KindUse[] => {
      if (typeof use === 'string') return use === mode ? [{ kind }] : [];
      return use.mode === mode ? [{ kind, variant: use.variant }] : [];
    }),
  );
}

function defineMode(
  mode: EditingMode,
  sides: readonly SideName[],
  flags: Partial<Pick<ModeDefinition, 'showsShapeWarnings' | 'equipsAllBarTops'>> = {},
): ModeDefinition {
  const uses = kindsEditedIn(mode);
  return {
    mode,
    sides,
    kinds: uses,
    sections: [...new Set(uses.flatMap((use) => use.kind.sections))],
    placeKinds: uses.flatMap((use) => use.kind.placeKinds),
    showsShapeWarnings: flags.showsShapeWarnings ?? false,
    ...(flags.equipsAllBarTops ? { equipsAllBarTops: true } : {}),
  };
}

/** The editing modes of the Bar and Back bar tabs; the Single parts / Bags modes live elsewhere. */
export const MODE_DEFINITIONS: readonly ModeDefinition[] = [
  defineMode('shape', BOTH, { showsShapeWarnings: true }),
  defineMode('racks', BOTH, { showsShapeWarnings: true }),
  defineMode('front-frames', FRONT),
  defineMode('front-panels', BOTH),
  defineMode('back-panels', ['back']),
  defineMode('counter-boards', FRONT),
  defineMode('leds', FRONT),
  defineMode('bottleshelves', BOTH),
  defineMode('accessories', BOTH),
  defineMode('accessories-accessories', FRONT, { equipsAllBarTops: true }),
  defineMode('accessories-gn', FRONT, { equipsAllBarTops: true }),
  defineMode('brandsigns', BOTH),
  defineMode('branding', BOTH),
  defineMode('side-apps', FRONT),
];

export function modeDefinition(mode: EditingMode): ModeDefinition | undefined {
  return MODE_DEFINITIONS.find((definition) => definition.mode === mode);
}

/** The part kinds a mode edits; none for the Single parts / Bags modes. */
export function kindsOfMode(mode: EditingMode): readonly KindUse[] {
  return modeDefinition(mode)?.kinds ?? [];
}

/** The modes the side menu offers on a side of the bar, in the specification's order. */
export function modesForSide(side: SideName): EditingMode[] {
  return MODE_DEFINITIONS.filter(
    (definition) => definition.sides.includes(side) && !isPartsTabMode(definition.mode),
  ).map((definition) => definition.mode);
}
