import { AGREEMENTS, type DocumentStep } from '@fathom/domain/agreements';
import { createTextPdf } from '../../pdf/text-pdf';

/** The signed agreement as a PDF: its text, version, and who signed it when. */
export async function signedAgreementPdf(
  step: DocumentStep,
  signature: { signed_name: string; signed_at: Date; version: string; client_number: string },
): Promise<Uint8Array> {
  // The PDF's own words are English, and the signature does not record the language it was read in.
  const agreement = AGREEMENTS.en[step];
  const pdf = await createTextPdf(`${agreement.title} (signed)`);
  pdf.write(agreement.title, { size: 18, isBold: true, gapAfter: 12 });
  pdf.write(`Version ${signature.version} · Client ${signature.client_number}`, { size: 9, gapAfter: 16 });
  for (const paragraph of agreement.paragraphs) pdf.write(paragraph);
  pdf.gap(12);
  pdf.write(`Signed by ${signature.signed_name}`, { isBold: true, gapAfter: 2 });
  pdf.write(`on ${signature.signed_at.toISOString().replace('T', ' ').slice(0, 16)} UTC`, { size: 10 });
  return pdf.save();
}
