import { stringify } from 'csv-stringify';
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

export type CsvCell = string | number;

/** Streams a header row and the rows as an attachment named `fileName`. */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): FastifyReply {
  const csv = stringify([header, ...rows], { cast: { string: neutralizeCell } });
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(csv);
}
