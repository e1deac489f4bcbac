import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { businessDayOf } from '../../../src/domain';
import type { ReportColumn } from './columns';
import type { ReportCell } from './csv';
import type { ReportLookups } from './lookups';
import { servidor } from '../../../i18n/pt-BR/servidor';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * An Excel cell keeps its type: numbers as numbers, dates as real dates (the Brasília calendar
 * day, shown dd/mm/aaaa), so people can sort and sum without converting text.
 */
function excelCell(cell: ReportCell): string | number | Date | null {
  if (cell === null || cell === undefined || cell === '') return null;
  if (cell instanceof Date) {
    const day = businessDayOf(cell);
    // Excel dates have no time zone: the serial of that calendar day, read as UTC.
    return new Date(Date.UTC(day.getFullYear(), day.getMonth(), day.getDate()));
  }
  return cell;
}

/**
 * The same report as an .xlsx, written row by row by ExcelJS's streaming writer: each row is
 * committed as soon as it is added, so memory stays flat like the CSV's.
 */
export function reportXlsxStream<Row>(
  columns: readonly ReportColumn<Row>[],
  rows: AsyncIterable<Row>,
  lookups: ReportLookups,
): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  const sheet = workbook.addWorksheet(servidor.relatorios.planilha, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((column) => ({ header: column.header, width: 22 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  void (async () => {
    try {
      for await (const row of rows) {
        const added = sheet.addRow(columns.map((column) => excelCell(column.value(row, lookups))));
        added.eachCell((cell) => {
          if (cell.value instanceof Date) cell.numFmt = 'dd/mm/yyyy';
        });
        added.commit();
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      output.destroy(error as Error);
    }
  })();
  return output;
}
