import { customerParamsSchema } from '@fathom/contract/staff-console';
import { startViewAsRequestSchema, viewAsGrantResponseSchema } from '@fathom/contract/view-as';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '../../http/error-answers';
import type { AttemptLimiter } from '../../http/rate-limit';
import { isWrongProof } from '../../platform/attempt-limits';
import type { AuthContext } from '../../platform/auth-context';
import { authOf, requireStaff, sessionSecurity } from '../../platform/authenticate';

/** What support's view as a customer asks of the auth room, which keeps the views (`view_as_grants`). */
export interface ViewAsGrants {
  /** Opens the view for the staff session once its fresh authenticator code is right (wrong: 422 on the field). */
  startViewAs(
    staff: AuthContext,
    clientId: string,
    proof: { one_time_password: string },
  ): Promise<{ id: string; client_id: string; customer_name: string; started_at: Date; expires_at: Date }>;
  endViewAs(staff: AuthContext, clientId: string): Promise<void>;
}

/**
 * Support sees the portal as the customer sees it (issue 47): a view opened with a fresh authenticator code, for
 * 15 minutes at most, read-only (authenticate.ts refuses everything else), every read audited. Both routes name the
 * customer, so the audit writes each on the customer's record.
 */
export function registerViewAsRoutes(
  app: FastifyInstance,
  deps: { viewAs: ViewAsGrants; codeAttempts: AttemptLimiter },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const supportOnly = requireStaff('support');
  const errors = errorAnswers(401, 403, 404, 422, 428, 429);

  routes.post(
    '/api/staff/customers/:clientId/view-as',
    {
      preValidation: supportOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary:
          'Opens a read-only view of the portal as the customer for this staff session, after a fresh authenticator code; requests sending its id in X-View-As are answered as the customer (reads only) until it ends, 15 minutes at most (support)',
        params: customerParamsSchema,
        body: startViewAsRequestSchema,
        response: { 200: viewAsGrantResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const staff = authOf(request);
      await deps.codeAttempts.ensureRemaining(request, reply, staff.user.id);
      try {
        const grant = await deps.viewAs.startViewAs(staff, request.params.clientId, request.body);
        return {
          data: {
            id: grant.id,
            client_id: grant.client_id,
            customer_name: grant.customer_name,
            started_at: grant.started_at.toISOString(),
            expires_at: grant.expires_at.toISOString(),
          },
        };
      } catch (error) {
        if (isWrongProof(error)) await deps.codeAttempts.consume(request, reply, staff.user.id);
        throw error;
      }
    },
  );

  routes.post(
    '/api/staff/customers/:clientId/view-as/end',
    {
      preValidation: supportOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary: "Ends this staff session's view of the portal as the customer (support)",
        params: customerParamsSchema,
        response: { 200: z.object({ data: z.object({ ended: z.literal(true) }) }), ...errors },
      },
    },
    async (request) => {
      await deps.viewAs.endViewAs(authOf(request), request.params.clientId);
      return { data: { ended: true as const } };
    },
  );
}
