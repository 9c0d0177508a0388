import type {
  DestructionsDueResponse,
  MatchStorageRequest,
  ShippedWithdrawal,
  ShipWithdrawalRequest,
  StorageToMatchResponse,
  WithdrawalsToPrepareResponse,
} from '@fathom/contract/storage-console';
import { api } from '../../../lib/http/client';

/** GET /api/staff/storage/withdrawals: withdrawals not shipped, the oldest request first. */
export function listWithdrawalsToPrepare(query: string): Promise<WithdrawalsToPrepareResponse> {
  return api.raw.get<WithdrawalsToPrepareResponse>(`/staff/storage/withdrawals?${query}`);
}

/** POST /api/staff/withdrawals/{id}/ship: the vials leave storage with the carrier and tracking number given. */
export function shipWithdrawal(
  withdrawalId: string,
  shipment: ShipWithdrawalRequest,
): Promise<ShippedWithdrawal> {
  return api.post<ShippedWithdrawal>(`/staff/withdrawals/${withdrawalId}/ship`, shipment);
}

/** GET /api/staff/storage/destructions: stored samples whose plan ended, the soonest destruction first. */
export function listDestructions(query: string): Promise<DestructionsDueResponse> {
  return api.raw.get<DestructionsDueResponse>(`/staff/storage/destructions?${query}`);
}

/** GET /api/staff/storage/unmatched: storage plans not yet paired with the analysis whose sample they hold. */
export function listStorageToMatch(query: string): Promise<StorageToMatchResponse> {
  return api.raw.get<StorageToMatchResponse>(`/staff/storage/unmatched?${query}`);
}

/** POST /api/staff/storage/{itemId}/match: the plan holds this analysis's sample. */
export function matchStorage(itemId: string, request: MatchStorageRequest): Promise<unknown> {
  return api.post<unknown>(`/staff/storage/${itemId}/match`, request);
}
