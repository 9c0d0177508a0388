import type { RecommendationResource } from '@fathom/contract/recommendations';
import { api } from '../../../lib/http/client';
import { type RequestState, useRequest } from '../../../lib/use-request';

/** GET /api/restify/recommendations sorted by sort_order, ascending. */
export function getRecommendations(): Promise<RecommendationResource[]> {
  return api.get<RecommendationResource[]>('/restify/recommendations', { query: { sort: 'sort_order' } });
}

export function useRecommendations(): RequestState<RecommendationResource[]> {
  return useRequest(getRecommendations);
}
