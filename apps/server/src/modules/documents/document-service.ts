import { randomUUID } from 'node:crypto';
import {
  AGREEMENTS,
  type DocumentStep,
  kitAgreementSteps,
  requiredAgreements,
} from '@fathom/domain/agreements';
import { signsLegalName } from '@fathom/domain/withdrawal';
import type { Database, Queryable } from '../../db/database';
import { HttpError } from '../../http/errors';
import type { EmailSender } from '../../integrations/email/index';
import type { AuthUser } from '../auth/auth-context';

interface SignatureRow {
  id: string;
  step: number;
  version: string;
  signed_name: string;
  signed_at: Date;
}

const MUST_AGREE = 'Tick the box to agree before you sign.';

export function documentResource(step: DocumentStep, signature: SignatureRow | undefined) {
  const agreement = AGREEMENTS[step];
  return {
    id: signature?.id ?? `step-${step}`,
    type: 'documents' as const,
    attributes: {
      step,
      title: agreement.title,
      version: signature?.version ?? agreement.version,
      paragraphs: [...agreement.paragraphs],
      status: signature ? ('signed' as const) : ('to_sign' as const),
      signed_name: signature?.signed_name ?? null,
      signed_at: signature ? new Date(signature.signed_at).toISOString() : null,
    },
  };
}

/** The agreements this account needs, and the signatures it has, in one round trip. */
export async function accountDocuments(db: Queryable, clientId: string) {
  const { rows } = await db.query<{
    has_sti: boolean;
    has_partner: boolean;
    signatures: (Omit<SignatureRow, 'signed_at'> & { signed_at: string })[];
  }>(
    `SELECT EXISTS (SELECT 1 FROM items WHERE client_id = $1 AND category = 'sti') AS has_sti,
            EXISTS (SELECT 1 FROM users partner JOIN users holder ON holder.id = partner.parent_user_id
                     WHERE holder.client_id = $1 AND partner.role = 'authorized_user'
                       AND partner.disabled_at IS NULL) AS has_partner,
            coalesce((
              SELECT json_agg(json_build_object('id', s.id, 'step', s.step, 'version', s.version,
                                                'signed_name', s.signed_name, 'signed_at', s.signed_at))
                FROM signed_documents s WHERE s.client_id = $1
            ), '[]'::json) AS signatures`,
    [clientId],
  );
  const signatures: SignatureRow[] = (rows[0]?.signatures ?? []).map((row) => ({
    ...row,
    signed_at: new Date(row.signed_at),
  }));
  const required = requiredAgreements({
    hasStiKits: rows[0]?.has_sti === true,
    hasPartner: rows[0]?.has_partner === true,
  });
  const signedSteps = signatures.map((row) => row.step as DocumentStep);
  const steps = [...new Set([...required, ...signedSteps])].sort((a, b) => a - b);
  return steps.map((step) => ({ step, signature: signatures.find((row) => row.step === step) }));
}

/** Signs an agreement in the account holder's legal name; signing again changes nothing. */
export async function signDocument(
  db: Database,
  email: EmailSender,
  user: AuthUser,
  step: DocumentStep,
  request: { legal_name: string; agreed: boolean },
  now: Date,
) {
  if (!user.clientId) throw new HttpError(403, 'You are not allowed to perform this action');
  const legalName = `${user.firstName} ${user.lastName}`;
  const errors: Record<string, string[]> = {};
  if (!request.agreed) errors.agreed = [MUST_AGREE];
  if (!signsLegalName(request.legal_name, legalName)) {
    errors.legal_name = [`Sign with your full legal name, exactly as on your account: ${legalName}.`];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new HttpError(422, first, errors);
  const inserted = await db.query(
    `INSERT INTO signed_documents (id, client_id, step, version, signed_by, signed_name, signed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (client_id, step) DO NOTHING RETURNING id`,
    [randomUUID(), user.clientId, step, AGREEMENTS[step].version, user.id, request.legal_name.trim(), now],
  );
  if (inserted.rows.length > 0) {
    await email.send({
      to: user.email,
      subject: `Your signed ${AGREEMENTS[step].title.toLowerCase()}`,
      text: `You signed the ${AGREEMENTS[step].title.toLowerCase()} as ${request.legal_name.trim()}. A signed PDF is in your account under Contracts.`,
    });
  }
  const documents = await accountDocuments(db, user.clientId);
  const signed = documents.find((document) => document.step === step);
  return documentResource(step, signed?.signature);
}

/** The agreements a kit needs and whether the account has signed them. */
export async function kitAgreements(db: Queryable, clientId: string, category: string) {
  const steps = kitAgreementSteps(category);
  const { rows } = await db.query<{ step: number }>(
    'SELECT step FROM signed_documents WHERE client_id = $1 AND step = ANY($2::int[])',
    [clientId, steps],
  );
  return steps.map((step) => ({
    step,
    title: AGREEMENTS[step].title,
    status: rows.some((row) => row.step === step) ? ('signed' as const) : ('to_sign' as const),
  }));
}
