import {
  AGREEMENTS,
  type DocumentStep,
  kitAgreementSteps,
  requiredAgreements,
} from '@fathom/domain/agreements';
import type { Language } from '@fathom/domain/languages';
import { signsLegalName } from '@fathom/domain/withdrawal';
import type { Database, Queryable } from '../../db/database';
import { DomainError } from '../../http/domain-errors';
import type { EmailOutbox } from '../../integrations/email/index';
import type { AuthUser } from '../../platform/auth-context';
import {
  findAccountAgreementFacts,
  findSignedSteps,
  insertSignature,
  type SignatureRow,
} from './document-repository';
import { signedAgreementEmail } from './signed-agreement-email';

const MUST_AGREE = 'Tick the box to agree before you sign.';

/** An agreement to sign or signed, in the reader's language: one version is the same text in both. */
export function documentResource(
  step: DocumentStep,
  signature: SignatureRow | undefined,
  language: Language,
) {
  const agreement = AGREEMENTS[language][step];
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
  const facts = await findAccountAgreementFacts(db, clientId);
  const signatures = facts.signatures;
  const required = requiredAgreements({ hasStiKits: facts.hasSti, hasPartner: facts.hasPartner });
  const signedSteps = signatures.map((row) => row.step as DocumentStep);
  const steps = [...new Set([...required, ...signedSteps])].sort((a, b) => a - b);
  return steps.map((step) => ({ step, signature: signatures.find((row) => row.step === step) }));
}

/** Signs an agreement in the account holder's legal name; signing again changes nothing. */
export async function signDocument(
  db: Database,
  outbox: EmailOutbox,
  user: AuthUser,
  step: DocumentStep,
  request: { legal_name: string; agreed: boolean },
  now: Date,
  /** The language the agreement was shown in, and so read in (readerLanguage): kept with the signature. */
  language: Language,
) {
  if (!user.clientId) throw new DomainError('forbidden', 'You are not allowed to perform this action');
  const legalName = `${user.firstName} ${user.lastName}`;
  const errors: Record<string, string[]> = {};
  if (!request.agreed) errors.agreed = [MUST_AGREE];
  if (!signsLegalName(request.legal_name, legalName)) {
    errors.legal_name = [`Sign with your full legal name, exactly as on your account: ${legalName}.`];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new DomainError('invalid', first, errors);
  const clientId = user.clientId;
  // The signature and the email confirming it are written together.
  await db.transaction(async (tx) => {
    const inserted = await insertSignature(tx, {
      clientId,
      step,
      version: AGREEMENTS.en[step].version,
      userId: user.id,
      signedName: request.legal_name.trim(),
      at: now,
      language,
    });
    if (!inserted) return;
    await outbox.queue(tx, signedAgreementEmail(user.email, step, request.legal_name.trim()));
  });
  const documents = await accountDocuments(db, user.clientId);
  const signed = documents.find((document) => document.step === step);
  return documentResource(step, signed?.signature, language);
}

/** The agreements a kit needs and whether the account has signed them. */
export async function kitAgreements(db: Queryable, clientId: string, category: string, language: Language) {
  const steps = kitAgreementSteps(category);
  const signedSteps = await findSignedSteps(db, clientId, steps);
  return steps.map((step) => ({
    step,
    title: AGREEMENTS[language][step].title,
    status: signedSteps.includes(step) ? ('signed' as const) : ('to_sign' as const),
  }));
}
