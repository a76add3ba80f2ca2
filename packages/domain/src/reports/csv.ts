import type { IsoDate } from '../calendar/index.js';

export type CsvCell = string | number;

/**
 * Hours as a number a spreadsheet sums, to the hundredth (D195); a day's label goes in a
 * column of its own.
 */
export const csvHours = (hours: number): number => Math.round(hours * 100) / 100;

/** One column of a CSV file: its title and its cell for a row. */
export interface CsvColumn<Row, Context> {
  header: string;
  value: (row: Row, context: Context) => CsvCell;
  /** The column is left out when this says no (a Date column only over several days). */
  when?: (context: Context) => boolean;
}

/** A CSV file a report answers with `Accept: text/csv`: its name and columns (SPEC.md 2). */
export interface CsvFile<Row, Context> {
  fileName: string;
  columns: readonly CsvColumn<Row, Context>[];
}

/** Keeps a CSV file's row and context types for its columns' callbacks. */
export const defineCsv = <Row, Context>(file: CsvFile<Row, Context>): CsvFile<Row, Context> => file;

/** The header and the cells of a CSV file, with the columns the context keeps. */
export function csvTable<Row, Context>(
  file: CsvFile<Row, Context>,
  rows: readonly Row[],
  context: Context,
): { header: string[]; rows: CsvCell[][] } {
  const columns = file.columns.filter((column) => column.when?.(context) ?? true);
  return {
    header: columns.map((column) => column.header),
    rows: rows.map((row) => columns.map((column) => column.value(row, context))),
  };
}

/** What most report files format their cells with: the range and the company's time zone. */
export interface ReportCsvContext {
  from: IsoDate;
  to: IsoDate;
  timeZone: string;
}

/** SPEC.md's columns are for one day; over several days each row says its day. */
export const overSeveralDays = ({ from, to }: ReportCsvContext) => from !== to;
