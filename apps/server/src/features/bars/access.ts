import { AppError } from '../../appError.ts';
import type { BarRow } from '../../db/schema.ts';
import type { Session } from '../../plugins/session/store.ts';
import { safeEqual } from '../../secrets.ts';

export type BarAccess = 'edit' | 'view';

export type Caller = {
  session: Session | null;
  editToken: string | undefined;
  previewToken: string | undefined;
};

type BarGuard = Pick<BarRow, 'ownerId' | 'createdBySession' | 'editToken' | 'previewToken' | 'consultantId'>;

/**
 * On what grounds the caller reaches the bar: as its owner, by its edit link, as the guest session
 * that made it (no owner yet), as the administrator who joined it live from an inquiry while that
 * consultation is open (`consultant_id`), or by its preview link.
 */
export type AccessGround = 'owner' | 'editLink' | 'creatingSession' | 'consultant' | 'previewLink';

/**
 * What a reply about the bar may show the caller: `edit` with the bar's links, `consult` (a
 * consultant edits, but gets no link: the customer's end of the consultation must end their
 * access), or `view`.
 */
export type PresentedAccess = BarAccess | 'consult';

function matches(given: string | undefined, expected: string): boolean {
  return given !== undefined && given !== '' && safeEqual(given, expected);
}

/** The caller's ground for reaching the bar, the first that holds; null for none. */
export function accessGround(bar: BarGuard, caller: Caller): AccessGround | null {
  const userId = caller.session?.userId ?? null;
  if (bar.ownerId !== null && userId !== null && bar.ownerId === userId) return 'owner';
  if (matches(caller.editToken, bar.editToken)) return 'editLink';
  if (bar.ownerId === null && caller.session && bar.createdBySession === caller.session.id) return 'creatingSession';
  if (bar.consultantId !== null && userId !== null && bar.consultantId === userId) return 'consultant';
  if (matches(caller.previewToken, bar.previewToken)) return 'previewLink';
  return null;
}

/** What the caller may do with the bar, or null for nothing. */
export function resolveAccess(bar: BarGuard, caller: Caller): BarAccess | null {
  const ground = accessGround(bar, caller);
  if (ground === null) return null;
  return ground === 'previewLink' ? 'view' : 'edit';
}

/** As `resolveAccess`, told apart for a reply: a consultant edits without seeing the links. */
export function presentedAccess(bar: BarGuard, caller: Caller): PresentedAccess | null {
  const ground = accessGround(bar, caller);
  if (ground === 'consultant') return 'consult';
  return resolveAccess(bar, caller);
}

/** 401 when logging in could help (an owned bar, nobody logged in, no token); 403 otherwise. */
function denied(bar: BarGuard, caller: Caller): AppError {
  const hasToken = Boolean(caller.editToken || caller.previewToken);
  if (bar.ownerId !== null && !caller.session?.userId && !hasToken) return new AppError('unauthenticated');
  return new AppError('forbidden', { key: 'bars.noRights' });
}

export function requireAccess(bar: BarGuard, caller: Caller, needed: BarAccess): BarAccess {
  const access = resolveAccess(bar, caller);
  if (access === null) throw denied(bar, caller);
  if (needed === 'edit' && access !== 'edit') {
    throw new AppError('forbidden', { key: 'bars.viewOnly' });
  }
  return access;
}

/**
 * Sharing belongs to the owner alone; removing to the owner, or to whoever may edit a guest bar
 * that has no owner yet (but a consultant). A preview link gets 403; someone who may edit but is not logged in gets
 * 401 (logging in as the owner could help); another user 403.
 */
export function requireOwnership(bar: BarGuard, caller: Caller, action: 'delete' | 'share'): void {
  const userId = caller.session?.userId ?? null;
  if (bar.ownerId !== null && bar.ownerId === userId) return;
  requireAccess(bar, caller, 'edit');
  // A consultant helps build the bar; its links and its existence stay the customer's.
  if (accessGround(bar, caller) === 'consultant') throw new AppError('forbidden', { key: 'bars.noRights' });
  if (action === 'delete' && bar.ownerId === null) return;
  if (userId === null) {
    throw new AppError('unauthenticated', { key: action === 'share' ? 'bars.loginToShare' : 'bars.loginToAccess' });
  }
  throw new AppError('forbidden', { key: 'bars.noRights' });
}
