import { errorBodySchema } from '@fathom/contract/common';
import { customerParamsSchema } from '@fathom/contract/staff-console';
import {
  type CustomerEmail,
  customerEmailsQuerySchema,
  customerEmailsResponseSchema,
  emailParamsSchema,
  resentEmailResponseSchema,
} from '@fathom/contract/support-actions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { errorAnswers } from '../../http/error-answers';
import { HttpError } from '../../http/errors';
import { listMeta, pageOf } from '../../http/list-page';
import { auditClient } from '../../http/staff-audit-subject';
import type { EmailOutbox } from '../../integrations/email/index';
import { aboutOneTimeLink } from '../../integrations/email/outbox';
import { requireStaff, sessionSecurity } from '../../platform/authenticate';
import { findCustomerEmail, listEmailsTo, type OutboxEmailRow } from './support-email-repository';
import { resendCustomerEmail } from './support-email-service';
import { findCustomer } from './support-repository';

export const ONE_TIME_LINK_NOT_RESENT =
  'This email is about a one-time link, which works only once, so it is not sent again. Send a new sign-in link instead.';
export const EMAIL_STILL_QUEUED = 'This email is still waiting to be sent: it goes out shortly.';

const asCustomerEmail = (row: OutboxEmailRow): CustomerEmail => ({
  id: row.id,
  subject: row.subject,
  state: row.sent_at ? 'sent' : row.failed_at ? 'failed' : 'queued',
  created_at: row.created_at.toISOString(),
  sent_at: row.sent_at?.toISOString() ?? null,
  resendable: !aboutOneTimeLink({ text: row.text_body, html: row.html_body, kind: row.kind }),
});

/**
 * The emails sent to a customer, and support sending one again (issue 47 item 4): a fresh copy through the
 * outbox, a new message with the same words, the original untouched. One about a one-time link (carrying it, or
 * telling the customer that support made one) is never sent again: a new link is asked for instead.
 */
export function registerSupportEmailRoutes(
  app: FastifyInstance,
  deps: { db: Database; outbox: EmailOutbox },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const supportOnly = requireStaff('support');
  const errors = errorAnswers(401, 403, 404, 422, 428);

  routes.get(
    '/api/staff/customers/:clientId/emails',
    {
      preValidation: supportOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary:
          "The emails sent to the customer's account address, newest first, a page at a time, links never shown (support)",
        params: customerParamsSchema,
        querystring: customerEmailsQuerySchema,
        response: { 200: customerEmailsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const customer = await findCustomer(deps.db, request.params.clientId);
      if (!customer) throw new HttpError(404, 'Not found.');
      const page = pageOf(request.query);
      const { rows, total } = await listEmailsTo(deps.db, {
        address: customer.email,
        limit: page.limit,
        offset: page.offset,
      });
      return { data: rows.map(asCustomerEmail), meta: listMeta(page, total) };
    },
  );

  routes.post(
    '/api/staff/emails/:emailId/resend',
    {
      preValidation: supportOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary:
          "Send a customer's email again (support): a fresh copy is queued, the original untouched; 409 for one about a one-time link (carrying it, or the notice that support made one) or still waiting to be sent",
        params: emailParamsSchema,
        response: { 200: resentEmailResponseSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const email = await findCustomerEmail(deps.db, request.params.emailId);
      // Only a customer's email is support's to send again.
      if (!email?.client_id) throw new HttpError(404, 'Not found.');
      if (aboutOneTimeLink({ text: email.text_body, html: email.html_body, kind: email.kind })) {
        throw new HttpError(409, ONE_TIME_LINK_NOT_RESENT);
      }
      if (!email.sent_at && !email.failed_at) throw new HttpError(409, EMAIL_STILL_QUEUED);
      const copy = await resendCustomerEmail(deps, email);
      if (!copy) throw new Error('The queued copy could not be read back');
      auditClient(request, email.client_id);
      return { data: asCustomerEmail(copy) };
    },
  );
}
