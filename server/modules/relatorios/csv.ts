import { Readable } from 'node:stream';

/**
 * CSV as Excel in Brazil opens it without an import wizard: UTF-8 with a byte-order mark (so
 * accents survive), ';' between fields (',' is the decimal separator in pt-BR), CRLF line ends,
 * dates as dd/MM/yyyy in Brasília time. The data lines are written by PostgreSQL (columns.ts,
 * csv_campo); this module adds the BOM and the header and streams the lines out.
 */
export const CSV_BOM = '\uFEFF';
export const CSV_LINE_END = '\r\n';

export type ReportCell = string | number | Date | null | undefined;

/**
 * What starts a formula in Excel, LibreOffice or Google Sheets (OWASP, CSV injection): a cell
 * beginning with one of these is a formula when the file is opened, `=HYPERLINK(...)` in a
 * feedback comment included. The cell gets a leading apostrophe, which makes it text.
 */
export const FORMULA_START = ['=', '+', '-', '@', '\t', '\r'] as const;

export function neutraliseFormula(value: string): string {
  return (FORMULA_START as readonly string[]).includes(value.charAt(0)) ? `'${value}` : value;
}

/** The same rule as the database's cells (columns.ts csvLine), for the header line. */
export function csvField(value: string): string {
  const text = neutraliseFormula(value);
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The report as a stream: the BOM and the header, then each chunk of lines as the database
 * hands it over. Readable.from pulls the next chunk only when the reply has taken the last,
 * so memory stays flat whatever the row count; a failed read destroys the stream.
 */
export function reportCsvStream(
  headers: readonly string[],
  chunks: AsyncIterable<string>,
): Readable {
  return Readable.from(
    (async function* () {
      yield CSV_BOM + headers.map(csvField).join(';') + CSV_LINE_END;
      yield* chunks;
    })(),
    { objectMode: false },
  );
}
