import type { WithdrawalDraft } from '@fathom/contract/withdrawals';
import { api } from '../../../lib/http/client';

export type { WithdrawalDraft } from '@fathom/contract/withdrawals';

/** GET /api/withdrawals/drafts/{item}: what the customer typed into this sample's request and has not sent. */
export function getWithdrawalDraft(itemId: string): Promise<WithdrawalDraft | null> {
  return api.get<WithdrawalDraft | null>(`/withdrawals/drafts/${encodeURIComponent(itemId)}`, {
    handled: true,
  });
}

/** PUT /api/withdrawals/drafts/{item}: a draft that could not be kept only means less to restore. */
export function saveWithdrawalDraft(itemId: string, draft: WithdrawalDraft): Promise<null> {
  return api.put<null>(`/withdrawals/drafts/${encodeURIComponent(itemId)}`, draft, { handled: true });
}
