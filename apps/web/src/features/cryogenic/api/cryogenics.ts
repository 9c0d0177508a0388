import type { Cryogenics } from '@fathom/contract/cryogenics';
import type { WithdrawalRequest } from '@fathom/contract/withdrawals';
import { api } from '../../../lib/http/client';

export type { Cryogenics } from '@fathom/contract/cryogenics';
export type CryogenicItem = Cryogenics['items'][number];

/** GET /api/cryogenics: stored samples, vials and their history, withdrawals. */
export function getCryogenics(): Promise<Cryogenics> {
  return api.get<Cryogenics>('/cryogenics', { handled: true });
}

export interface CreatedWithdrawal {
  id: string;
  status:
    | 'awaiting_partner_consent'
    | 'awaiting_quote'
    | 'requested'
    | 'shipped'
    | 'cancelled'
    | 'declined_by_partner';
  requested_date: string;
  vial_count: number;
}

/** POST /api/withdrawals: the form shows the field messages of a refusal itself. */
export function requestWithdrawal(request: WithdrawalRequest): Promise<CreatedWithdrawal> {
  return api.post<CreatedWithdrawal>('/withdrawals', request, { handled: true });
}

export interface ConsentRequest {
  id: string;
  requested_by_name: string;
  vial_count: number;
  recipient_facility: string;
  requested_date: string;
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

export interface MatchableItem {
  id: string;
  attributes: { title: string; created_at: string; category: string };
}

/** The analyses no storage holds yet, and the storage items not yet matched to an analysis. */
export async function getMatchableItems(): Promise<{ analyses: MatchableItem[]; storage: MatchableItem[] }> {
  const [analyses, storage] = await Promise.all([
    api.get<MatchableItem[]>('/restify/items', {
      query: { 'filter[analysis_without_cryo_addon]': 'true', perPage: 50 },
      handled: true,
    }),
    api.get<MatchableItem[]>('/restify/items', {
      query: { 'filter[available_cryogenic_items]': 'true', perPage: 50 },
      handled: true,
    }),
  ]);
  return { analyses, storage };
}

/** POST /api/restify/items/actions?action=match-cryogenic-with-analyses */
export function matchStorageWithAnalyses(payload: {
  data: { cryogenic_uuid: string; analysis_uuid: string }[];
}): Promise<null> {
  return api.post<null>('/restify/items/actions', payload, {
    query: { action: 'match-cryogenic-with-analyses' },
  });
}
