import {
  addAuthorizedUserRequestSchema,
  authorizedUserListResponseSchema,
  authorizedUserResponseSchema,
  updateAuthorizedUserRequestSchema,
} from '@fathom/contract/authorized-users';
import { nullDataSchema } from '@fathom/contract/common';
import { partnerAccessStatus } from '@fathom/domain/partner';
import { msg } from '@lingui/core/macro';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '../../../http/error-answers';
import { HttpError } from '../../../http/errors';
import type { AttemptLimiter } from '../../../http/rate-limit';
import { isUuid } from '../../../http/uuid';
import { isWrongProof } from '../../../platform/attempt-limits';
import { authOf, requireRole, sessionSecurity } from '../../../platform/authenticate';
import { findPartner, type PartnerRow, renamePartner } from './partner-repository';
import { addPartnerToAccount, type PartnerDeps, removePartnerFromAccount } from './partner-service';

export const PARTNER_MESSAGES = {
  hasPartner: msg`You already have a partner on your account. Remove them first to add someone else.`,
  notFound: msg`You have no partner on your account.`,
} as const;

const errors = errorAnswers(401, 403, 404, 409, 422, 428, 429);

const isoOrNull = (moment: Date | null) => (moment === null ? null : new Date(moment).toISOString());

const resource = (row: PartnerRow) => {
  const facts = {
    created_at: new Date(row.created_at).toISOString(),
    password_chosen_at: isoOrNull(row.password_chosen_at),
    first_signed_in_at: isoOrNull(row.first_signed_in_at),
  };
  return {
    id: row.id,
    type: 'authorized-users' as const,
    attributes: {
      first_name: row.first_name,
      last_name: row.last_name,
      email: row.email,
      ...facts,
      status: partnerAccessStatus(facts),
      has_signed_in: facts.first_signed_in_at !== null,
    },
  };
};

/**
 * The account holder's one spouse or partner (an authorized user): added after confirming it is them, invited
 * by email to choose their own password, renamed, and removed at once.
 */
export function registerAuthorizedUserRoutes(
  app: FastifyInstance,
  deps: PartnerDeps & { reauthLimiter: AttemptLimiter },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const holderOnly = requireRole('client');

  routes.get(
    '/api/restify/authorized-users',
    {
      preValidation: holderOnly,
      schema: {
        tags: ['partner'],
        security: sessionSecurity,
        summary: "The account's partner, as a list of at most one",
        response: { 200: authorizedUserListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const partner = await findPartner(deps.db, authOf(request).user.id);
      return { data: partner ? [resource(partner)] : [] };
    },
  );

  routes.post(
    '/api/restify/authorized-users',
    {
      preValidation: holderOnly,
      schema: {
        tags: ['partner'],
        security: sessionSecurity,
        summary:
          'Adds the partner after the account holder confirms it is them; the partner is emailed a link to choose a password',
        body: addAuthorizedUserRequestSchema,
        response: { 200: authorizedUserResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = authOf(request).user;
      await deps.reauthLimiter.ensureRemaining(request, reply, user.id);
      try {
        await deps.reauthenticate(user, request.body);
      } catch (error) {
        if (isWrongProof(error)) await deps.reauthLimiter.consume(request, reply, user.id);
        throw error;
      }
      const outcome = await addPartnerToAccount(deps, user, {
        firstName: request.body.first_name,
        lastName: request.body.last_name,
        email: request.body.email,
      });
      if (!outcome.added) throw new HttpError(409, PARTNER_MESSAGES.hasPartner);
      return { data: resource(outcome.partner) };
    },
  );

  routes.put(
    '/api/restify/authorized-users/:id',
    {
      preValidation: holderOnly,
      schema: {
        tags: ['partner'],
        security: sessionSecurity,
        summary: "Changes the partner's name",
        params: z.object({ id: z.string().max(100) }),
        body: updateAuthorizedUserRequestSchema,
        response: { 200: authorizedUserResponseSchema, ...errors },
      },
    },
    async (request) => {
      const renamed = isUuid(request.params.id)
        ? await renamePartner(
            deps.db,
            authOf(request).user.id,
            request.params.id,
            { firstName: request.body.first_name, lastName: request.body.last_name },
            deps.now(),
          )
        : null;
      if (!renamed) throw new HttpError(404, PARTNER_MESSAGES.notFound);
      // The partner's signed-in sessions carry their name.
      await deps.sessionCache.forgetUser(renamed.id);
      return { data: resource(renamed) };
    },
  );

  routes.post(
    '/api/restify/authorized-users/actions',
    {
      preValidation: holderOnly,
      schema: {
        tags: ['partner'],
        security: sessionSecurity,
        summary: "delete-authorized-user: removes the partner's access at once (their sessions end)",
        querystring: z.object({ action: z.enum(['delete-authorized-user']) }),
        response: { 200: nullDataSchema, ...errors },
      },
    },
    async (request) => {
      const removedId = await removePartnerFromAccount(deps, authOf(request).user.id);
      if (!removedId) throw new HttpError(404, PARTNER_MESSAGES.notFound);
      await deps.sessionCache.forgetUser(removedId);
      return { data: null };
    },
  );
}
