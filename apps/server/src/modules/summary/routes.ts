import { accountSummaryResponseSchema } from '@fathom/contract/account-summary';
import type { Catalogue } from '@fathom/contract/catalogue';
import { errorBodySchema } from '@fathom/contract/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/errors';
import { readerLanguage } from '../../i18n/reader-language';
import { authOf, requireRole, sessionSecurity } from '../../platform/authenticate';
import { accountSummaryOf } from './account-summary-service';

export function registerAccountSummaryRoutes(
  app: FastifyInstance,
  deps: { reads: Queryable; catalogue: Catalogue; now: () => Date },
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/account-summary',
    {
      preValidation: requireRole('client'),
      schema: {
        tags: ['results'],
        security: sessionSecurity,
        summary:
          'The account at a glance, as the home and analysis pages show it: what needs the customer now (dated, most pressing first), the state of their stored samples, and their STI panels',
        response: {
          200: accountSummaryResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          428: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      if (!user.clientId) throw new HttpError(403, 'You are not allowed to perform this action');
      return {
        data: await accountSummaryOf(
          deps.reads,
          deps.catalogue,
          user.clientId,
          deps.now(),
          // The reader's (their profile's, else the page's), as /documents names the same agreements.
          readerLanguage(request, user.language),
        ),
      };
    },
  );
}
