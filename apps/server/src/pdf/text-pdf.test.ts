import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text';
import { createTextPdf } from './text-pdf';

describe('text PDF', () => {
  it('flows long text onto new pages, each numbered and carrying the brand, in letters beyond Latin-1', async () => {
    const pdf = await createTextPdf('Long', { brand: 'Fathom', heading: 'Heading', footer: 'Small print' });
    for (let paragraph = 1; paragraph <= 60; paragraph += 1) {
      pdf.write(`Paragraph ${paragraph}: Zoë Nuñez, Łukasz Żółć and Đorđe Šćepanović read this line again.`);
    }
    pdf.row(['Measure', 'A value that wraps within its narrow column'], [0, 100, 160]);
    const { pages, text } = await pdfText(await pdf.save());
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('Paragraph 60: Zoë Nuñez, Łukasz Żółć and Đorđe Šćepanović');
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text.match(/Fathom Heading/g)).toHaveLength(pages);
    expect(text.match(/Small print/g)).toHaveLength(pages);
    expect(text).toContain('A value that wraps within its narrow column');
  });
  it("numbers its pages in the document's language, and sets every letter Spanish writes", async () => {
    const pdf = await createTextPdf('Informe', { brand: 'Fathom', language: 'es' });
    pdf.write('¿Cuándo llegó la muestra? ¡Aquí está! Pingüino, año, acción: á é í ó ú ñ ü Á É Í Ó Ú Ñ Ü ¿ ¡');
    const { pages, text } = await pdfText(await pdf.save());
    expect(pages).toBe(1);
    expect(text).toContain(
      '¿Cuándo llegó la muestra? ¡Aquí está! Pingüino, año, acción: á é í ó ú ñ ü Á É Í Ó Ú Ñ Ü ¿ ¡',
    );
    expect(text).toContain('Página 1 de 1');
    expect(text).not.toContain('Page');
  });
});
