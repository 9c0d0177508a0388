import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, type Language } from '@fathom/domain/languages';
import { msg } from '@lingui/core/macro';
import PDFDocument from 'pdfkit';
import { translatorFor } from '../i18n/translator';
import { loadReportFonts } from './report-fonts';

const pageWidth = 595.28;
const pageHeight = 841.89;
const margin = 56;
const headerHeight = 64;
const footerTop = pageHeight - 40;

/** The portal's colours (apps/web/src/styles.css), so a document reads as the product's. */
export const PDF_COLOURS = {
  navy: '#123654',
  brandTint: '#eef4fa',
  ink: '#17212b',
  inkSoft: '#4a5563',
  line: '#dcdfe4',
  white: '#ffffff',
  success: '#166135',
  error: '#8f1b1b',
} as const;

/** Breaks text into lines that fit the width; a word wider than the width keeps a line of its own. */
function wrap(text: string, width: number, measure: (line: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate) > width && line) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
  }
  return lines;
}

export interface WriteOptions {
  size?: number;
  isBold?: boolean;
  gapAfter?: number;
  color?: string;
}

/** A table cell: its text, in bold or a colour of its own. */
export interface Cell {
  text: string;
  isBold?: boolean;
  color?: string;
}

export interface RowOptions extends WriteOptions {
  /** A band of colour behind the row (a table's head). */
  fill?: string;
  /** A hairline under the row (a table's body). */
  ruleBelow?: boolean;
}

/** What every page carries: the brand's band on top, and a line of small print beside the page number. */
export interface PageFrame {
  brand?: string;
  heading?: string;
  footer?: string;
  /** The language of the document, its page numbers' words included; English unless given. */
  language?: Language;
}

/** Text set on A4 pages, flowing onto a new page when one is full; every page is numbered. */
export interface TextPdf {
  write(text: string, options?: WriteOptions): void;
  /** Cells on one row at the given x offsets (from the left margin), each wrapped within its column. */
  row(cells: readonly (string | Cell)[], columns: readonly number[], options?: RowOptions): void;
  gap(points: number): void;
  save(): Promise<Uint8Array>;
}

const lineHeightOf = (size: number) => size * 1.38;

/**
 * A PDF set in Noto Sans, which pdfkit embeds as a subset of the letters used: names such as "Zoë Nuñez" or
 * "Łukasz" print as written (the 14 standard PDF fonts cover Latin-1 only), and Spanish's á é í ó ú ñ ü ¿ ¡.
 */
export async function createTextPdf(title: string, frame: PageFrame = {}): Promise<TextPdf> {
  const fonts = await loadReportFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: margin, bottom: margin, left: margin, right: margin },
    autoFirstPage: false,
    bufferPages: true,
    lang: LANGUAGE_LOCALES[frame.language ?? DEFAULT_LANGUAGE],
    info: { Title: title, Producer: frame.brand ?? 'Fathom', Creator: frame.brand ?? 'Fathom' },
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const hasHeader = frame.brand !== undefined;
  const top = hasHeader ? headerHeight + 30 : margin;
  const bottom = pageHeight - margin;
  const width = pageWidth - 2 * margin;
  const use = (isBold: boolean | undefined, size: number, color: string) =>
    doc
      .font(isBold ? 'bold' : 'regular')
      .fontSize(size)
      .fillColor(color);
  /** Draws one line with its top at y, never letting pdfkit break it or turn the page. */
  const line = (text: string, x: number, y: number) => doc.text(text, x, y, { lineBreak: false });

  const startPage = () => {
    doc.addPage();
    if (!hasHeader) return;
    doc.rect(0, 0, pageWidth, headerHeight).fill(PDF_COLOURS.navy);
    use(true, 22, PDF_COLOURS.white);
    line(frame.brand ?? '', margin, 17);
    if (frame.heading) {
      use(false, 11, PDF_COLOURS.white);
      line(frame.heading, pageWidth - margin - doc.widthOfString(frame.heading), 26);
    }
  };
  startPage();
  let y = top;
  /** Starts a new page when the next lines do not fit above the bottom margin. */
  const room = (height: number) => {
    if (y + height > bottom && y > top) {
      startPage();
      y = top;
    }
  };

  return {
    write(text, options = {}) {
      const size = options.size ?? 11;
      const lineHeight = lineHeightOf(size);
      use(options.isBold, size, options.color ?? PDF_COLOURS.ink);
      for (const each of wrap(text, width, (candidate) => doc.widthOfString(candidate))) {
        room(lineHeight);
        line(each, margin, y);
        y += lineHeight;
      }
      y += options.gapAfter ?? 8;
    },
    row(cells, columns, options = {}) {
      const size = options.size ?? 10;
      const lineHeight = lineHeightOf(size);
      const padding = options.fill || options.ruleBelow ? 5 : 0;
      const laid = cells.map((raw, index) => {
        const cell: Cell = typeof raw === 'string' ? { text: raw } : raw;
        const isBold = cell.isBold ?? options.isBold;
        const x = columns[index] ?? 0;
        const cellWidth = (columns[index + 1] ?? width) - x - 8;
        use(isBold, size, PDF_COLOURS.ink);
        const lines = wrap(cell.text, cellWidth, (candidate) => doc.widthOfString(candidate));
        return { lines, x, isBold, color: cell.color ?? options.color ?? PDF_COLOURS.ink };
      });
      const height = Math.max(1, ...laid.map((cell) => cell.lines.length)) * lineHeight + 2 * padding;
      room(height);
      if (options.fill) doc.rect(margin - 6, y, width + 12, height).fill(options.fill);
      for (const cell of laid) {
        use(cell.isBold, size, cell.color);
        cell.lines.forEach((each, index) => {
          line(each, margin + cell.x, y + padding + index * lineHeight);
        });
      }
      y += height;
      if (options.ruleBelow) {
        doc
          .moveTo(margin - 6, y)
          .lineTo(margin + width + 6, y)
          .lineWidth(0.6)
          .stroke(PDF_COLOURS.line);
      }
      y += options.gapAfter ?? 4;
    },
    gap(points) {
      y += points;
    },
    async save() {
      const say = translatorFor(frame.language);
      const { start, count } = doc.bufferedPageRange();
      for (let index = start; index < start + count; index += 1) {
        doc.switchToPage(index);
        // The footer sits below the bottom margin: pdfkit would otherwise turn the page to write it.
        doc.page.margins.bottom = 0;
        use(false, 8, PDF_COLOURS.inkSoft);
        const page = index - start + 1;
        const number = say.text(msg`Page ${page} of ${count}`);
        line(number, pageWidth - margin - doc.widthOfString(number), footerTop);
        if (frame.footer) line(frame.footer, margin, footerTop);
      }
      doc.end();
      await ended;
      return new Uint8Array(Buffer.concat(chunks));
    },
  };
}
