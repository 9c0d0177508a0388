import type {
  DestructionsDueResponse,
  ShippedWithdrawal,
  ShipWithdrawalRequest,
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
