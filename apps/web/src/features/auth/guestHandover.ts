import type { OpenBar } from '../../shared/openBar.ts';
import { deviceStorage, STORAGE_KEYS, tokensFor } from '../bars/index.ts';

/**
 * The guest bar a login or registration hands over to the account: the bar open in the editor,
 * else the last bar opened on this device, with its edit token. The server takes it only when
 * the bar has no owner yet.
 */
export function guestBarForHandover(openBar: OpenBar | null): { bar_id?: string; edit_token?: string } {
  if (openBar?.canEdit && openBar.editToken) return { bar_id: openBar.id, edit_token: openBar.editToken };
  const storage = deviceStorage();
  const lastBarId = storage.getItem(STORAGE_KEYS.lastBar);
  if (!lastBarId) return {};
  const { edit_token } = tokensFor(storage, lastBarId);
  return edit_token ? { bar_id: lastBarId, edit_token } : {};
}
