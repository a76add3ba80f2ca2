import { csvTable, type CsvCell, type CsvFile } from '@teamledger/domain';
import { stringify, type Stringifier } from 'csv-stringify';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Reports answer CSV when asked with Accept: text/csv (DESIGN.md section 7). */
export const wantsCsv = (request: FastifyRequest) =>
  (request.headers.accept ?? '').toLowerCase().includes('text/csv');

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab, CR or LF that precedes
 * one) as a formula; a leading ' makes it text (OWASP CSV injection).
 */
export function neutralizeCell(value: string): string {
  return /^[=+\-@\t\r\n]/.test(value) ? `'${value}` : value;
}

/**
 * Every CSV file we write: a UTF-8 byte order mark first (without it Excel reads the file in
 * the local code page and shows an em dash or an accent as garbage), each record ended by
 * CRLF as RFC 4180 says, formula-looking cells made text. A cell holding the delimiter, a
 * quote, CRLF or a bare LF or CR is quoted (RFC 4180): csv-stringify quotes a lone LF or CR
 * only when asked once a record delimiter is set, and every CSV reader splits the record at
 * an unquoted one.
 */
export function csvStream(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): Stringifier {
  return stringify([header, ...rows], {
    bom: true,
    record_delimiter: 'windows',
    quote_record_delimiter: true,
    cast: { string: neutralizeCell },
  });
}

/** Streams a header row and the rows as an attachment named `fileName`. */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(csvStream(header, rows));
}

/**
 * A report's CSV answer: the file name and columns its contract defines
 * (packages/domain/src/reports/<report>/contract.ts), over the same rows the JSON answer has.
 */
export function sendReportCsv<Row, Context>(
  reply: FastifyReply,
  file: CsvFile<Row, Context>,
  rows: readonly Row[],
  context: Context,
): FastifyReply {
  const table = csvTable(file, rows, context);
  return sendCsv(reply, file.fileName, table.header, table.rows);
}
