import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { formatData } from '../../../src/domain/time';

/**
 * CSV as Excel in Brazil opens it without an import wizard: UTF-8 with a byte-order mark (so
 * accents survive), ';' between fields (',' is the decimal separator in pt-BR), dates as
 * dd/MM/yyyy in Brasília time and numbers with a decimal comma.
 */
export const CSV_BOM = '\uFEFF';

export type ReportCell = string | number | Date | null | undefined;

/** One column of a report: its pt-BR header and how to read it from a row. */
export interface ReportColumn<Row> {
  header: string;
  value: (row: Row) => ReportCell;
}

const numberFormat = new Intl.NumberFormat('pt-BR', {
  useGrouping: false,
  maximumFractionDigits: 2,
});

/** A cell as people read it: dates in Brasília time, pt-BR numbers, empty for nothing. */
export function formatReportCell(cell: ReportCell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return formatData(cell);
  if (typeof cell === 'number') return numberFormat.format(cell);
  return cell;
}

/**
 * Streams rows into CSV text. `rows` is an async iterable (batches read from the database by
 * keyset pagination), so memory stays flat whatever the row count: csv-stringify applies
 * back-pressure and the next batch is only read when the reply has taken the previous one.
 */
export function reportCsvStream<Row>(
  columns: readonly ReportColumn<Row>[],
  rows: AsyncIterable<Row>,
): Readable {
  const stringifier = stringify({ delimiter: ';', bom: true, record_delimiter: 'windows' });
  stringifier.write(columns.map((column) => column.header));
  void (async () => {
    try {
      for await (const row of rows) {
        const record = columns.map((column) => formatReportCell(column.value(row)));
        if (!stringifier.write(record)) {
          await new Promise<void>((resolve) => stringifier.once('drain', resolve));
        }
      }
      stringifier.end();
    } catch (error) {
      stringifier.destroy(error as Error);
    }
  })();
  return stringifier;
}
