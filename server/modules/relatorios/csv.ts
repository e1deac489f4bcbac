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

/** The same quoting rule as the database's csv_campo, for the header line. */
export function csvField(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
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
