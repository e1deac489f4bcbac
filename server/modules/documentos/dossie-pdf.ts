import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { quebrarEmLinhas } from '../../pdf/documento-de-texto';
import { format } from '../../../i18n/catalog';
import { servidor } from '../../../i18n/pt-BR/servidor';

/** The dossier's content, already filtered for the reader (health answers only if allowed). */
export interface Dossie {
  titulo: string;
  secoes: { titulo: string; linhas: string[] }[];
  geradoEm: string;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const SIZE = 10;
const LEADING = 14;

/**
 * The standard fonts only know WinAnsi: pt-BR accents are fine, but a character outside it
 * (an emoji, a Cyrillic letter in a name) would throw. Such characters lose their accents, and
 * whatever still cannot be drawn becomes '?', so a proposal never fails to print.
 */
export function winAnsiSafe(font: PDFFont, text: string): string {
  let out = '';
  for (const char of text.replace(/[\r\n\t]+/g, ' ')) {
    if (canEncode(font, char)) out += char;
    else {
      const bare = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      out += bare && [...bare].every((c) => canEncode(font, c)) ? bare : '?';
    }
  }
  return out;
}

function canEncode(font: PDFFont, char: string): boolean {
  try {
    font.encodeText(char);
    return true;
  } catch {
    return false;
  }
}

export async function gerarDossiePdf(dossie: Dossie): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(dossie.titulo);
  pdf.setLanguage('pt-BR');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = A4[0] - 2 * MARGIN;
  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;

  const draw = (text: string, font: PDFFont, size: number, gap = LEADING) => {
    for (const line of quebrarEmLinhas(winAnsiSafe(font, text), font, size, width)) {
      if (y < MARGIN + gap) {
        page = pdf.addPage(A4);
        y = A4[1] - MARGIN;
      }
      page.drawText(line, { x: MARGIN, y, size, font, color: rgb(0.1, 0.1, 0.1) });
      y -= gap;
    }
  };

  draw(dossie.titulo, bold, 16, 22);
  draw(format(servidor.documentos.dossie.geradoEm, { data: dossie.geradoEm }), regular, 9, 18);
  for (const secao of dossie.secoes) {
    y -= 6;
    draw(secao.titulo, bold, 12, 18);
    if (secao.linhas.length === 0) draw(servidor.documentos.nenhumRegistro, regular, SIZE);
    for (const linha of secao.linhas) draw(linha, regular, SIZE);
  }
  return pdf.save();
}
