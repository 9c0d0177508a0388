import { AGREEMENTS, type DocumentStep } from '@fathom/domain/agreements';
import { formatDateTime } from '@fathom/domain/format';
import type { Language } from '@fathom/domain/languages';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { translatorFor } from '../../i18n/translator';
import { createTextPdf } from '../../pdf/text-pdf';

/** Which language the signer read the agreement in, as the signed copy says it. */
const READ_IN: Readonly<Record<Language, MessageDescriptor>> = {
  en: msg`Read in English`,
  es: msg`Read in Spanish`,
};

/**
 * The signed agreement as a PDF: its text, version, and who signed it when, in the reader's language (English unless
 * given). The agreement's title and text are the domain's in that language: a signature is of a version, and one
 * version is the same text in every language, whichever it was read in.
 */
export async function signedAgreementPdf(
  step: DocumentStep,
  signature: {
    signed_name: string;
    signed_at: Date;
    version: string;
    client_number: string;
    /** The language the signer read it in; null for a signature made before that was kept (nothing is said). */
    read_in: Language | null;
  },
  language: Language = 'en',
): Promise<Uint8Array> {
  const say = translatorFor(language);
  const agreement = AGREEMENTS[language][step];
  const { title } = agreement;
  const { version, client_number: clientNumber, signed_name: signedName } = signature;
  // English keeps the moment as it always wrote it; another language has the house style's, in UTC.
  const signedAt =
    language === 'en'
      ? `${signature.signed_at.toISOString().replace('T', ' ').slice(0, 16)} UTC`
      : formatDateTime(signature.signed_at, { timeZone: 'UTC', language });
  const pdf = await createTextPdf(say.text(msg`${title} (signed)`), { language });
  pdf.write(title, { size: 18, isBold: true, gapAfter: 12 });
  pdf.write(say.text(msg`Version ${version} · Client ${clientNumber}`), { size: 9, gapAfter: 16 });
  for (const paragraph of agreement.paragraphs) pdf.write(paragraph);
  pdf.gap(12);
  pdf.write(say.text(msg`Signed by ${signedName}`), { isBold: true, gapAfter: 2 });
  pdf.write(say.text(msg`on ${signedAt}`), { size: 10, ...(signature.read_in ? { gapAfter: 2 } : {}) });
  if (signature.read_in) pdf.write(say.text(READ_IN[signature.read_in]), { size: 10 });
  return pdf.save();
}
