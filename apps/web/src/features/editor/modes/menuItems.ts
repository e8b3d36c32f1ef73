import { applyEdit, type EditCommand } from '@bar/domain/commands/editCommands';
import type { Refusal } from '@bar/domain/commands/types';
import { DEFAULT_MENU_OPTIONS, type MenuContext, type MenuItem, type MenuOptions } from '../kinds/types.ts';
import type { Place, PlaceKind } from '../places/placeTypes.ts';
import { documentCache } from './documentCache.ts';
import { kindsOfMode } from './modeRegistry.ts';
import type { EditingMode } from './modes.ts';

export { DEFAULT_MENU_OPTIONS, type MenuContext, type MenuItem, type MenuOptions } from '../kinds/types.ts';

/** Tries the command on the current bar: the refusal tells the user why the item cannot go there. */
export function tryCommand(command: EditCommand, context: MenuContext): Pick<Refusal, 'reason' | 'rule'> | null {
  let probe = 0;
  const newId = () => {
    probe += 1;
    return `probe-${probe}`;
  };
  const result = applyEdit(context.doc, { catalogue: context.catalogue, newId }, command);
  return result.ok ? null : { reason: result.reason, rule: result.rule };
}

/** The lines the mode's kinds offer, not yet tried on the bar. */
function menuDrafts(mode: EditingMode, context: MenuContext, place: Place | null, options: MenuOptions) {
  // With a place chosen, only the kind that owns it offers items; without one, every kind of the mode.
  return kindsOfMode(mode)
    .filter(({ kind }) => !place || (kind.placeKinds as readonly PlaceKind[]).includes(place.kind))
    .flatMap(({ kind, variant }) => kind.menu(context, place, options, variant));
}

function buildMenu(mode: EditingMode, context: MenuContext, place: Place | null, options: MenuOptions): MenuItem[] {
  return menuDrafts(mode, context, place, options).map((draft) => ({
    ...draft,
    refusal: draft.command ? tryCommand(draft.command, context) : null,
  }));
}

const menus = documentCache<MenuItem[]>();

/**
 * The catalogue items a mode offers for the chosen place. Each is tried on the current bar with
 * the domain command that would place it, so a refusal carries the engine's own reason. The menu
 * of a place is kept while the bar is unchanged: choosing a place again does not rebuild it.
 */
export function menuItems(
  mode: EditingMode,
  context: MenuContext,
  place: Place | null,
  options: MenuOptions = DEFAULT_MENU_OPTIONS,
): MenuItem[] {
  const { rotation, branding } = options;
  const key = [mode, context.side, context.locale, place?.key, rotation, branding.imageUrl, branding.fillImage].join(
    '|',
  );
  return menus(context.catalogue, context.doc, key, () => buildMenu(mode, context, place, options));
}

/**
 * The command of one item of the menu (`itemKey`) on `place`, without trying the menu on the bar:
 * the caller passes it through the door, which runs the engine once and explains a refusal.
 */
export function menuItemCommand(
  mode: EditingMode,
  context: MenuContext,
  place: Place,
  itemKey: string,
  options: MenuOptions = DEFAULT_MENU_OPTIONS,
): EditCommand | null {
  return menuDrafts(mode, context, place, options).find((draft) => draft.key === itemKey)?.command ?? null;
}
