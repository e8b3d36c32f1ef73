import { DEALER_PATTERN, type EmbedSettings, embedSettingsResponseSchema } from '@bar/contracts/embed';
import type { PartsList } from '@bar/domain/partsList';
import { api, parseResponse } from '../../shared/api.ts';

/** `GET /api/embed`: the origins allowed to frame the embed and the dealer's theme. */
export async function fetchEmbedSettings(query: {
  dealer: string | null;
  origin: string | null;
}): Promise<EmbedSettings> {
  const params: Record<string, string> = {};
  if (query.dealer !== null && DEALER_PATTERN.test(query.dealer)) params.dealer = query.dealer;
  if (query.origin !== null && query.origin.length <= 200) params.origin = query.origin;
  const response = await api.get('/embed', { params });
  return parseResponse(embedSettingsResponseSchema, response.data, 'GET /embed').data;
}

/** The page framing the embed, as far as the browser tells (checked against the allowed list later). */
export function framingOrigin(): string | null {
  if (window.parent === window) return null;
  const ancestor = window.location.ancestorOrigins?.[0];
  if (ancestor) return ancestor;
  try {
    return document.referrer ? new URL(document.referrer).origin : null;
  } catch {
    return null;
  }
}

/** What `changed` and `quoteRequested` carry: net and gross total in cents, weight in grams. */
export function totalsOf(parts: PartsList) {
  return {
    total_price: parts.total_price,
    gross_total: parts.gross_total,
    currency: 'EUR' as const,
    total_weight: parts.total_weight,
  };
}

/** The parts list lines (single parts included) as the host receives them with `quoteRequested`. */
export function partLinesOf(parts: PartsList) {
  return [...parts.list, ...parts.singlePartsList].map((line) => ({
    part_number: line.part_number,
    name: line.name,
    quantity: line.quantity,
    unit_price: line.unit_price,
    total: line.total,
    weight: line.weight,
  }));
}

/** `/embed/bars/{ref}`: a preset id (digits) opens the configurator; anything else is a bar to view. */
export function embedTarget(
  ref: string | undefined,
): { kind: 'preset'; presetId: number } | { kind: 'bar'; barId: string } | null {
  if (!ref) return null;
  if (/^[1-9]\d{0,9}$/.test(ref)) {
    const presetId = Number(ref);
    return presetId <= 2_147_483_647 ? { kind: 'preset', presetId } : null;
  }
  return { kind: 'bar', barId: ref };
}

export function embedPresetPath(presetId: number, search: URLSearchParams): string {
  const kept = new URLSearchParams();
  const dealer = search.get('dealer');
  if (dealer) kept.set('dealer', dealer);
  const query = kept.toString();
  return `/embed/bars/${presetId}${query ? `?${query}` : ''}`;
}
