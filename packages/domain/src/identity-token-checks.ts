import { IDENTITY_PROVIDER } from './constants';

/**
 * The checks an ID token from the identity provider must pass before the portal trusts its claims
 * (spec sections 5 and 8). The token comes straight from the provider's token endpoint over TLS; its
 * signature is the server's to verify on the access token. Times are seconds since the epoch.
 */

/** The spec's leeway for the clocks of the provider and the portal, on every time a token states. */
export const ID_TOKEN_LEEWAY_SECONDS = IDENTITY_PROVIDER.tokenLeewayS;

export interface IdTokenExpectations {
  issuer: string;
  clientId: string;
  /** The nonce sent with the authorization request, when one was. */
  nonce?: string;
  /** The max_age sent, when one was: the token must then say when the person authenticated. */
  maxAge?: number;
  /** The organization asked for, when one was. */
  organization?: string;
  nowSeconds: number;
  leewaySeconds?: number;
}

export interface CheckedIdToken {
  header: Record<string, unknown>;
  claims: Record<string, unknown>;
}

export class IdTokenError extends Error {
  override name = 'IdTokenError';
}

const isString = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function mustMatch(label: string, expected: string, found: unknown): void {
  if (!isString(found)) throw new IdTokenError(`${label} claim must be a string present in the ID token`);
  if (found !== expected)
    throw new IdTokenError(
      `${label} claim mismatch in the ID token; expected "${expected}", found "${found}"`,
    );
}

function checkAudience(claims: Record<string, unknown>, clientId: string): void {
  const audience = claims.aud;
  const list = typeof audience === 'string' ? [audience] : Array.isArray(audience) ? audience : null;
  if (!list || list.length === 0 || !list.every(isString))
    throw new IdTokenError(
      'Audience (aud) claim must be a string or array of strings present in the ID token',
    );
  if (!list.includes(clientId))
    throw new IdTokenError(
      `Audience (aud) claim mismatch in the ID token; expected "${clientId}" but was not one of "${list.join(', ')}"`,
    );
  if (list.length > 1) {
    if (!isString(claims.azp))
      throw new IdTokenError(
        'Authorized Party (azp) claim must be a string present in the ID token when Audience (aud) claim has multiple values',
      );
    mustMatch('Authorized Party (azp)', clientId, claims.azp);
  }
}

function checkTimes(claims: Record<string, unknown>, expected: IdTokenExpectations): void {
  const leeway = expected.leewaySeconds ?? ID_TOKEN_LEEWAY_SECONDS;
  const now = expected.nowSeconds;
  if (!isNumber(claims.exp))
    throw new IdTokenError('Expiration Time (exp) claim must be a number present in the ID token');
  if (!isNumber(claims.iat))
    throw new IdTokenError('Issued At (iat) claim must be a number present in the ID token');
  if (now > claims.exp + leeway)
    throw new IdTokenError(
      `Expiration Time (exp) claim error in the ID token; current time (${now}) is after expiration time (${claims.exp + leeway})`,
    );
  if (now < claims.iat - leeway)
    throw new IdTokenError(
      `Issued At (iat) claim error in the ID token; current time (${now}) is before issued at time (${claims.iat - leeway})`,
    );
  if (isNumber(claims.nbf) && now < claims.nbf - leeway)
    throw new IdTokenError(
      `Not Before time (nbf) claim in the ID token indicates that this token can't be used just yet. Current time (${now}) is before ${claims.nbf - leeway}`,
    );
  if (expected.maxAge !== undefined) {
    if (!isNumber(claims.auth_time))
      throw new IdTokenError(
        'Authentication Time (auth_time) claim must be a number present in the ID token when Max Age (max_age) is specified',
      );
    if (now > claims.auth_time + expected.maxAge + leeway)
      throw new IdTokenError(
        `Authentication Time (auth_time) claim in the ID token indicates that too much time has passed since the last end-user authentication. Current time (${now}) is after last auth at ${claims.auth_time + expected.maxAge + leeway}`,
      );
  }
}

/** Applies every check to a decoded ID token (header and claims); throws IdTokenError on the first failure. */
export function checkIdToken(decoded: CheckedIdToken, expected: IdTokenExpectations): CheckedIdToken {
  const { header, claims } = decoded;
  mustMatch('Issuer (iss)', expected.issuer, claims.iss);
  if (!isString(claims.sub))
    throw new IdTokenError('Subject (sub) claim must be a string present in the ID token');
  if (header.alg !== 'RS256')
    throw new IdTokenError(
      `Signature algorithm of "${String(header.alg)}" is not supported. Expected the ID token to be signed with "RS256".`,
    );
  checkAudience(claims, expected.clientId);
  checkTimes(claims, expected);
  if (expected.nonce !== undefined) mustMatch('Nonce (nonce)', expected.nonce, claims.nonce);
  if (expected.organization !== undefined)
    mustMatch('Organization Id (org_id)', expected.organization, claims.org_id);
  return decoded;
}

export const ID_TOKEN_MISSING = 'ID token is required but missing';
export const ID_TOKEN_UNDECODABLE = 'ID token could not be decoded';
