import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A person as ID.me knows them: their id and the status of each group they tried to verify. */
export interface FakeIdmePerson {
  uuid: string;
  status: { group: string; subgroups?: string[]; verified: boolean }[];
}

export const fakeIdmeClient = { id: 'fathom-test-client', secret: 'fathom-test-secret' } as const;

export interface FakeIdmeServer {
  /** The server's base address, e.g. http://127.0.0.1:40123, for IDME_API_BASE. */
  url: string;
  /** A one-time code for this person, as ID.me's sign-in hands it to the redirect address. */
  issueCode(person: FakeIdmePerson, redirectUri: string): string;
  /** The next call to this path answers this status with an error body (a provider outage). */
  failNext(path: '/oauth/token' | '/api/public/v3/attributes.json', status: number): void;
  /** Every request the server received, in order: method, path and form fields. */
  readonly requests: { method: string; path: string; form: Record<string, string> }[];
  close(): Promise<void>;
}

interface IssuedCode {
  person: FakeIdmePerson;
  redirectUri: string;
  used: boolean;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * A local stand-in for ID.me's OAuth API with its rules: codes work once, for the redirect address they were
 * issued for, and only with the client's secret; access tokens read the person's attributes and group
 * statuses in ID.me's shape.
 */
export async function startFakeIdmeServer(): Promise<FakeIdmeServer> {
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, FakeIdmePerson>();
  const failures = new Map<string, number>();
  const requests: FakeIdmeServer['requests'] = [];

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const text = await readBody(request);
    const form = Object.fromEntries(new URLSearchParams(text));
    requests.push({ method: request.method ?? 'GET', path: url.pathname, form });
    const failure = failures.get(url.pathname);
    if (failure !== undefined) {
      failures.delete(url.pathname);
      return send(response, failure, { error: 'temporarily_unavailable' });
    }

    if (request.method === 'POST' && url.pathname === '/oauth/token') {
      if (form.client_id !== fakeIdmeClient.id || form.client_secret !== fakeIdmeClient.secret) {
        return send(response, 401, {
          error: 'invalid_client',
          error_description: 'Client authentication failed',
        });
      }
      const issued = codes.get(form.code ?? '');
      if (
        form.grant_type !== 'authorization_code' ||
        !issued ||
        issued.used ||
        issued.redirectUri !== form.redirect_uri
      ) {
        return send(response, 400, {
          error: 'invalid_grant',
          error_description:
            'The provided authorization grant is invalid, expired, revoked or was issued to another client',
        });
      }
      issued.used = true;
      const accessToken = randomBytes(24).toString('hex');
      tokens.set(accessToken, issued.person);
      return send(response, 200, {
        access_token: accessToken,
        token_type: 'bearer',
        expires_in: 300,
        scope: 'military',
      });
    }

    if (request.method === 'GET' && url.pathname === '/api/public/v3/attributes.json') {
      const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
      const person = bearer ? tokens.get(bearer) : undefined;
      if (!person) return send(response, 401, { error: 'invalid_token' });
      return send(response, 200, {
        attributes: [
          { handle: 'fname', name: 'First Name', value: 'Robin' },
          { handle: 'lname', name: 'Last Name', value: 'Hale' },
          { handle: 'uuid', name: 'Unique Identifier', value: person.uuid },
        ],
        status: person.status.map((entry) => ({ subgroups: [], ...entry })),
      });
    }

    send(response, 404, { error: 'not_found' });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    issueCode(person, redirectUri) {
      const code = randomBytes(16).toString('hex');
      codes.set(code, { person, redirectUri, used: false });
      return code;
    },
    failNext(path, status) {
      failures.set(path, status);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
