import type { ClientResource } from '@fathom/contract/user';
import type { Language } from '@fathom/domain/languages';
import { toRecommendationResource } from '../recommendations/recommendation-repository';
import type { ClientView } from './client-repository';

/** The client as its reader reads it: the recommendations in their language where the clinic wrote it. */
export function toClientResource(client: ClientView, language: Language): ClientResource {
  const result = client.latestReadyResult;
  return {
    id: client.id,
    type: 'clients',
    attributes: {
      number: client.number,
      email: client.email,
      phone: client.phone,
      date_of_birth: client.dateOfBirth,
      latest_analysis: client.latestAnalysis
        ? {
            id: client.latestAnalysis.id,
            created_at: client.latestAnalysis.createdAt.toISOString(),
            tracking_stage: client.latestAnalysis.trackingStage,
            registered: client.latestAnalysis.registered,
            held_at_lab: client.latestAnalysis.heldAtLab,
          }
        : null,
      has_results_ready: result !== null,
      has_active_fertility_consultation: client.hasActiveFertilityConsultation,
      has_cryogenic: client.hasCryogenic,
      has_unmatched_subscriptions: client.hasUnmatchedSubscriptions,
      has_active_subscriptions: client.hasActiveSubscriptions,
    },
    relationships: {
      latest_ready_result: result
        ? {
            id: result.id,
            type: 'result-documents',
            attributes: {
              ready_at: result.readyAt.toISOString(),
              item_id: result.itemId,
              is_azoospermic: result.isAzoospermic,
            },
          }
        : null,
      lifestyleRecommendations: client.recommendations.map((row) => toRecommendationResource(row, language)),
    },
  };
}
