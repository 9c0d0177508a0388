import type { AccountSummary } from '@fathom/contract/account-summary';
import { api } from '../../../lib/http/client';

export type { AccountSummary } from '@fathom/contract/account-summary';

/** GET /api/account-summary: what needs the customer now, their stored samples and their STI panels. */
export function getAccountSummary(): Promise<AccountSummary> {
  return api.get<AccountSummary>('/account-summary', { handled: true });
}
