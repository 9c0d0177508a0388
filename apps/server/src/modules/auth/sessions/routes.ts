import { accountSessionListResponseSchema, signOutOthersResponseSchema } from '@fathom/contract/auth';
import { errorBodySchema, nullDataSchema } from '@fathom/contract/common';
import { deviceName as deviceNameIn } from '@fathom/domain/device-names';
import type { Language } from '@fathom/domain/languages';
import { msg } from '@lingui/core/macro';
import Bowser from 'bowser';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../../http/errors';
import { readerLanguage } from '../../../i18n/reader-language';
import { authOf, requireUser, sessionSecurity } from '../../../platform/authenticate';
import type { AuthDeps } from '../auth-deps';
import { activeSessions, revokeOtherSessions, revokeOwnSession } from '../session-repository';

/** "Chrome on macOS" from a user agent, in the reader's language; a browser we cannot name is "Unknown browser". */
export function deviceName(userAgent: string | null, language: Language): string {
  if (!userAgent) return deviceNameIn(undefined, undefined, language);
  const parser = Bowser.getParser(userAgent);
  return deviceNameIn(parser.getBrowserName(), parser.getOSName(), language);
}

const errors = { 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema, 428: errorBodySchema };

/** A signed-in person sees where they are signed in and ends the sessions they do not recognise. */
export function registerAccountSessionRoutes(
  app: FastifyInstance,
  deps: Pick<AuthDeps, 'db' | 'now' | 'sessionCache'>,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/sessions',
    {
      preValidation: requireUser,
      schema: {
        tags: ['auth'],
        security: sessionSecurity,
        summary: 'The sessions of the signed-in user that can still be used, the current one marked',
        response: {
          200: accountSessionListResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const { user, session } = authOf(request);
      const rows = await activeSessions(deps.db, user.id, deps.now());
      const language = readerLanguage(request, user.language);
      return {
        data: rows.map((row) => ({
          id: row.id,
          device: deviceName(row.user_agent, language),
          created_at: new Date(row.created_at).toISOString(),
          last_seen_at: new Date(row.last_seen_at).toISOString(),
          current: row.id === session.id,
        })),
      };
    },
  );

  routes.delete(
    '/api/sessions/:sessionId',
    {
      preValidation: requireUser,
      schema: {
        tags: ['auth'],
        security: sessionSecurity,
        summary: 'Signs one of the user’s other sessions out',
        params: z.object({ sessionId: z.uuid() }),
        response: { 200: nullDataSchema, ...errors },
      },
    },
    async (request) => {
      const { user, session } = authOf(request);
      if (request.params.sessionId === session.id)
        throw new HttpError(422, msg`To end this session, sign out.`);
      if (!(await revokeOwnSession(deps.db, user.id, request.params.sessionId, deps.now())))
        throw new HttpError(404, 'Not found.');
      await deps.sessionCache.forgetUser(user.id);
      return { data: null };
    },
  );

  routes.post(
    '/api/sessions/actions',
    {
      preValidation: requireUser,
      schema: {
        tags: ['auth'],
        security: sessionSecurity,
        summary: 'sign-out-others: ends every session of the user but this one',
        querystring: z.object({ action: z.enum(['sign-out-others']) }),
        response: { 200: signOutOthersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user, session } = authOf(request);
      const signedOut = await revokeOtherSessions(deps.db, user.id, session.id, deps.now());
      await deps.sessionCache.forgetUser(user.id);
      return { data: { signed_out: signedOut } };
    },
  );
}
