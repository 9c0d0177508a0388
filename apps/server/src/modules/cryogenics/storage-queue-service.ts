import type { DestructionDue, WithdrawalToPrepare } from '@fathom/contract/storage-console';
import { calendarDateIn, daysBetween } from '@fathom/domain/calendar-date';
import { DEFAULT_TIMEZONE } from '@fathom/domain/constants';
import { withdrawalRecipientLabel } from '@fathom/domain/cryogenic';
import { isDestructionDue } from '@fathom/domain/storage-billing';
import { shipReadiness } from '@fathom/domain/withdrawal-shipment';
import type { Queryable } from '../../db/database';
import type { QueuePage } from '../../db/queue-page';
import { listDestructions, listWithdrawalsToPrepare } from './withdrawal-queue-repository';

/** The lab's withdrawals to prepare (issue 47 item 5): oldest request first, each with what stops it shipping. */
export async function withdrawalsToPrepare(
  db: Queryable,
  page: QueuePage,
): Promise<{ rows: WithdrawalToPrepare[]; total: number }> {
  const { rows, total } = await listWithdrawalsToPrepare(db, page);
  return {
    total,
    rows: rows.map((row) => ({
      id: row.id,
      item_id: row.item_id,
      client_number: row.client_number,
      customer_name: row.customer_name,
      title: row.title,
      vial_count: row.vial_count,
      recipient: withdrawalRecipientLabel(row),
      destination: row.destination,
      requested_date: row.requested_date,
      status: row.status,
      partner_consent: row.partner_consent,
      shipping_paid: row.shipping_paid,
      readiness: shipReadiness({
        status: row.status,
        partnerConsent: row.partner_consent,
        shippingPaid: row.shipping_paid,
      }),
      created_at: new Date(row.created_at).toISOString(),
    })),
  };
}

/** Stored samples whose plan ended with vials held, soonest destruction first; `due` once the day has come. */
export async function destructionsFacing(
  db: Queryable,
  page: QueuePage,
  now: Date,
): Promise<{ rows: DestructionDue[]; total: number }> {
  const today = calendarDateIn(now, DEFAULT_TIMEZONE);
  const { rows, total } = await listDestructions(db, page);
  return {
    total,
    rows: rows.map((row) => ({
      ...row,
      days_left: daysBetween(today, row.destruction_date),
      due: isDestructionDue(row.destruction_date, today),
      warnings: row.warnings.map((warning) => ({
        days_before: warning.days_before,
        sent_at: new Date(warning.sent_at).toISOString(),
      })),
    })),
  };
}
