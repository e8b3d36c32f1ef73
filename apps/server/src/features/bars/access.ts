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

type BarGuard = Pick<BarRow, 'ownerId' | 'createdBySession' | 'editToken' | 'previewToken'>;

function matches(given: string | undefined, expected: string): boolean {
  return given !== undefined && given !== '' && safeEqual(given, expected);
}

/** What the caller may do with the bar, or null for nothing. */
export function resolveAccess(bar: BarGuard, caller: Caller): BarAccess | null {
  const userId = caller.session?.userId ?? null;
  if (bar.ownerId !== null && userId !== null && bar.ownerId === userId) return 'edit';
  if (matches(caller.editToken, bar.editToken)) return 'edit';
  if (bar.ownerId === null && caller.session && bar.createdBySession === caller.session.id) return 'edit';
  if (matches(caller.previewToken, bar.previewToken)) return 'view';
  return null;
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
 * that has no owner yet. A preview link gets 403; someone who may edit but is not logged in gets
 * 401 (logging in as the owner could help); another user 403.
 */
export function requireOwnership(bar: BarGuard, caller: Caller, action: 'delete' | 'share'): void {
  const userId = caller.session?.userId ?? null;
  if (bar.ownerId !== null && bar.ownerId === userId) return;
  requireAccess(bar, caller, 'edit');
  if (action === 'delete' && bar.ownerId === null) return;
  if (userId === null) {
    throw new AppError('unauthenticated', { key: action === 'share' ? 'bars.loginToShare' : 'bars.loginToAccess' });
  }
  throw new AppError('forbidden', { key: 'bars.noRights' });
}
