import type { Cryogenics } from '@fathom/contract/cryogenics';
import type { CryoMatchRequest, ItemResource } from '@fathom/contract/items';
import type { ConsentRequest, Withdrawal, WithdrawalRequest } from '@fathom/contract/withdrawals';
import { api } from '../../../lib/http/client';
import { getItems } from '../../kits';

export type { Cryogenics } from '@fathom/contract/cryogenics';
export type { ConsentRequest } from '@fathom/contract/withdrawals';
export type CryogenicItem = Cryogenics['items'][number];
export type CreatedWithdrawal = Withdrawal;
export type MatchableItem = ItemResource;

/** GET /api/cryogenics: stored samples, vials and their history, withdrawals. */
export function getCryogenics(): Promise<Cryogenics> {
  return api.get<Cryogenics>('/cryogenics', { handled: true });
}

/** POST /api/withdrawals: the form shows the field messages of a refusal itself. */
export function requestWithdrawal(request: WithdrawalRequest): Promise<CreatedWithdrawal> {
  return api.post<CreatedWithdrawal>('/withdrawals', request, { handled: true });
}

/** GET /api/withdrawals/awaiting-consent: the account's withdrawals that wait for the partner. */
export function getWithdrawalsAwaitingConsent(): Promise<ConsentRequest[]> {
  return api.get<ConsentRequest[]>('/withdrawals/awaiting-consent', { handled: true });
}

/** POST /api/withdrawals/{id}/consent: the partner agrees; the vials are then released to the team. */
export function consentToWithdrawal(id: string): Promise<CreatedWithdrawal> {
  return api.post<CreatedWithdrawal>(`/withdrawals/${encodeURIComponent(id)}/consent`);
}

/** POST /api/withdrawals/{id}/decline: the partner does not agree; the vials stay in storage. */
export function declineWithdrawal(id: string): Promise<CreatedWithdrawal> {
  return api.post<CreatedWithdrawal>(`/withdrawals/${encodeURIComponent(id)}/decline`);
}

/** The analyses no storage holds yet, and the storage items not yet matched to an analysis. */
export interface MatchableItems {
  analyses: MatchableItem[];
  storage: MatchableItem[];
}

export async function getMatchableItems(): Promise<MatchableItems> {
  const [analyses, storage] = await Promise.all([
    getItems({ 'filter[analysis_without_cryo_addon]': 'true', perPage: 50 }),
    getItems({ 'filter[available_cryogenic_items]': 'true', perPage: 50 }),
  ]);
  return { analyses: analyses.data, storage: storage.data };
}

/** POST /api/restify/items/actions?action=match-cryogenic-with-analyses */
export function matchStorageWithAnalyses(payload: CryoMatchRequest): Promise<null> {
  return api.post<null>('/restify/items/actions', payload, {
    query: { action: 'match-cryogenic-with-analyses' },
  });
}
