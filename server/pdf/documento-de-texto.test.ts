import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentoDeTexto, quebrarEmLinhas } from './documento-de-texto';

async function helvetica() {
  const pdf = await PDFDocument.create();
  return pdf.embedFont(StandardFonts.Helvetica);
}

describe('quebrarEmLinhas', () => {
  it('breaks a paragraph between words so that no line is wider than asked', async () => {
    const font = await helvetica();
    const texto = 'As carências seguem a legislação vigente e o grupo de carência definido.';
    const linhas = quebrarEmLinhas(texto, font, 11, 120);
    expect(linhas.length).toBeGreaterThan(1);
    for (const linha of linhas) expect(font.widthOfTextAtSize(linha, 11)).toBeLessThanOrEqual(120);
    expect(linhas.join(' ')).toBe(texto);
  });

  it('keeps a word wider than the line whole, on a line of its own', async () => {
    const font = await helvetica();
    const linhas = quebrarEmLinhas('nº 4 Inconstitucionalissimamente ok', font, 11, 60);
    expect(linhas).toContain('Inconstitucionalissimamente');
  });

  it('folds runs of white space and gives an empty paragraph one empty line', async () => {
    const font = await helvetica();
    expect(quebrarEmLinhas('  um\n dois  ', font, 11, 500)).toEqual(['um dois']);
    expect(quebrarEmLinhas('', font, 11, 500)).toEqual(['']);
  });
});

describe('documentoDeTexto', () => {
  afterEach(() => vi.useRealTimers());

  it('gives the same bytes for the same text and date whatever the clock says', async () => {
    const emitidoEm = new Date('2026-05-04T12:00:00Z');
    const gerar = async () => {
      const { pdf, escrever } = await documentoDeTexto('Contrato nº 1', emitidoEm);
      escrever('Cláusulas do contrato.');
      return Buffer.from(await pdf.save({ useObjectStreams: false }));
    };
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-04T12:00:00Z'));
    const primeiro = await gerar();
    vi.setSystemTime(new Date('2026-06-01T08:30:00Z'));
    const segundo = await gerar();
    expect(segundo.equals(primeiro)).toBe(true);
  });

  it('starts a new page when the paragraphs fill one', async () => {
    const { pdf, escrever } = await documentoDeTexto('Longo', new Date('2026-05-04T12:00:00Z'));
    expect(pdf.getPageCount()).toBe(1);
    for (let i = 0; i < 60; i += 1) escrever(`Parágrafo ${i + 1}.`);
    expect(pdf.getPageCount()).toBe(2);
    const lido = await PDFDocument.load(await pdf.save());
    expect(lido.getTitle()).toBe('Longo');
    expect(lido.getCreationDate()?.toISOString()).toBe('2026-05-04T12:00:00.000Z');
  });
});
