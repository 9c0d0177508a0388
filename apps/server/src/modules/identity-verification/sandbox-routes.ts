import { VERIFICATION_CALLBACK_PATHS } from '@fathom/domain/identity-verification';
import type { FastifyInstance } from 'fastify';
import { SANDBOX_AUTHORIZE_PATH } from '../../integrations/identity-verification/sandbox';
import { sandboxAuthorizePage } from '../../integrations/identity-verification/sandbox-page';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * With IDENTITY_VERIFICATION=sandbox the portal serves the provider's sign-in page itself. It sends the browser
 * back only to the portal's own callback pages; it is not part of the API, so the API document leaves it out.
 */
export function registerSandboxIdentityVerificationPage(
  app: FastifyInstance,
  deps: { publicUrl: string },
): void {
  const callbacks = new Set(
    Object.values(VERIFICATION_CALLBACK_PATHS).map((path) => `${deps.publicUrl}${path}`),
  );
  app.get(SANDBOX_AUTHORIZE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const redirectUri = text(query.redirect_uri);
    const state = text(query.state);
    if (!callbacks.has(redirectUri)) {
      return reply
        .code(400)
        .type('text/plain')
        .send('The redirect address is not one of the portal’s callbacks.');
    }
    if (state === '' || state.length > 128) {
      return reply.code(400).type('text/plain').send('The request has no valid state.');
    }
    return reply
      .type('text/html')
      .header('cache-control', 'no-store')
      .send(sandboxAuthorizePage({ redirectUri, state }));
  });
}
