/**
 * The text of every page of a PDF, in reading order, pages joined by a space: what the API
 * tests read out of the dossier and the contracts. pdf.js runs with warnings off (it warned on
 * every page that no standard-font folder was given, which text extraction does not need);
 * errors still throw.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  return pages.join(' ');
}
