import { useEffect } from 'react';
import { authStore } from './authStore.ts';

/** The channel on which the tabs of one browser tell each other that the account changed. */
const CHANNEL = 'bar-account';

/** Tells this browser's other tabs that the account changed (an e-mail confirmed). */
export function announceAccountChange(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

/**
 * Reads the signed-in user again, without a reload, when another tab says the account changed, and
 * when the tab comes back into view while the e-mail is still unconfirmed (the link may have been
 * opened in another browser or on the phone). `refresh` keeps the user set meanwhile.
 */
export function useAccountSync(refresh: () => Promise<unknown>): void {
  useEffect(() => {
    const reread = () => {
      if (authStore.getState().user) refresh().catch(() => undefined);
    };
    const onBack = () => {
      const user = authStore.getState().user;
      if (document.visibilityState === 'visible' && user && !user.email_verified_at) reread();
    };
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
    channel?.addEventListener('message', reread);
    window.addEventListener('focus', onBack);
    document.addEventListener('visibilitychange', onBack);
    return () => {
      channel?.close();
      window.removeEventListener('focus', onBack);
      document.removeEventListener('visibilitychange', onBack);
    };
  }, [refresh]);
}
