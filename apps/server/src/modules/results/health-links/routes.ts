import { randomUUID } from 'node:crypto';
import cors, { type FastifyCorsOptions } from '@fastify/cors';
import { nullDataSchema } from '@fathom/contract/common';
import {
  createHealthLinkRequestSchema,
  HEALTH_LINK_OPENINGS_LISTED,
  healthLinkListResponseSchema,
  healthLinkManifestRequestSchema,
  healthLinkManifestSchema,
  healthLinkResponseSchema,
  wrongPasscodeBodySchema,
} from '@fathom/contract/health-links';
import { FHIR_JSON } from '@fathom/domain/fhir-record';
import { msg } from '@lingui/core/macro';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { CROSS_ORIGIN_PREFIXES } from '../../../http/cross-origin';
import { errorAnswers } from '../../../http/error-answers';
import { HttpError } from '../../../http/errors';
import type { AttemptLimiter } from '../../../http/rate-limit';
import { authOf, requireRole, sessionSecurity } from '../../../platform/authenticate';
import { generateToken, hashToken } from '../../../platform/tokens';
import { analysisRecord, stiRecord } from '../fhir/fhir-records';
import type { FhirRecordDeps } from '../fhir/routes';
import { encryptRecord, hashPasscode, passcodeMatches, shlinkUri } from './health-link-crypto';
import {
  type HealthLinkOpening,
  type HealthLinkRow,
  insertHealthLink,
  listHealthLinks,
  PASSCODE_ATTEMPTS,
  revokeHealthLink,
  takeHealthLinkFile,
} from './health-link-repository';
import { openHealthLinkManifest } from './health-link-service';

const errors = errorAnswers(401, 403, 404, 422, 428);
const DAY_MS = 86_400_000;
/** A manifest's file address works once, within five minutes (the specification allows up to an hour). */
const FILE_ADDRESS_LIFETIME_MS = 5 * 60_000;
const NO_SUCH_LINK = msg`This SMART Health Link does not work: it has expired or was turned off.`;

function linkStatus(row: HealthLinkRow, now: Date) {
  if (row.revoked_at) return 'turned_off' as const;
  if (row.failed_passcodes >= PASSCODE_ATTEMPTS) return 'locked' as const;
  if (new Date(row.expires_at) <= now) return 'expired' as const;
  return 'active' as const;
}

/**
 * The manifest and file addresses are read by SMART Health Links viewers on other sites, from the browser: any
 * origin may read their answers (errors too: a viewer shows the remaining passcode attempts), never with
 * credentials, so no cookie or session of the portal is ever sent or read through them. The rest of the API
 * answers no cross-origin request (ADR 046).
 */
const anyViewer = (methods: string[]): FastifyCorsOptions => ({
  origin: '*',
  credentials: false,
  methods,
  allowedHeaders: ['Content-Type'],
  exposedHeaders: ['Retry-After'],
  maxAge: 3600,
  strictPreflight: false,
});

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);
const openingResource = (opening: HealthLinkOpening) => ({
  recipient: opening.recipient,
  opened_at: new Date(opening.opened_at).toISOString(),
});
const linkResource = (row: HealthLinkRow & { openings?: HealthLinkOpening[] }, now: Date) => ({
  id: row.id,
  result_document_id: row.result_document_id,
  item_id: row.item_id,
  label: row.label,
  status: linkStatus(row, now),
  has_passcode: row.has_passcode,
  expires_at: new Date(row.expires_at).toISOString(),
  created_at: new Date(row.created_at).toISOString(),
  revoked_at: iso(row.revoked_at),
  open_count: row.open_count,
  last_opened_at: iso(row.last_opened_at),
  openings: (row.openings ?? []).map(openingResource),
});

/**
 * SMART Health Links (ADR 035): the account holder makes a link, and its QR code, to the FHIR record of one
 * result for any clinic's SMART Health Links viewer, sees when it was opened, and turns it off. The clinic's
 * software asks the public manifest address (POST, with a passcode when the link has one) for the record,
 * encrypted under the key that only the link holds.
 */
export function registerHealthLinkRoutes(
  app: FastifyInstance,
  deps: FhirRecordDeps & { limiter: AttemptLimiter },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ownerOnly = requireRole('client');

  routes.post(
    '/api/restify/health-links',
    {
      preValidation: ownerOnly,
      schema: {
        tags: ['results'],
        security: sessionSecurity,
        summary:
          'Creates a SMART Health Link to the FHIR record of a result; its URL, shlink payload and QR code are answered once',
        body: createHealthLinkRequestSchema,
        response: { 200: healthLinkResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = authOf(request).user;
      const clientId = user.clientId;
      if (!clientId) throw new HttpError(404, 'Not found.');
      const now = deps.now();
      const { body } = request;
      const record = body.result_document_id
        ? await analysisRecord(deps, clientId, body.result_document_id, { withBirthDate: true, now })
        : await stiRecord(deps, clientId, body.sti_item_id ?? '', now);
      if (!record) throw new HttpError(404, 'Not found.');
      const key = crypto.getRandomValues(new Uint8Array(32));
      // 256 random bits, as the specification asks of a manifest's address (a file's ticket is made the same way).
      const manifestId = generateToken();
      const expiresAt = new Date(now.getTime() + body.expires_in_days * DAY_MS);
      const label = body.label ?? (record.resultDocumentId ? 'Semen analysis results' : 'STI test results');
      const row = await insertHealthLink(deps.db, {
        id: randomUUID(),
        clientId,
        itemId: record.itemId,
        resultDocumentId: record.resultDocumentId,
        manifestIdHash: hashToken(manifestId),
        label,
        // Encrypted now, once: released results never change, and the key is not kept.
        encryptedRecord: await encryptRecord(record.bundle, key),
        passcodeHash: body.passcode ? await hashPasscode(body.passcode) : null,
        expiresAt,
        createdBy: user.id,
        createdAt: now,
      });
      const shlink = shlinkUri({
        url: `${deps.publicUrl}/api/shl/${manifestId}`,
        key: Buffer.from(key).toString('base64url'),
        exp: Math.floor(expiresAt.getTime() / 1000),
        ...(body.passcode ? { flag: 'P' as const } : {}),
        label,
        v: 1,
      });
      const url = `${deps.publicUrl}/shl#${shlink}`;
      const qrSvg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return { data: { ...linkResource(row, now), url, shlink, qr_svg: qrSvg } };
    },
  );

  routes.get(
    '/api/restify/health-links',
    {
      preValidation: ownerOnly,
      schema: {
        tags: ['results'],
        security: sessionSecurity,
        summary:
          "The account's SMART Health Links, newest first, with how often each was opened and its latest openings (when, and who said they were opening it)",
        response: { 200: healthLinkListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const clientId = authOf(request).user.clientId;
      if (!clientId) throw new HttpError(404, 'Not found.');
      const now = deps.now();
      const links = await listHealthLinks(deps.db, clientId, HEALTH_LINK_OPENINGS_LISTED);
      return { data: links.map((row) => linkResource(row, now)) };
    },
  );

  routes.delete(
    '/api/restify/health-links/:linkId',
    {
      preValidation: ownerOnly,
      schema: {
        tags: ['results'],
        security: sessionSecurity,
        summary: 'Turns a SMART Health Link off: its manifest answers 404 at once',
        params: z.object({ linkId: z.uuid() }),
        response: { 200: nullDataSchema, ...errors },
      },
    },
    async (request) => {
      const clientId = authOf(request).user.clientId;
      const revoked = clientId
        ? await revokeHealthLink(deps.db, clientId, request.params.linkId, deps.now())
        : false;
      if (!revoked) throw new HttpError(404, 'Not found.');
      return { data: null };
    },
  );

  // The public addresses a clinic's viewer reads, each in a scope of its own that answers CORS (its preflight too).
  app.register(
    async (scope) => {
      await scope.register(cors, anyViewer(['POST']));
      scope.withTypeProvider<ZodTypeProvider>().post(
        '/:manifestId',
        {
          schema: {
            tags: ['results'],
            summary:
              'SMART Health Links manifest (no sign-in, any origin): the FHIR record encrypted for the link, and who opened it kept for its owner; 401 with remainingAttempts for a wrong passcode, 404 once expired, turned off or locked',
            params: z.object({ manifestId: z.string().min(1).max(100) }),
            body: healthLinkManifestRequestSchema,
            response: {
              200: healthLinkManifestSchema,
              401: wrongPasscodeBodySchema,
              ...errorAnswers(404, 422, 429),
            },
          },
        },
        async (request, reply) => {
          await deps.limiter.consume(request, reply, request.ip);
          const now = deps.now();
          // The record is embedded unless the clinic's software asks for shorter embedded files than it is: the
          // encrypted record's length is known only once opened, so a single-use address is made up front.
          const ticket = request.body.embeddedLengthMax === undefined ? null : generateToken();
          const opening = await openHealthLinkManifest(
            deps.db,
            hashToken(request.params.manifestId),
            request.body.passcode,
            passcodeMatches,
            now,
            ticket
              ? { hash: hashToken(ticket), expiresAt: new Date(now.getTime() + FILE_ADDRESS_LIFETIME_MS) }
              : null,
          );
          reply.header('Referrer-Policy', 'no-referrer');
          if (opening.kind === 'gone') throw new HttpError(404, NO_SUCH_LINK);
          if (opening.kind === 'wrong_passcode') {
            return reply.code(401).send({
              message:
                opening.remainingAttempts > 0
                  ? `The passcode is not right. ${opening.remainingAttempts === 1 ? '1 try is' : `${opening.remainingAttempts} tries are`} left.`
                  : 'The passcode is not right, and the link is now turned off.',
              remainingAttempts: opening.remainingAttempts,
            });
          }
          const { link, encryptedRecord } = opening;
          await deps.views.record({
            clientId: link.client_id,
            itemId: link.item_id,
            viewer: 'shared_link',
            viewerUserId: null,
            healthLinkId: link.id,
            recipient: request.body.recipient,
            channel: 'health_link',
            at: now,
          });
          const embedded =
            ticket && encryptedRecord.length > (request.body.embeddedLengthMax ?? Number.POSITIVE_INFINITY)
              ? { location: `${deps.publicUrl}/api/shl-files/${ticket}` }
              : { embedded: encryptedRecord };
          return {
            files: [
              {
                contentType: FHIR_JSON,
                ...embedded,
                lastUpdated: new Date(link.created_at).toISOString(),
                status: 'finalized' as const,
                fhirVersion: '4.0.1' as const,
              },
            ],
          };
        },
      );
    },
    { prefix: CROSS_ORIGIN_PREFIXES.healthLinks },
  );

  app.register(
    async (scope) => {
      await scope.register(cors, anyViewer(['GET']));
      scope.withTypeProvider<ZodTypeProvider>().get(
        '/:ticket',
        {
          schema: {
            tags: ['results'],
            summary:
              "A SMART Health Link's encrypted record (application/jose, any origin), at the single-use address a manifest answer gave",
            params: z.object({ ticket: z.string().min(1).max(100) }),
            response: {
              200: z.any().describe('application/jose: the compact JWE'),
              ...errorAnswers(404, 429),
            },
          },
        },
        async (request, reply) => {
          await deps.limiter.consume(request, reply, request.ip);
          const encrypted = await takeHealthLinkFile(deps.db, hashToken(request.params.ticket), deps.now());
          if (!encrypted) throw new HttpError(404, NO_SUCH_LINK);
          return reply
            .header('Content-Type', 'application/jose')
            .header('Referrer-Policy', 'no-referrer')
            .send(Buffer.from(encrypted));
        },
      );
    },
    { prefix: CROSS_ORIGIN_PREFIXES.healthLinkFiles },
  );
}
