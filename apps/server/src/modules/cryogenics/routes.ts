import type { Catalogue } from '@fathom/contract/catalogue';
import { dataEnvelope, nullDataSchema } from '@fathom/contract/common';
import { cryogenicsResponseSchema } from '@fathom/contract/cryogenics';
import { shippedWithdrawalSchema, shipWithdrawalRequestSchema } from '@fathom/contract/storage-console';
import {
  consentRequestListResponseSchema,
  withdrawalDraftResponseSchema,
  withdrawalDraftSchema,
  withdrawalRequestSchema,
  withdrawalResponseSchema,
} from '@fathom/contract/withdrawals';
import { msg } from '@lingui/core/macro';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, Queryable } from '../../db/database';
import { createEncodedAnswers } from '../../http/encoded-answers';
import { errorAnswers } from '../../http/error-answers';
import { HttpError } from '../../http/errors';
import type { AttemptLimiter } from '../../http/rate-limit';
import { auditKit } from '../../http/staff-audit-subject';
import type { EmailOutbox } from '../../integrations/email/index';
import { isWrongProof } from '../../platform/attempt-limits';
import { authOf, requireRole, requireStaff, sessionSecurity } from '../../platform/authenticate';
import { cryogenicsOf } from './cryogenics-service';
import { recordVialMovement, storeSampleVials } from './vial-service';
import { findClientSample, findWithdrawalDraft, saveWithdrawalDraft } from './withdrawal-draft-repository';
import { consentToWithdrawal, withdrawalsAwaitingConsent } from './withdrawal-progress-repository';
import { declineWithdrawalAsPartner, shipWithdrawal } from './withdrawal-progress-service';
import type { WithdrawalService } from './withdrawal-service';

const errors = errorAnswers(401, 402, 403, 404, 409, 422, 428, 429);
const withdrawalParams = z.object({ withdrawalId: z.uuid() });
const draftParams = z.object({ itemId: z.uuid() });

export function registerCryogenicsRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    reads: Queryable;
    catalogue: Catalogue;
    withdrawals: WithdrawalService;
    reauthLimiter: AttemptLimiter;
    now: () => Date;
    outbox: EmailOutbox;
    productName: string;
  },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const answers = createEncodedAnswers();
  routes.get(
    '/api/cryogenics',
    {
      preValidation: requireRole('client'),
      schema: {
        tags: ['cryogenics'],
        security: sessionSecurity,
        summary: "The customer's stored samples: vials, their history, withdrawals and what can be done next",
        response: { 200: cryogenicsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      if (!user.clientId) throw new HttpError(403, 'You are not allowed to perform this action');
      const storage = await cryogenicsOf(deps.reads, deps.catalogue, user.clientId);
      return answers.send(reply, storage.sources, user.id, () => ({ data: storage.build() }));
    },
  );

  routes.post(
    '/api/withdrawals',
    {
      preValidation: requireRole('client'),
      schema: {
        tags: ['cryogenics'],
        security: sessionSecurity,
        summary: 'Requests vials sent to a medical professional; every safeguard is checked here',
        body: withdrawalRequestSchema,
        response: { 200: withdrawalResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = authOf(request).user;
      await deps.reauthLimiter.ensureRemaining(request, reply, user.id);
      try {
        return { data: await deps.withdrawals.request(user, request.body) };
      } catch (error) {
        // Only a wrong password or code counts towards the limit, not a form the customer is still fixing.
        if (isWrongProof(error)) {
          await deps.reauthLimiter.consume(request, reply, user.id);
        }
        throw error;
      }
    },
  );

  /** The account holder's own stored sample, whose withdrawal draft is read or written. */
  const ownSample = async (request: Parameters<typeof authOf>[0], itemId: string) => {
    const { user } = authOf(request);
    const sample = user.clientId ? await findClientSample(deps.db, itemId, user.clientId) : null;
    if (!user.clientId || !sample)
      throw new HttpError(404, msg`We could not find this stored sample in your account.`);
    return { itemId: sample.id, clientId: user.clientId };
  };

  routes.get(
    '/api/withdrawals/drafts/:itemId',
    {
      preValidation: requireRole('client'),
      schema: {
        tags: ['cryogenics'],
        security: sessionSecurity,
        summary: 'What the customer typed into the withdrawal request of this sample and has not sent yet',
        params: draftParams,
        response: { 200: withdrawalDraftResponseSchema, ...errors },
      },
    },
    async (request) => {
      const sample = await ownSample(request, request.params.itemId);
      return { data: await findWithdrawalDraft(deps.db, sample.itemId, sample.clientId) };
    },
  );

  routes.put(
    '/api/withdrawals/drafts/:itemId',
    {
      preValidation: requireRole('client'),
      schema: {
        tags: ['cryogenics'],
        security: sessionSecurity,
        summary:
          'Keeps what the customer has typed so far (never a password, code or card), until the request is made',
        params: draftParams,
        body: withdrawalDraftSchema,
        response: { 200: nullDataSchema, ...errors },
      },
    },
    async (request) => {
      const sample = await ownSample(request, request.params.itemId);
      await saveWithdrawalDraft(deps.db, { ...sample, fields: request.body, at: deps.now() });
      return { data: null };
    },
  );

  routes.get(
    '/api/withdrawals/awaiting-consent',
    {
      preValidation: requireRole('authorized_user'),
      schema: {
        tags: ['cryogenics'],
        security: sessionSecurity,
        summary: "Withdrawals of the partner's account that wait for the partner's consent",
        response: {
          200: consentRequestListResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => ({ data: await withdrawalsAwaitingConsent(deps.db, authOf(request).user) }),
  );

  routes.post(
    '/api/withdrawals/:withdrawalId/consent',
    {
      preValidation: requireRole('authorized_user'),
      schema: {
        tags: ['cryogenics'],
        security: sessionSecurity,
        summary: "The account's partner consents to a withdrawal before the vials are released",
        params: withdrawalParams,
        response: { 200: withdrawalResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await consentToWithdrawal(deps.db, authOf(request).user, request.params.withdrawalId, deps.now()),
    }),
  );

  routes.post(
    '/api/withdrawals/:withdrawalId/decline',
    {
      preValidation: requireRole('authorized_user'),
      schema: {
        tags: ['cryogenics'],
        security: sessionSecurity,
        summary:
          "The account's partner declines a withdrawal: it ends, the vials stay in storage, the account holder is emailed",
        params: withdrawalParams,
        response: { 200: withdrawalResponseSchema, ...errors },
      },
    },
    async (request) => {
      const declined = await declineWithdrawalAsPartner(
        deps,
        authOf(request).user,
        request.params.withdrawalId,
      );
      const { id, status, requested_date, vial_count } = declined;
      return { data: { id, status, requested_date, vial_count } };
    },
  );

  routes.post(
    '/api/staff/withdrawals/:withdrawalId/ship',
    {
      preValidation: requireStaff('lab'),
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary:
          'Marks a withdrawal shipped with the carrier and its tracking number, which the customer sees: its vials leave storage',
        params: withdrawalParams,
        body: shipWithdrawalRequestSchema,
        response: { 200: dataEnvelope(shippedWithdrawalSchema), ...errors },
      },
    },
    async (request) => {
      const { item_id, ...shipped } = await shipWithdrawal(deps, request.params.withdrawalId, {
        ...request.body,
        shippedBy: authOf(request).user.id,
      });
      auditKit(request, item_id);
      return { data: shipped };
    },
  );

  routes.post(
    '/api/staff/items/:itemId/vials',
    {
      preValidation: requireStaff('lab'),
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary: 'The lab stores a frozen sample: its vials enter storage, awaiting long-term storage',
        params: z.object({ itemId: z.uuid() }),
        body: z.object({
          count: z.number().int().min(1).max(20),
          facility: z.string().trim().min(1).max(200),
        }),
        response: { 200: z.object({ data: z.object({ vial_ids: z.array(z.string()) }) }), ...errors },
      },
    },
    async (request) => ({ data: await storeSampleVials(deps, request.params.itemId, request.body) }),
  );

  routes.post(
    '/api/staff/vials/:vialId/events',
    {
      preValidation: requireStaff('lab'),
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary: 'A vial moves to long-term storage at a facility, or is destroyed; its history records it',
        params: z.object({ vialId: z.uuid() }),
        body: z.object({
          kind: z.enum(['moved', 'destroyed']),
          facility: z.string().trim().min(1).max(200),
          note: z.string().trim().max(500).optional(),
        }),
        response: { 200: nullDataSchema, ...errors },
      },
    },
    async (request) => {
      await recordVialMovement(deps, request.params.vialId, request.body);
      return { data: null };
    },
  );
}
