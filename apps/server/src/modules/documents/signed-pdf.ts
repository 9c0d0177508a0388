import { AGREEMENTS, type DocumentStep } from '@fathom/domain/agreements';
import { PDFDocument, StandardFonts } from 'pdf-lib';

const pageSize: [number, number] = [595.28, 841.89];
const margin = 56;
const lineHeight = 15;

/** The standard PDF fonts cover Latin-1: other letters lose their accents, anything else becomes "?". */
function toLatin1(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');
}

/** Breaks text into lines that fit the width in the font at the size. */
function wrap(text: string, width: number, measure: (line: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The signed agreement as a PDF: its text, version, and who signed it when. */
export async function signedAgreementPdf(
  step: DocumentStep,
  signature: { signed_name: string; signed_at: Date; version: string; client_number: string },
): Promise<Uint8Array> {
  const agreement = AGREEMENTS[step];
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${agreement.title} (signed)`);
  pdf.setProducer('Fathom');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage(pageSize);
  let y = pageSize[1] - margin;
  const write = (text: string, options: { size?: number; isBold?: boolean; gapAfter?: number } = {}) => {
    const size = options.size ?? 11;
    const face = options.isBold ? bold : font;
    for (const line of wrap(toLatin1(text), pageSize[0] - 2 * margin, (candidate) =>
      face.widthOfTextAtSize(candidate, size),
    )) {
      if (y < margin) {
        page = pdf.addPage(pageSize);
        y = pageSize[1] - margin;
      }
      page.drawText(line, { x: margin, y, size, font: face });
      y -= lineHeight * (size / 11);
    }
    y -= options.gapAfter ?? 8;
  };
  write(agreement.title, { size: 18, isBold: true, gapAfter: 12 });
  write(`Version ${signature.version} · Client ${signature.client_number}`, { size: 9, gapAfter: 16 });
  for (const paragraph of agreement.paragraphs) write(paragraph);
  y -= 12;
  write(`Signed by ${signature.signed_name}`, { isBold: true, gapAfter: 2 });
  write(`on ${signature.signed_at.toISOString().replace('T', ' ').slice(0, 16)} UTC`, { size: 10 });
  return pdf.save();
}
