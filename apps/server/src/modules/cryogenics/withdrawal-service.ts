import { randomUUID } from 'node:crypto';
import type { WithdrawalRequest } from '@fathom/contract/withdrawals';
import { isVialInStorage, withdrawalRecipientLabel } from '@fathom/domain/cryogenic';
import { withdrawalErrors, withdrawalRecipientErrors } from '@fathom/domain/withdrawal';
import type { Database, Queryable } from '../../db/database';
import { DomainError } from '../../http/domain-errors';
import { isUuid } from '../../http/uuid';
import type { EmailSender } from '../../integrations/email/index';
import type { AuthUser } from '../auth/auth-context';
import type { PasswordHasher } from '../auth/passwords';
import { REAUTH_MESSAGES, reauthenticate } from '../auth/reauthentication';
import { deleteWithdrawalDraft, findClientSample } from './withdrawal-draft-repository';

export const WITHDRAWAL_MESSAGES = {
  notFound: 'We could not find this stored sample in your account.',
  ...REAUTH_MESSAGES,
  payShipping: 'Pay for the domestic cryogenic shipping ($250) before requesting the withdrawal.',
  inProgress: 'A withdrawal of this sample is already in progress.',
  timezone: 'Your time zone was not recognised. Reload the page and try again.',
} as const;

type WithdrawalStatus = 'awaiting_partner_consent' | 'awaiting_quote' | 'requested';
const unprocessable = (field: string, message: string) =>
  new DomainError('invalid', message, { [field]: [message] });

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

export interface WithdrawalDeps {
  db: Database;
  passwords: PasswordHasher;
  email: EmailSender;
  now: () => Date;
}

async function heldVials(db: Queryable, itemId: string): Promise<number> {
  const { rows } = await db.query<{
    status: 'permanent_storage' | 'awaiting_permanent_storage' | 'destroyed';
    withdrawn_at: Date | null;
  }>('SELECT status, withdrawn_at FROM vials WHERE item_id = $1', [itemId]);
  return rows.filter((vial) =>
    isVialInStorage({ status: vial.status, withdrawn: vial.withdrawn_at !== null }),
  ).length;
}

export function createWithdrawalService(deps: WithdrawalDeps) {
  return {
    /** Every safeguard is checked here, whatever the browser did; nothing is written unless all hold. */
    async request(user: AuthUser, request: WithdrawalRequest) {
      const clientId = user.clientId;
      if (!clientId) throw new DomainError('forbidden', 'You are not allowed to perform this action');
      const item = isUuid(request.item_uuid)
        ? await findClientSample(deps.db, request.item_uuid, clientId)
        : null;
      if (!item) throw new DomainError('not_found', WITHDRAWAL_MESSAGES.notFound);
      if (!isTimeZone(request.timezone)) throw unprocessable('timezone', WITHDRAWAL_MESSAGES.timezone);
      const legalName = `${user.firstName} ${user.lastName}`;
      const errors = {
        ...withdrawalErrors(
          {
            understood: request.understood,
            recipientType: request.recipient_type,
            requestedDate: request.requested_date,
            vialCount: request.vial_count,
            signature: request.signature,
          },
          {
            now: deps.now(),
            timeZone: request.timezone,
            legalName,
            vialsHeld: await heldVials(deps.db, item.id),
          },
        ),
        ...withdrawalRecipientErrors(request),
      };
      const fields = Object.entries(errors);
      if (fields.length > 0) {
        throw new DomainError(
          'invalid',

          fields[0]?.[1] ?? 'Check the withdrawal request.',
          Object.fromEntries(fields.map(([field, message]) => [field, [message]])),
        );
      }
      await reauthenticate(deps, user, request);

      return deps.db
        .transaction(async (tx) => {
          const open = await tx.query(
            `SELECT 1 FROM withdrawal_requests
              WHERE item_id = $1 AND status IN ('awaiting_partner_consent', 'awaiting_quote', 'requested')`,
            [item.id],
          );
          if (open.rows.length > 0) throw new DomainError('conflict', WITHDRAWAL_MESSAGES.inProgress);
          let shippingOrderId: string | null = null;
          if (request.destination === 'domestic') {
            const paid = await tx.query<{ id: string }>(
              `SELECT o.id FROM orders o
                WHERE o.client_id = $1 AND o.withdrawal_item_id = $2 AND o.status = 'paid'
                  AND NOT EXISTS (SELECT 1 FROM withdrawal_requests w WHERE w.shipping_order_id = o.id)
                ORDER BY o.paid_at LIMIT 1 FOR UPDATE`,
              [clientId, item.id],
            );
            shippingOrderId = paid.rows[0]?.id ?? null;
            if (!shippingOrderId) throw new DomainError('payment_required', WITHDRAWAL_MESSAGES.payShipping);
          }
          const partner = await tx.query<{ email: string }>(
            `SELECT partner.email FROM users partner JOIN users holder ON holder.id = partner.parent_user_id
              WHERE holder.client_id = $1 AND partner.role = 'authorized_user' AND partner.disabled_at IS NULL
              LIMIT 1`,
            [clientId],
          );
          await deleteWithdrawalDraft(tx, item.id);
          const afterConsent: WithdrawalStatus =
            request.destination === 'domestic' ? 'requested' : 'awaiting_quote';
          const status: WithdrawalStatus =
            partner.rows.length > 0 ? 'awaiting_partner_consent' : afterConsent;
          const id = randomUUID();
          await tx.query(
            `INSERT INTO withdrawal_requests (id, client_id, item_id, requested_by, shipping_order_id, destination,
               recipient_type, recipient_name, recipient_facility, recipient_address, recipient_email, recipient_phone,
               requested_date, timezone, vial_count, signature, status, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
            [
              id,
              clientId,
              item.id,
              user.id,
              shippingOrderId,
              request.destination,
              request.recipient_type,
              request.recipient_name || null,
              request.recipient_facility,
              JSON.stringify({
                ...request.recipient_address,
                country: request.recipient_address.country.toUpperCase(),
                state: request.recipient_address.state || null,
              }),
              request.recipient_email,
              request.recipient_phone,
              request.requested_date,
              request.timezone,
              request.vial_count,
              request.signature.trim(),
              status,
              deps.now(),
            ],
          );
          return { id, status, partnerEmail: partner.rows[0]?.email ?? null };
        })
        .catch((error: unknown) => {
          if (typeof error === 'object' && error !== null && 'code' in error && error.code === '23505') {
            throw new DomainError('conflict', WITHDRAWAL_MESSAGES.inProgress);
          }
          throw error;
        })
        .then(async (created) => {
          const recipient = withdrawalRecipientLabel({
            recipient_type: request.recipient_type,
            recipient_name: request.recipient_name ?? null,
            recipient_facility: request.recipient_facility,
          });
          await deps.email.send({
            to: user.email,
            subject: 'Your withdrawal request',
            text: `We received your request to send ${request.vial_count} vial(s) to ${recipient} on ${request.requested_date}. Our team will confirm the transfer with the recipient.`,
          });
          if (created.partnerEmail) {
            await deps.email.send({
              to: created.partnerEmail,
              subject: 'Your consent is needed for a withdrawal',
              text: `${user.firstName} asked to send ${request.vial_count} stored vial(s) to ${request.recipient_facility}. Sign in to give your consent before the vials are released.`,
            });
          }
          return {
            id: created.id,
            status: created.status,
            requested_date: request.requested_date,
            vial_count: request.vial_count,
          };
        });
    },
  };
}
export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
