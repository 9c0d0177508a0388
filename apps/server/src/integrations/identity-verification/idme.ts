import { isVerifiedGroup, type VerifiedGroup } from '@fathom/domain/identity-verification';
import { z } from 'zod';
import { traceHeaders } from '../../observability/tracing';
import {
  IdentityVerificationUnavailableError,
  type IdentityVerifier,
  type VerificationOutcome,
} from './index';

export interface IdmeOptions {
  clientId: string;
  clientSecret: string;
  /** https://api.id.me unless a test serves the provider locally. */
  apiBase: string;
  /** The groups asked for, as the provider names its scopes (military, responder, nurse, …). */
  scopes: readonly string[];
  timeoutMs?: number;
}

const tokenSchema = z.object({ access_token: z.string().min(1) });
const oauthErrorSchema = z.object({ error: z.string() });

const attributesSchema = z.object({
  attributes: z
    .array(z.object({ handle: z.string(), value: z.union([z.string(), z.number(), z.null()]).optional() }))
    .default([]),
  status: z
    .array(
      z.object({
        group: z.string(),
        subgroups: z.array(z.string()).nullish(),
        verified: z.boolean(),
      }),
    )
    .default([]),
});
type GroupStatus = z.infer<typeof attributesSchema>['status'][number];

/** The provider's group and subgroup ("military" / "Veteran") in the portal's words. */
export function portalGroupsOf(status: GroupStatus): VerifiedGroup[] {
  const group = status.group.trim().toLowerCase();
  if (group === 'military') {
    const subgroups = (status.subgroups ?? []).map((subgroup) => subgroup.toLowerCase());
    const found = new Set<VerifiedGroup>();
    for (const subgroup of subgroups) {
      if (subgroup.includes('veteran') || subgroup.includes('retiree')) found.add('veteran');
      else if (subgroup.includes('spouse') || subgroup.includes('family')) found.add('military_family');
      else found.add('military');
    }
    return found.size > 0 ? [...found] : ['military'];
  }
  if (group === 'hospital' || group === 'hospital_employee') return ['medical'];
  return isVerifiedGroup(group) ? [group] : [];
}

/**
 * ID.me's OAuth 2.0 authorization-code flow: the browser signs in at /oauth/authorize; the code is exchanged at
 * /oauth/token with the client's secret (never in the browser), and the access token reads the verified
 * attributes and group statuses from /api/public/v3/attributes.json.
 */
export function createIdmeVerifier(options: IdmeOptions): IdentityVerifier {
  const apiBase = options.apiBase.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function call(url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      // The trace goes on with the call (W3C traceparent), when tracing is on.
      const headers = new Headers(init.headers);
      for (const [name, value] of Object.entries(traceHeaders())) headers.set(name, value);
      response = await fetch(url, { ...init, headers, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new IdentityVerificationUnavailableError('ID.me could not be reached', { cause: error });
    }
    const body: unknown = await response.json().catch(() => null);
    if (response.status === 429 || response.status >= 500) {
      throw new IdentityVerificationUnavailableError(`ID.me answered ${response.status}`);
    }
    return { status: response.status, body };
  }

  async function accessToken(code: string, redirectUri: string): Promise<string | null> {
    const { status, body } = await call(`${apiBase}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: options.clientId,
        client_secret: options.clientSecret,
      }).toString(),
    });
    if (status === 200) {
      const token = tokenSchema.safeParse(body);
      if (token.success) return token.data.access_token;
      throw new IdentityVerificationUnavailableError('ID.me answered a token without an access token');
    }
    // invalid_grant: the code is unknown, expired, already used or made for another redirect address.
    if (oauthErrorSchema.safeParse(body).data?.error === 'invalid_grant') return null;
    // invalid_client and the like are our configuration's fault: nothing the customer can change.
    throw new IdentityVerificationUnavailableError(`ID.me refused the token request (${status})`);
  }

  return {
    name: 'idme',
    authorizationUrl({ state, redirectUri }) {
      const url = new URL(`${apiBase}/oauth/authorize`);
      url.searchParams.set('client_id', options.clientId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', options.scopes.join(' '));
      url.searchParams.set('state', state);
      return url.toString();
    },

    async exchange({ code, redirectUri }): Promise<VerificationOutcome> {
      const token = await accessToken(code, redirectUri);
      if (token === null) return { status: 'refused', reason: 'expired_code' };
      const { status, body } = await call(`${apiBase}/api/public/v3/attributes.json`, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      });
      const attributes = status === 200 ? attributesSchema.safeParse(body) : null;
      if (!attributes?.success) {
        throw new IdentityVerificationUnavailableError(`ID.me answered the attributes with ${status}`);
      }
      const subject = attributes.data.attributes.find((attribute) => attribute.handle === 'uuid')?.value;
      const verified = attributes.data.status.filter((entry) => entry.verified);
      if (subject === undefined || subject === null || subject === '' || verified.length === 0) {
        return { status: 'refused', reason: 'not_verified' };
      }
      return {
        status: 'verified',
        subject: String(subject),
        groups: [...new Set(verified.flatMap(portalGroupsOf))],
      };
    },
  };
}
