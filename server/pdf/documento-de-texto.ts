import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';

/** Left and right margin and the lowest line of a page, in points. */
const MARGEM = 56;

/**
 * A document of plain paragraphs written top to bottom, a new page when one fills: the two
 * contracts sent for e-signature (individual and PME). Deterministic: the metadata dates are
 * `emitidoEm`, never the clock, so an outbox retry sends the same bytes as the first try.
 */
export async function documentoDeTexto(titulo: string, emitidoEm: Date) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(titulo);
  pdf.setProducer('Adesão');
  pdf.setCreator('Adesão');
  pdf.setCreationDate(emitidoEm);
  pdf.setModificationDate(emitidoEm);
  const fonte = await pdf.embedFont(StandardFonts.Helvetica);
  const negrito = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage();
  let y = page.getHeight() - MARGEM;

  /** One paragraph, wrapped to the page's width; `gap` points of space after it. */
  const escrever = (
    texto: string,
    opcoes: { size?: number; font?: PDFFont; gap?: number } = {},
  ) => {
    const size = opcoes.size ?? 11;
    const font = opcoes.font ?? fonte;
    for (const linha of quebrarEmLinhas(texto, font, size, page.getWidth() - 2 * MARGEM)) {
      if (y < MARGEM) {
        page = pdf.addPage();
        y = page.getHeight() - MARGEM;
      }
      page.drawText(linha, { x: MARGEM, y, size, font });
      y -= size + 5;
    }
    y -= opcoes.gap ?? 4;
  };
  /** Extra space before the next paragraph (between sections). */
  const espacar = (pontos: number) => {
    y -= pontos;
  };
  return { pdf, negrito, escrever, espacar };
}

/**
 * Splits a paragraph into lines no wider than `width` points at `size`; a word wider than the
 * line stands alone on its own. An empty paragraph is one empty line, so it still takes space.
 */
export function quebrarEmLinhas(
  texto: string,
  font: PDFFont,
  size: number,
  width: number,
): string[] {
  const linhas: string[] = [];
  let atual = '';
  for (const palavra of texto.split(/\s+/).filter(Boolean)) {
    const candidata = atual ? `${atual} ${palavra}` : palavra;
    if (atual && font.widthOfTextAtSize(candidata, size) > width) {
      linhas.push(atual);
      atual = palavra;
    } else {
      atual = candidata;
    }
  }
  linhas.push(atual);
  return linhas;
}
