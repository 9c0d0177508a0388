import { reauthMessages } from '@fathom/contract/auth';
import type { WithdrawalRequest } from '@fathom/contract/withdrawals';
import { isVialInStorage, withdrawalRecipientLabel } from '@fathom/domain/cryogenic';
import { withdrawalErrors, withdrawalRecipientErrors } from '@fathom/domain/withdrawal';
import { msg } from '@lingui/core/macro';
import type { Database, Queryable } from '../../db/database';
import { DomainError } from '../../http/domain-errors';
import type { Said } from '../../http/said';
import { isUuid } from '../../http/uuid';
import type { EmailOutbox } from '../../integrations/email/index';
import type { AuthUser } from '../../platform/auth-context';
import { deleteWithdrawalDraft, findClientSample } from './withdrawal-draft-repository';
import {
  claimPaidShippingOrder,
  findPartnerEmail,
  findVialStates,
  hasOpenWithdrawal,
  insertWithdrawalRequest,
  type NewWithdrawalStatus,
} from './withdrawal-repository';
import { withdrawalConsentEmail, withdrawalRequestedEmail } from './withdrawal-request-emails';

export const WITHDRAWAL_MESSAGES = {
  notFound: msg`We could not find this stored sample in your account.`,
  ...reauthMessages,
  payShipping: msg`Pay for the domestic cryogenic shipping ($250) before requesting the withdrawal.`,
  inProgress: msg`A withdrawal of this sample is already in progress.`,
  timezone: msg`Your time zone was not recognised. Reload the page and try again.`,
} as const;

const unprocessable = (field: string, message: Said) =>
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
  /** The auth room's check that the signed-in person is who they say (password, or authenticator code). */
  reauthenticate(
    user: AuthUser,
    proof: { password?: string | null; one_time_password?: string | null },
  ): Promise<void>;
  outbox: EmailOutbox;
  now: () => Date;
}

async function heldVials(db: Queryable, itemId: string): Promise<number> {
  const vials = await findVialStates(db, itemId);
  return vials.filter((vial) =>
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
      const language = user.language ?? 'en';
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
          language,
        ),
        ...withdrawalRecipientErrors(request, language),
      };
      const fields = Object.entries(errors);
      if (fields.length > 0) {
        throw new DomainError(
          'invalid',

          fields[0]?.[1] ?? msg`Check the withdrawal request.`,
          Object.fromEntries(fields.map(([field, message]) => [field, [message]])),
        );
      }
      await deps.reauthenticate(user, request);

      return deps.db
        .transaction(async (tx) => {
          if (await hasOpenWithdrawal(tx, item.id)) {
            throw new DomainError('conflict', WITHDRAWAL_MESSAGES.inProgress);
          }
          let shippingOrderId: string | null = null;
          if (request.destination === 'domestic') {
            shippingOrderId = await claimPaidShippingOrder(tx, clientId, item.id);
            if (!shippingOrderId) throw new DomainError('payment_required', WITHDRAWAL_MESSAGES.payShipping);
          }
          const partnerEmail = await findPartnerEmail(tx, clientId);
          await deleteWithdrawalDraft(tx, item.id);
          const afterConsent: NewWithdrawalStatus =
            request.destination === 'domestic' ? 'requested' : 'awaiting_quote';
          const status: NewWithdrawalStatus = partnerEmail ? 'awaiting_partner_consent' : afterConsent;
          const id = await insertWithdrawalRequest(tx, request, {
            clientId,
            itemId: item.id,
            requestedBy: user.id,
            shippingOrderId,
            status,
            at: deps.now(),
          });
          const recipient = withdrawalRecipientLabel({
            recipient_type: request.recipient_type,
            recipient_name: request.recipient_name ?? null,
            recipient_facility: request.recipient_facility,
          });
          await deps.outbox.queue(
            tx,
            withdrawalRequestedEmail(user.email, {
              vialCount: request.vial_count,
              recipient,
              requestedDate: request.requested_date,
            }),
          );
          if (partnerEmail) {
            await deps.outbox.queue(
              tx,
              withdrawalConsentEmail(
                partnerEmail,
                {
                  holderFirstName: user.firstName,
                  vialCount: request.vial_count,
                  facility: request.recipient_facility,
                },
                user.language,
              ),
            );
          }
          return { id, status };
        })
        .catch((error: unknown) => {
          if (typeof error === 'object' && error !== null && 'code' in error && error.code === '23505') {
            throw new DomainError('conflict', WITHDRAWAL_MESSAGES.inProgress);
          }
          throw error;
        })
        .then((created) => {
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
