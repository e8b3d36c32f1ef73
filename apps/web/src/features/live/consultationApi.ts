import { api } from '../../shared/api.ts';

/**
 * `DELETE /api/bars/{id}/consultation`: the customer ends the live consultation on their bar, or
 * the consultant leaves it; either way the consultant can no longer edit it. `query`: the edit
 * link's token when the bar is reached by it.
 */
export async function endConsultation(barId: string, query: Record<string, string>): Promise<void> {
  await api.delete(`/bars/${encodeURIComponent(barId)}/consultation`, { params: query });
}
