import {
  documentListQuerySchema,
  documentListResponseSchema,
  documentResponseSchema,
  signDocumentSchema,
} from '@fathom/contract/documents';
import { DOCUMENT_STEPS, type DocumentStep } from '@fathom/domain/agreements';
import { isLanguage } from '@fathom/domain/languages';
import { msg } from '@lingui/core/macro';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, Queryable } from '../../db/database';
import { errorAnswers } from '../../http/error-answers';
import { HttpError } from '../../http/errors';
import { readerLanguage } from '../../i18n/reader-language';
import type { EmailOutbox } from '../../integrations/email/index';
import { reachableClientId } from '../../platform/auth-context';
import { authOf, requireRole, sessionSecurity } from '../../platform/authenticate';
import { findSignatureForPdf } from './document-repository';
import { accountDocuments, documentResource, signDocument } from './document-service';
import { signedAgreementPdf } from './signed-pdf';

const errors = errorAnswers(401, 403, 404, 422, 428);
const knownSteps = Object.values(DOCUMENT_STEPS) as number[];
const stepParams = z.object({
  step: z.coerce
    .number()
    .int()
    .refine((step) => knownSteps.includes(step), 'No such document.'),
});

export function registerDocumentRoutes(
  app: FastifyInstance,
  deps: { db: Database; reads: Queryable; outbox: EmailOutbox; now: () => Date },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const clientOf = (request: Parameters<typeof authOf>[0]) => {
    const clientId = reachableClientId(authOf(request).user);
    if (!clientId) throw new HttpError(404, 'Not found.');
    return clientId;
  };

  routes.get(
    '/api/restify/documents',
    {
      preValidation: requireRole('client', 'authorized_user'),
      schema: {
        tags: ['documents'],
        security: sessionSecurity,
        summary: "The account's agreements, to sign or signed (a partner reads the account holder's)",
        querystring: documentListQuerySchema,
        response: { 200: documentListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const wanted = request.query.step?.split(',').map(Number) ?? null;
      const documents = await accountDocuments(deps.reads, clientOf(request));
      // In the reader's language (their profile's, else the page's): the one a signature then records.
      const language = readerLanguage(request, authOf(request).user.language);
      return {
        data: documents
          .filter((document) => !wanted || wanted.includes(document.step))
          .map((document) => documentResource(document.step, document.signature, language)),
      };
    },
  );

  routes.post(
    '/api/restify/documents/:step/sign',
    {
      preValidation: requireRole('client'),
      schema: {
        tags: ['documents'],
        security: sessionSecurity,
        summary: 'Signs an agreement in the legal name on the account',
        params: stepParams,
        body: signDocumentSchema,
        response: { 200: documentResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await signDocument(
        deps.db,
        deps.outbox,
        authOf(request).user,
        request.params.step as DocumentStep,
        request.body,
        deps.now(),
        readerLanguage(request, authOf(request).user.language),
      ),
    }),
  );

  routes.get(
    '/api/restify/documents/:step/pdf',
    {
      preValidation: requireRole('client', 'authorized_user'),
      schema: {
        tags: ['documents'],
        security: sessionSecurity,
        summary: 'The signed agreement as a PDF',
        params: stepParams,
        response: { 200: z.any().describe('application/pdf'), ...errors },
      },
    },
    async (request, reply) => {
      const clientId = clientOf(request);
      const signature = await findSignatureForPdf(deps.db, clientId, request.params.step);
      if (!signature) throw new HttpError(404, msg`This agreement is not signed yet.`);
      const pdf = await signedAgreementPdf(
        request.params.step as DocumentStep,
        {
          signed_name: signature.signed_name,
          signed_at: new Date(signature.signed_at),
          version: signature.version,
          client_number: signature.number,
          read_in: isLanguage(signature.language) ? signature.language : null,
        },
        readerLanguage(request, authOf(request).user.language),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="fathom-agreement-${request.params.step}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
}
