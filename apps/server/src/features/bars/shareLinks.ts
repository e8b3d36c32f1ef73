import type { ShareLinks } from '@bar/contracts/bars';
import type { BarRow } from '../../db/schema.ts';

/** The SPA's view and edit routes with the bar's tokens, on the public address of the app. */
export function shareLinks(bar: Pick<BarRow, 'id' | 'editToken' | 'previewToken'>, publicUrl: string): ShareLinks {
  const base = publicUrl.replace(/\/+$/, '');
  const id = encodeURIComponent(bar.id);
  return {
    preview_url: `${base}/bars/${id}?preview_token=${encodeURIComponent(bar.previewToken)}`,
    edit_url: `${base}/bars/${id}/edit?edit_token=${encodeURIComponent(bar.editToken)}`,
  };
}
