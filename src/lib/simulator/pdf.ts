/**
 * The PDF that printBilling and billingsPdf return, Base64-encoded as the API does: a real PDF
 * 1.4 file, one A4 page per boleto with its data in Helvetica, with a cross-reference table whose
 * offsets are exact, so any PDF reader opens it. Built from the boleto's fields only, with no date
 * of generation, so the same boletos always give the same bytes. Pure and browser-safe (btoa).
 */

/** One page: the lines of text, top to bottom. */
export type PdfPage = readonly string[];

/** The text as PDF bytes (WinAnsiEncoding is Latin-1 for the letters used here), with the string's escapes. */
function pdfString(text: string): string {
  // eslint-disable-next-line no-control-regex -- the bytes above Latin-1 have no WinAnsi code
  const latin1 = text.replace(/[^\u0000-\u00ff]/gu, '?');
  return `(${latin1.replace(/[\\()]/g, (char) => `\\${char}`)})`;
}

function contentOf(page: PdfPage): string {
  const [title, ...rest] = page;
  const lines = [
    'BT',
    '/F1 14 Tf',
    '50 790 Td',
    '18 TL',
    `${pdfString(title ?? '')} Tj`,
    '/F1 11 Tf',
    ...rest.map((line) => `T* ${pdfString(line)} Tj`),
    'ET',
  ];
  return `${lines.join('\n')}\n`;
}

/** The PDF file (each character one byte) with `pages`, in order. */
export function pdfBytes(pages: readonly PdfPage[]): string {
  if (pages.length === 0) throw new Error('simulador: um PDF precisa de ao menos uma página');
  // Objects: 1 catalog, 2 page tree, 3 font, then a page and its content for each page.
  const pageIds = pages.map((_, index) => 4 + index * 2);
  const objects: string[] = [
    '<</Type/Catalog/Pages 2 0 R>>',
    `<</Type/Pages/Kids[${pageIds.map((id) => `${id} 0 R`).join(' ')}]/Count ${pages.length}>>`,
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica/Encoding/WinAnsiEncoding>>',
  ];
  for (const [index, page] of pages.entries()) {
    const content = contentOf(page);
    const contentId = 4 + index * 2 + 1;
    objects.push(
      `<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Resources<</Font<</F1 3 0 R>>>>/Contents ${contentId} 0 R>>`,
      `<</Length ${content.length}>>\nstream\n${content}endstream`,
    );
  }
  // The binary comment tells transfer programs that the file is not text.
  let file = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  for (const [index, body] of objects.entries()) {
    offsets.push(file.length);
    file += `${index + 1} 0 obj\n${body}\nendobj\n`;
  }
  const xref = file.length;
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) file += `${String(offset).padStart(10, '0')} 00000 n \n`;
  file += `trailer\n<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return file;
}

/** The PDF in Base64, as the API returns it. */
export function pdfBase64(pages: readonly PdfPage[]): string {
  return btoa(pdfBytes(pages));
}
