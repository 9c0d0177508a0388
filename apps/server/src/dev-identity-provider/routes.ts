import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { allowSameOriginFraming } from '../http/security-headers';
import type { AuthDeps } from '../modules/auth/auth-deps';
import { findCredentialsByEmail, findCredentialsById } from '../modules/auth/credentials-repository';
import { acceptAuthenticatorCode } from '../modules/auth/one-time-codes';
import { findAuthUserByEmail } from '../modules/auth/session-repository';
import type { AttemptLimiters } from '../platform/attempt-limits';
import { cookieIsSecure } from '../platform/session-cookie';
import { DEV_CLIENT_ID, type DevProviderKeys, pkceChallenge } from './dev-provider-keys';
import { createProviderSessions, PROVIDER_SESSION_COOKIE, type ProviderSession } from './provider-sessions';
import { signInPage } from './sign-in-page';

const CODE_LIFETIME_MS = 60_000;
const ACCESS_TOKEN_SECONDS = 600;
const REFRESH_LIFETIME_MS = 12 * 60 * 60_000;

type AuthorizationRequest = Record<string, string> & {
  client_id: string;
  redirect_uri: string;
  response_type: string;
  scope: string;
  state: string;
  nonce: string;
  code_challenge: string;
  code_challenge_method: string;
  /** `none` for a hidden frame (no form: a code from the provider's session, else login_required). */
  prompt: string;
  organization: string;
};

interface Grant {
  email: string;
  userId: string;
  /** The provider session that signed in: signing out there ends the grant's tokens. */
  sid: string;
  /** When the person typed their password: refresh tokens end 12 hours after it, however often renewed. */
  authTime: number;
  clientId: string;
  redirectUri: string;
  scope: string;
  nonce: string;
  codeChallenge?: string;
  organization: string;
  expiresAt: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const FORM_XSRF_COOKIE = 'fathom_idp_form';

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The development OpenID Connect provider, on when OIDC_ISSUER is not set: the authorization-code flow with
 * PKCE (S256) for the portal's own client, signing in with a demo persona's email and password (and
 * authenticator code with two-factor sign-in). Codes and refresh tokens live in this process only: it
 * stands in for a hosted provider in development and tests, never for several instances.
 */
export function registerDevIdentityProvider(
  app: FastifyInstance,
  deps: AuthDeps & {
    keys: DevProviderKeys;
    issuer: string;
    audience: string;
    limits: Pick<
      AttemptLimiters,
      'loginFailuresPerIp' | 'loginFailuresPerEmailAndIp' | 'loginFailuresPerEmail'
    >;
  },
): { isSessionEnded(sid: string): boolean } {
  const origin = new URL(deps.config.publicUrl).origin;
  const codes = new Map<string, Grant>();
  const sessions = createProviderSessions(deps.now);
  const refreshTokens = new Map<string, Grant>();
  /** A password reset or change since `since` ends provider sessions and refresh tokens from before it. */
  const credentialsChangedSince = async (userId: string, since: number) => {
    const credentials = await findCredentialsById(deps.db, userId);
    const changedAt = credentials?.providerTokensValidAfter?.getTime();
    return !credentials || (changedAt !== undefined && changedAt > since);
  };
  const sameOrigin = (uri: string) => {
    try {
      return new URL(uri).origin === origin;
    } catch {
      return false;
    }
  };
  const problem = (reply: FastifyReply, status: number, error: string, description: string) =>
    reply.code(status).send({ error, error_description: description });

  /** The provider's endpoints are OpenID Connect's, not the portal's API: the API document leaves them out. */
  const hidden = { schema: { hide: true } };
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get('/oidc/.well-known/openid-configuration', hidden, async () => ({
      issuer: deps.issuer,
      authorization_endpoint: `${deps.issuer}/authorize`,
      token_endpoint: `${deps.issuer}/token`,
      jwks_uri: `${deps.issuer}/jwks`,
      end_session_endpoint: `${deps.issuer}/logout`,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      code_challenge_methods_supported: ['S256'],
      scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      token_endpoint_auth_methods_supported: ['none'],
    }));

    scope.get('/oidc/jwks', hidden, async () => deps.keys.jwks);

    const checkRequest = (query: Record<string, unknown>): AuthorizationRequest | string => {
      const request = {
        client_id: text(query.client_id),
        redirect_uri: text(query.redirect_uri),
        response_type: text(query.response_type),
        scope: text(query.scope),
        state: text(query.state),
        nonce: text(query.nonce),
        code_challenge: text(query.code_challenge),
        code_challenge_method: text(query.code_challenge_method),
        prompt: text(query.prompt),
        organization: text(query.organization),
      };
      if (request.client_id !== DEV_CLIENT_ID) return 'Unknown client.';
      if (!sameOrigin(request.redirect_uri)) return 'The redirect address is not allowed.';
      if (request.response_type !== 'code') return 'Only the authorization-code flow is supported.';
      if (!request.code_challenge || request.code_challenge_method !== 'S256')
        return 'PKCE (S256) is required.';
      return request;
    };

    /** Sends the browser back to the client's redirect address with these answers and the request's state. */
    const redirectBack = (
      reply: FastifyReply,
      checked: AuthorizationRequest,
      answers: Record<string, string>,
    ) => {
      const back = new URL(checked.redirect_uri);
      for (const [name, value] of Object.entries(answers)) back.searchParams.set(name, value);
      if (checked.state) back.searchParams.set('state', checked.state);
      return reply.redirect(back.toString(), 302);
    };

    /** Sends the browser back to the client with a new one-time code for the person of this session. */
    const redirectWithCode = (
      reply: FastifyReply,
      checked: AuthorizationRequest,
      session: ProviderSession,
    ) => {
      const code = randomBytes(32).toString('base64url');
      codes.set(code, {
        email: session.email,
        userId: session.userId,
        sid: session.sid,
        authTime: session.openedAt,
        clientId: checked.client_id,
        redirectUri: checked.redirect_uri,
        scope: checked.scope,
        nonce: checked.nonce,
        codeChallenge: checked.code_challenge,
        organization: checked.organization,
        expiresAt: deps.now().getTime() + CODE_LIFETIME_MS,
      });
      return redirectBack(reply, checked, { code });
    };

    /** The session of this cookie, unless it ended or the password changed since it signed in. */
    const currentSession = async (cookie: string | undefined) => {
      const session = sessions.find(cookie);
      if (!session) return null;
      if (await credentialsChangedSince(session.userId, session.openedAt)) {
        sessions.end(cookie);
        return null;
      }
      return session;
    };

    /** The form's own XSRF check: a random value in a cookie of the provider's path and in the form. */
    const signInForm = (
      reply: FastifyReply,
      request: FastifyRequest,
      checked: AuthorizationRequest,
      error: string | null,
    ) => {
      const xsrf = randomBytes(32).toString('base64url');
      reply.setCookie(FORM_XSRF_COOKIE, xsrf, {
        httpOnly: true,
        sameSite: 'strict',
        path: '/oidc',
        secure: cookieIsSecure(request, deps.config.publicUrl),
      });
      return reply
        .type('text/html')
        .header('cache-control', 'no-store')
        .send(signInPage(deps.issuer, { ...checked, xsrf }, error));
    };

    scope.get('/oidc/authorize', hidden, async (request, reply) => {
      const checked = checkRequest(request.query as Record<string, unknown>);
      if (typeof checked === 'string') return reply.code(400).type('text/plain').send(checked);
      const session = await currentSession(request.cookies[PROVIDER_SESSION_COOKIE]);
      if (checked.prompt === 'none') {
        // The portal asks from a hidden frame of its own origin.
        allowSameOriginFraming(reply);
        if (session) return redirectWithCode(reply, checked, session);
        return redirectBack(reply, checked, {
          error: 'login_required',
          error_description: 'Sign-in is required.',
        });
      }
      if (session && checked.prompt !== 'login') return redirectWithCode(reply, checked, session);
      return signInForm(reply, request, checked, null);
    });

    scope.post('/oidc/authorize', hidden, async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, unknown>;
      const checked = checkRequest(form);
      if (typeof checked === 'string') return reply.code(400).type('text/plain').send(checked);
      const xsrfCookie = request.cookies[FORM_XSRF_COOKIE];
      if (!xsrfCookie || !sameSecret(xsrfCookie, text(form.xsrf))) {
        return reply
          .code(403)
          .type('text/plain')
          .send('The sign-in form expired. Go back and sign in again.');
      }
      const account = text(form.email).trim().toLowerCase();
      const accountFromHere = `${account} ${request.ip}`;
      await deps.limits.loginFailuresPerIp.ensureRemaining(request, reply, request.ip);
      await deps.limits.loginFailuresPerEmailAndIp.ensureRemaining(request, reply, accountFromHere);
      await deps.limits.loginFailuresPerEmail.ensureRemaining(request, reply, account);
      const refuse = async (message: string) => {
        await deps.limits.loginFailuresPerIp.consume(request, reply, request.ip);
        await deps.limits.loginFailuresPerEmailAndIp.consume(request, reply, accountFromHere);
        await deps.limits.loginFailuresPerEmail.consume(request, reply, account);
        return signInForm(reply.code(422), request, checked, message);
      };
      const credentials = await findCredentialsByEmail(deps.db, text(form.email));
      if (!credentials || !(await deps.passwords.verify(credentials.passwordHash, text(form.password))))
        return refuse('That email and password do not match an account.');
      if (credentials.google2faSecret && credentials.google2faConfiguredAt) {
        const user = { id: credentials.id, secret: credentials.google2faSecret };
        if (!(await acceptAuthenticatorCode(deps.db, user, text(form.one_time_password), deps.now())))
          return refuse('Enter the current code from your authenticator app.');
      }
      const opened = sessions.open(credentials.email, credentials.id);
      reply.setCookie(PROVIDER_SESSION_COOKIE, opened.id, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/oidc',
        secure: cookieIsSecure(request, deps.config.publicUrl),
        maxAge: Math.floor((opened.expiresAt - deps.now().getTime()) / 1000),
      });
      const session = sessions.find(opened.id);
      if (!session) return reply.code(500).send();
      return redirectWithCode(reply, checked, session);
    });

    const tokensFor = async (grant: Grant) => {
      const now = deps.now();
      const user = await findAuthUserByEmail(deps.db, grant.email);
      const name = user ? `${user.preferredFirstName ?? user.firstName} ${user.lastName}` : grant.email;
      const common = {
        issuer: deps.issuer,
        subject: grant.userId,
        now,
        lifetimeSeconds: ACCESS_TOKEN_SECONDS,
      };
      const claims = {
        email: grant.email,
        email_verified: true,
        sid: grant.sid,
        auth_time: Math.floor(grant.authTime / 1000),
        ...(grant.organization ? { org_id: grant.organization } : {}),
      };
      const refresh = randomBytes(32).toString('base64url');
      // Rotated at every use, but never past 12 hours after the password was typed.
      if (grant.scope.split(' ').includes('offline_access'))
        refreshTokens.set(refresh, {
          ...grant,
          codeChallenge: undefined,
          expiresAt: grant.authTime + REFRESH_LIFETIME_MS,
        });
      return {
        token_type: 'Bearer',
        expires_in: ACCESS_TOKEN_SECONDS,
        scope: grant.scope,
        access_token: await deps.keys.sign(
          { ...claims, scope: grant.scope },
          { ...common, audience: deps.audience },
        ),
        id_token: await deps.keys.sign(
          { ...claims, name, ...(grant.nonce ? { nonce: grant.nonce } : {}) },
          { ...common, audience: grant.clientId },
        ),
        ...(refreshTokens.has(refresh) ? { refresh_token: refresh } : {}),
      };
    };

    scope.post('/oidc/token', hidden, async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, unknown>;
      reply.header('cache-control', 'no-store');
      const now = deps.now().getTime();
      if (form.grant_type === 'authorization_code') {
        const grant = codes.get(text(form.code));
        codes.delete(text(form.code));
        if (
          !grant ||
          grant.expiresAt < now ||
          grant.clientId !== text(form.client_id) ||
          grant.redirectUri !== text(form.redirect_uri) ||
          grant.codeChallenge !== pkceChallenge(text(form.code_verifier))
        )
          return problem(
            reply,
            400,
            'invalid_grant',
            'The code is unknown, used, expired or does not match.',
          );
        return tokensFor(grant);
      }
      if (form.grant_type === 'refresh_token') {
        const grant = refreshTokens.get(text(form.refresh_token));
        refreshTokens.delete(text(form.refresh_token));
        if (
          !grant ||
          grant.expiresAt < now ||
          grant.clientId !== text(form.client_id) ||
          sessions.isEnded(grant.sid) ||
          (await credentialsChangedSince(grant.userId, grant.authTime))
        )
          return problem(
            reply,
            400,
            'invalid_grant',
            'The refresh token is unknown, used, ended or expired.',
          );
        return tokensFor(grant);
      }
      return problem(reply, 400, 'unsupported_grant_type', 'Use authorization_code or refresh_token.');
    });

    scope.get('/oidc/logout', hidden, async (request, reply) => {
      const target = text((request.query as Record<string, unknown>).post_logout_redirect_uri);
      const sid = sessions.end(request.cookies[PROVIDER_SESSION_COOKIE]);
      if (sid) {
        for (const [token, grant] of refreshTokens) if (grant.sid === sid) refreshTokens.delete(token);
      }
      reply.clearCookie(PROVIDER_SESSION_COOKIE, { path: '/oidc' });
      return reply.redirect(sameOrigin(target) ? target : `${origin}/login`, 302);
    });
  });
  return { isSessionEnded: (sid) => sessions.isEnded(sid) };
}
