import { extractText, getDocumentProxy } from 'unpdf';

/** The text a PDF shows, page by page, with runs of white space as one space: what a reader of it sees. */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(document, { mergePages: true });
  return { pages: totalPages, text: text.replace(/\s+/g, ' ') };
}
