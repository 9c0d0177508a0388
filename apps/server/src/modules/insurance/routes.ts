import { randomUUID } from 'node:crypto';
import { errorBodySchema } from '@fathom/contract/common';
import {
  INSURANCE_CHECK_COOKIE,
  insuranceCheckRequestSchema,
  insuranceCheckResponseSchema,
  insuranceProvidersResponseSchema,
} from '@fathom/contract/insurance';
import { mergeInsuranceProviders } from '@fathom/domain/insurance';
import { msg } from '@lingui/core/macro';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/errors';
import type { AttemptLimiter } from '../../http/rate-limit';
import type { InsuranceVerifier } from '../../integrations/insurance/index';
import { authOf, requireUser } from '../../platform/authenticate';
import { giveBrowserSecret } from '../../platform/browser-secret';
import {
  insertInsuranceApplication,
  isAcceptedPlan,
  listInsuranceProviderStates,
} from './insurance-repository';

const NOT_ACCEPTED = msg`We do not accept this plan in your state yet.`;
export const COVERED_MESSAGE =
  'Good news: your plan covers your semen analysis. You pay nothing at checkout.';
export const NOT_COVERED_MESSAGE =
  'Your plan does not cover a semen analysis with us. You can still order and pay by card or in 3 instalments.';

export function registerInsuranceRoutes(
  app: FastifyInstance,
  deps: { db: Database; verifier: InsuranceVerifier; limiter: AttemptLimiter; publicUrl: string },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/insurance/providers',
    {
      schema: {
        tags: ['insurance'],
        summary: 'The insurance plans accepted, one entry per provider with the states it covers',
        response: { 200: insuranceProvidersResponseSchema },
      },
    },
    async () => ({ data: mergeInsuranceProviders(await listInsuranceProviderStates(deps.db)) }),
  );

  routes.post(
    '/api/insurance/check',
    {
      preValidation: async (request) => {
        if (request.auth) await requireUser(request);
      },
      schema: {
        tags: ['insurance'],
        summary:
          "Checks a member's coverage; a covered answer pays for one kit, in one order of whoever ran the check (the signed-in user, or this browser by its HttpOnly cookie)",
        body: insuranceCheckRequestSchema,
        response: { 200: insuranceCheckResponseSchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deps.limiter.consume(request, reply, request.ip);
      const body = { ...request.body, state: request.body.state.toUpperCase() };
      if (!(await isAcceptedPlan(deps.db, body.provider_name, body.state))) {
        throw new HttpError(422, NOT_ACCEPTED, { provider_name: [NOT_ACCEPTED] });
      }
      const covered = await deps.verifier.isCovered({
        providerName: body.provider_name,
        memberId: body.member_id,
        dateOfBirth: body.date_of_birth,
      });
      const id = randomUUID();
      await insertInsuranceApplication(deps.db, {
        ...body,
        id,
        covered,
        userId: request.auth ? authOf(request).user.id : null,
        holderSecretHash: giveBrowserSecret(request, reply, INSURANCE_CHECK_COOKIE, deps.publicUrl),
      });
      return {
        data: {
          application_uuid: id,
          provider_name: body.provider_name,
          covered,
          message: covered ? COVERED_MESSAGE : NOT_COVERED_MESSAGE,
        },
      };
    },
  );
}
