import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, neutraliseFormula, reportCsvStream } from './csv';

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

async function* chunks(...texts: string[]): AsyncIterable<string> {
  yield* texts;
}

describe('report CSV', () => {
  it('quotes a field only when it holds the separator, a quote or a line break', () => {
    expect(csvField('Situação')).toBe('Situação');
    expect(csvField('Silva; Souza')).toBe('"Silva; Souza"');
    expect(csvField('Dito "Zé"')).toBe('"Dito ""Zé"""');
    expect(csvField('duas\nlinhas')).toBe('"duas\nlinhas"');
  });

  it('makes a cell that would start a formula text, with a leading apostrophe (OWASP)', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(neutraliseFormula(`${start}HYPERLINK("http://x")`)).toBe(
        `'${start}HYPERLINK("http://x")`,
      );
    }
    expect(neutraliseFormula('Ótimo atendimento')).toBe('Ótimo atendimento');
    expect(neutraliseFormula('')).toBe('');
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('=A1;B1')).toBe(`"'=A1;B1"`);
  });

  it('writes a BOM, the header and the lines, which parse back', async () => {
    const text = await readAll(
      reportCsvStream(
        ['Nome', 'Data; criação'],
        chunks('"João; 1";30/09/2026\r\n', 'Ana;01/10/2026\r\n'),
      ),
    );
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(parse(text.slice(1), { delimiter: ';' })).toEqual([
      ['Nome', 'Data; criação'],
      ['João; 1', '30/09/2026'],
      ['Ana', '01/10/2026'],
    ]);
  });

  it('destroys the stream when reading the rows fails', async () => {
    async function* failing(): AsyncIterable<string> {
      yield 'Ana;01/10/2026\r\n';
      throw new Error('conexão perdida');
    }
    await expect(readAll(reportCsvStream(['Nome', 'Data'], failing()))).rejects.toThrow(
      'conexão perdida',
    );
  });
});
