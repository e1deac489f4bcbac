import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, formatReportCell, reportCsvStream, type ReportColumn } from './csv';

interface Linha {
  nome: string;
  valor: number;
  criadaEm: Date;
}

const columns: ReportColumn<Linha>[] = [
  { header: 'Nome', value: (row) => row.nome },
  { header: 'Valor', value: (row) => row.valor },
  { header: 'Data de criação', value: (row) => row.criadaEm },
];

async function* rowsOf(count: number): AsyncIterable<Linha> {
  for (let i = 0; i < count; i += 1) {
    // 02:30Z is still the previous day in Brasília (UTC−3).
    yield { nome: `João; ${i}`, valor: 1234.5 + i, criadaEm: new Date('2026-10-01T02:30:00Z') };
  }
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

describe('report CSV', () => {
  it('formats cells the pt-BR way', () => {
    expect(formatReportCell(1234.5)).toBe('1234,5');
    expect(formatReportCell(null)).toBe('');
    expect(formatReportCell(new Date('2026-10-01T02:30:00Z'))).toBe('30/09/2026');
  });

  it('writes a BOM, a header and semicolon-separated rows that parse back', async () => {
    const text = await readAll(reportCsvStream(columns, rowsOf(3)));
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const records = parse(text.slice(1), { delimiter: ';' }) as string[][];
    expect(records).toEqual([
      ['Nome', 'Valor', 'Data de criação'],
      ['João; 0', '1234,5', '30/09/2026'],
      ['João; 1', '1235,5', '30/09/2026'],
      ['João; 2', '1236,5', '30/09/2026'],
    ]);
  });

  it('destroys the stream when reading the rows fails', async () => {
    async function* failing(): AsyncIterable<Linha> {
      yield* rowsOf(1);
      throw new Error('conexão perdida');
    }
    await expect(readAll(reportCsvStream(columns, failing()))).rejects.toThrow('conexão perdida');
  });
});
