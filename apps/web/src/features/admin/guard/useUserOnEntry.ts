import { useEffect, useState } from 'react';
import { type AuthUser, authStore, fetchUser, useAuth } from '../../auth/index.ts';

let pending: Promise<unknown> | null = null;

/** One GET /api/user at a time, however many guards ask for it at once. */
function fetchUserShared(): Promise<unknown> {
  pending ??= fetchUser()
    .catch(() => null)
    .finally(() => {
      pending = null;
    });
  return pending;
}

/**
 * The signed-in user, fetched once when a guarded page is entered without one (section 4).
 * `hasFetched` turns true when that fetch has answered (or no fetch was needed).
 */
export function useUserOnEntry(): { user: AuthUser | null; hasFetched: boolean } {
  const user = useAuth((state) => state.user);
  const [hasFetched, setHasFetched] = useState(() => authStore.getState().user !== null);
  useEffect(() => {
    if (authStore.getState().user) {
      setHasFetched(true);
      return;
    }
    let isCurrent = true;
    void fetchUserShared().then(() => {
      if (isCurrent) setHasFetched(true);
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  return { user, hasFetched };
}
