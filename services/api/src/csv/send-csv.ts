import { Readable } from 'node:stream';
import { csvTable, type CsvCell, type CsvFile } from '@teamledger/domain';
import { stringify, type Options, type Stringifier } from 'csv-stringify';
import { stringify as stringifyRecords } from 'csv-stringify/sync';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Pool, PoolClient } from '@teamledger/platform';
import type { QueryResultRow } from 'pg';

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
const CSV_OPTIONS: Options = {
  record_delimiter: 'windows',
  quote_record_delimiter: true,
  cast: { string: neutralizeCell },
};

export function csvStream(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): Stringifier {
  return stringify([header, ...rows], { ...CSV_OPTIONS, bom: true });
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

/** How many rows a report's CSV reads, formats and writes at a time (D320). */
export const CSV_PAGE_SIZE = 1_000;

export interface CsvPaging {
  page: number;
  pageSize: number;
}

/**
 * A report's rows page by page for its CSV (D320): `page` answers one page of the report's
 * own paged statement (its JSON page's, with a larger limit), all of them read on one
 * connection of the pool in one read-only snapshot, so the pages join into the file one
 * statement without a limit gives, whatever is written meanwhile. A page shorter than asked is
 * the last. Stopped early (the client went away, a page failed), the snapshot is rolled back
 * and the connection goes back to the pool, or is closed when it cannot say so.
 */
export async function* csvPages<Row>(
  pool: Pool,
  page: (db: PoolClient, paging: CsvPaging) => Promise<readonly Row[]>,
  pageSize = CSV_PAGE_SIZE,
): AsyncGenerator<readonly Row[]> {
  const client = await pool.connect();
  let done = false;
  let broken: Error | undefined;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    for (let n = 1; ; n += 1) {
      const rows = await page(client, { page: n, pageSize });
      if (rows.length > 0) yield rows;
      if (rows.length < pageSize) break;
    }
    await client.query('COMMIT');
    done = true;
  } finally {
    if (!done) {
      await client.query('ROLLBACK').catch((error: Error) => {
        broken = error;
      });
    }
    client.release(broken);
  }
}

/**
 * A page function for csvPages that reads one statement through a cursor: the statement
 * runs once (its sort done once, where a statement paged by OFFSET sorts again for each
 * page) and each page fetches its next rows. For a CSV whose rows come from one sorted
 * statement; the cursor closes with csvPages' snapshot.
 */
export function cursorPages<Raw extends QueryResultRow, Row>(statement: {
  text: string;
  values: unknown[];
  rows: (raw: readonly Raw[]) => Row[];
}): (db: PoolClient, paging: CsvPaging) => Promise<Row[]> {
  return async (db, { page, pageSize }) => {
    if (page === 1) {
      await db.query(`DECLARE report_csv NO SCROLL CURSOR FOR ${statement.text}`, statement.values);
    }
    const { rows } = await db.query<Raw>(`FETCH FORWARD ${pageSize} FROM report_csv`);
    return statement.rows(rows);
  };
}

/**
 * A report's CSV answer: the file name and columns its contract defines
 * (packages/domain/src/reports/<report>/contract.ts), over the same rows the JSON answer has,
 * given page by page (csvPages, or one page when the rows are few and already read) and
 * written as each is read: the file never sits whole in memory and the client's pace sets the
 * reads. The first page is read before the answer starts, so a refusal or a failure there
 * answers as any other; once bytes are sent a failure can no longer change the status, so
 * Fastify logs it and cuts the response short (a download that fails, not a file that looks
 * whole). A client that goes away stops the reading and frees its connection.
 */
export async function sendReportCsv<Row, Context>(
  reply: FastifyReply,
  file: CsvFile<Row, Context>,
  pages: AsyncIterable<readonly Row[]> | Iterable<readonly Row[]>,
  context: Context,
): Promise<FastifyReply> {
  const source = (async function* () {
    yield* pages;
  })();
  const first = await source.next();
  const { header } = csvTable(file, [], context);
  async function* text() {
    yield stringifyRecords([header], { ...CSV_OPTIONS, bom: true });
    try {
      for (let next = first; next.done !== true; next = await source.next()) {
        if (next.value.length > 0) {
          yield stringifyRecords(csvTable(file, next.value, context).rows, CSV_OPTIONS);
        }
      }
    } catch (error) {
      reply.log.error({ err: error }, `${file.fileName} failed after its first byte`);
      throw error;
    }
  }
  const body = Readable.from(text(), { objectMode: false });
  // Destroyed before its first read, the generator above never ran: end the source here too.
  body.once('close', () => void source.return(undefined));
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(body);
}
