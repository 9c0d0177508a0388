import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';

const pageSize: [number, number] = [595.28, 841.89];
const margin = 56;
const lineHeight = 15;

/** The standard PDF fonts cover Latin-1: other letters lose their accents, anything else becomes "?". */
export function toLatin1(text: string): string {
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

export interface WriteOptions {
  size?: number;
  isBold?: boolean;
  gapAfter?: number;
}

/** Text set on A4 pages, flowing onto a new page when one is full. */
export interface TextPdf {
  write(text: string, options?: WriteOptions): void;
  /** Cells on one line at the given x offsets (from the left margin). */
  row(cells: readonly string[], columns: readonly number[], options?: WriteOptions): void;
  gap(points: number): void;
  save(): Promise<Uint8Array>;
}

export async function createTextPdf(title: string): Promise<TextPdf> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(toLatin1(title));
  pdf.setProducer('Fathom');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage(pageSize);
  let y = pageSize[1] - margin;
  const face = (options: WriteOptions): PDFFont => (options.isBold ? bold : font);
  const newLine = (size: number) => {
    if (y < margin) {
      page = pdf.addPage(pageSize);
      y = pageSize[1] - margin;
    }
    return () => {
      y -= lineHeight * (size / 11);
    };
  };
  return {
    write(text, options = {}) {
      const size = options.size ?? 11;
      for (const line of wrap(toLatin1(text), pageSize[0] - 2 * margin, (candidate) =>
        face(options).widthOfTextAtSize(candidate, size),
      )) {
        const advance = newLine(size);
        page.drawText(line, { x: margin, y, size, font: face(options) });
        advance();
      }
      y -= options.gapAfter ?? 8;
    },
    row(cells, columns, options = {}) {
      const size = options.size ?? 10;
      const advance = newLine(size);
      cells.forEach((cell, index) => {
        page.drawText(toLatin1(cell), { x: margin + (columns[index] ?? 0), y, size, font: face(options) });
      });
      advance();
      y -= options.gapAfter ?? 4;
    },
    gap(points) {
      y -= points;
    },
    save: () => pdf.save(),
  };
}
