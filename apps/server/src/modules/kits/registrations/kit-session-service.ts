import { msg } from '@lingui/core/macro';
import type { Queryable } from '../../../db/database';
import { DomainError } from '../../../http/domain-errors';
import type { AuthContext } from '../../../platform/auth-context';
import { findKitSession } from './kit-session-repository';

export const KIT_PASSWORD_WRONG = msg`This password does not match our records.`;

/** What a kit registration's limited session shows: the kit's registration and order details, nothing else. */
export async function loadKitSession(deps: { db: Queryable }, auth: AuthContext) {
  const row = await findKitSession(deps.db, auth.user.id, auth.session.kitItemId);
  if (!row) throw new DomainError('not_found', 'Not found.');
  return {
    first_name: row.first_name,
    has_password: row.has_password,
    kit: {
      item_id: row.item_id,
      title: row.title,
      product_key: row.product_key,
      kit_identifier: row.kit_identifier,
      registered_at: new Date(row.registered_at).toISOString(),
      registered_with: row.method === 'qr_code' ? ('qr_code' as const) : ('po_number' as const),
      po_number: row.po_number,
      ordered_at: new Date(row.ordered_at).toISOString(),
      tracking_stage: row.tracking_stage,
      order_details_completed: row.order_details_completed_at !== null,
      order_status: row.order_status,
    },
  };
}
