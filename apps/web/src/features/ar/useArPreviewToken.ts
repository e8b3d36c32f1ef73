import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useAuth } from '../auth/index.ts';
import { deviceStorage, shareBar, tokensFor } from '../bars/index.ts';
import { previewTokenOfLink } from './arLinks.ts';

/** The preview token the page already knows: the shared link's, the one the server gave an editor, or this device's. */
function knownPreviewToken(barId: string, search: URLSearchParams, fromBar: string | undefined): string | null {
  return search.get('preview_token') ?? fromBar ?? tokensFor(deviceStorage(), barId).preview_token ?? null;
}

/**
 * The bar's preview token for the AR links (`fromBar`: the one in the loaded bar, given to who may edit). Without one at hand the owner asks for the share links
 * (the same request as the Share dialog) and takes the token out of the preview link.
 */
export function useArPreviewToken(
  barId: string,
  fromBar: string | undefined,
): { previewToken: string | null; isPending: boolean } {
  const [search] = useSearchParams();
  const isSignedIn = useAuth((state) => state.user !== null);
  const known = knownPreviewToken(barId, search, fromBar);
  const shared = useQuery({
    queryKey: ['share', barId],
    queryFn: () => shareBar(barId),
    enabled: known === null && isSignedIn,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (known !== null) return { previewToken: known, isPending: false };
  const fromShare = shared.data ? previewTokenOfLink(shared.data.preview_url) : null;
  return { previewToken: fromShare, isPending: shared.isFetching };
}
