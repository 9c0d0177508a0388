import type { RecommendationResource } from '@fathom/contract/recommendations';
import { api } from '../../../lib/http/client';
import { useSession } from '../../../lib/session-store';
import { type RequestState, useRequest } from '../../../lib/use-request';

/** GET /api/restify/recommendations sorted by sort_order, ascending. */
export function getRecommendations(): Promise<RecommendationResource[]> {
  return api.get<RecommendationResource[]>('/restify/recommendations', { query: { sort: 'sort_order' } });
}

/** The recommendations, read again when the profile's language changes (the server answers them in it). */
export function useRecommendations(): RequestState<RecommendationResource[]> {
  const language = useSession((state) => state.user?.attributes.language ?? null);
  return useRequest(getRecommendations, language);
}
