import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { defineCsv } from '@teamledger/domain';
import { createQueryPool, type Pool } from '@teamledger/platform';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/database.js';
import { csvPages, csvStream, cursorPages, sendReportCsv, type CsvPaging } from './send-csv.js';

interface Row {
  n: number;
  text: string;
}
const file = defineCsv<Row, { unit: string }>({
  fileName: 'Rows.csv',
  columns: [
    { header: 'Number', value: (row) => row.n },
    { header: 'Text', value: (row, { unit }) => `${row.text} ${unit}` },
  ],
});
// Cells the writer must quote or neutralize, so a seam between pages would show.
const textOf = (n: number) => (n % 3 === 0 ? `=${n}` : n % 3 === 1 ? `a, "${n}"` : `line\n${n}`);

let database: TestDatabase;
let pool: Pool;
let app: FastifyInstance;
let base: string;
const logged: string[] = [];
/** What the route does at each page it is asked for, set by each test. */
let atPage: (paging: CsvPaging) => Promise<void>;
let asked: number[];

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createQueryPool(database.url, { max: 2 });
  await pool.query('CREATE TABLE numbers (n int PRIMARY KEY)');
  app = Fastify({
    logger: {
      level: 'error',
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          logged.push(chunk.toString());
          done();
        },
      }),
    },
  });
  app.get('/rows', async (_request, reply) => {
    const pages = csvPages(
      pool,
      async (db, paging) => {
        asked.push(paging.page);
        await atPage(paging);
        const { rows } = await db.query<{ n: number }>(
          'SELECT n FROM numbers ORDER BY n LIMIT $1 OFFSET $2',
          [paging.pageSize, (paging.page - 1) * paging.pageSize],
        );
        return rows.map(({ n }) => ({ n, text: textOf(n) }));
      },
      3,
    );
    return sendReportCsv(reply, file, pages, { unit: 'h' });
  });
  app.get('/cursor', async (_request, reply) => {
    const read = cursorPages({
      text: 'SELECT n FROM numbers WHERE n > $1 ORDER BY n',
      values: [0],
      rows: (raw: readonly { n: number }[]) => raw.map(({ n }) => ({ n, text: textOf(n) })),
    });
    const pages = csvPages(
      pool,
      async (db, paging) => {
        asked.push(paging.page);
        return read(db, paging);
      },
      3,
    );
    return sendReportCsv(reply, file, pages, { unit: 'h' });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
  await pool.end();
  await database.drop();
});
beforeEach(async () => {
  await pool.query('TRUNCATE numbers');
  await pool.query('INSERT INTO numbers SELECT generate_series(1, 10)');
  atPage = async () => undefined;
  asked = [];
  logged.length = 0;
});

const expected = (numbers: number[]) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    csvStream(
      ['Number', 'Text'],
      numbers.map((n) => [n, `${textOf(n)} h`]),
    )
      .on('data', (chunk: Buffer) => chunks.push(chunk))
      .on('end', () => resolve(Buffer.concat(chunks)))
      .on('error', reject);
  });

const open = () =>
  new Promise<IncomingMessage>((resolve, reject) =>
    get(`${base}/rows`, resolve).on('error', reject),
  );

const connections = () =>
  new Promise<number>((resolve, reject) =>
    app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );

/** The pool's connections all back and idle, none left in a transaction on the server. */
async function released() {
  await expect.poll(() => pool.idleCount === pool.totalCount, { timeout: 5_000 }).toBe(true);
  const { rows } = await pool.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM pg_stat_activity
     WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
  );
  expect(rows[0]!.count).toBe(0);
}

describe('a report CSV read page by page (csvPages, sendReportCsv)', () => {
  it('writes the bytes the whole file in one piece has, asking page after page to the short one', async () => {
    const answer = await app.inject({ method: 'GET', url: '/rows' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="Rows.csv"');
    expect(answer.rawPayload.equals(await expected([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]))).toBe(true);
    expect(asked).toEqual([1, 2, 3, 4]);
    await released();
  });

  it('reads a statement through a cursor page by page (cursorPages), to the same bytes', async () => {
    const answer = await app.inject({ method: 'GET', url: '/cursor' });
    expect(answer.rawPayload.equals(await expected([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]))).toBe(true);
    expect(asked).toEqual([1, 2, 3, 4]);
    await released();
  });

  it('ends after a full last page with one empty read, and writes the header alone for no rows', async () => {
    await pool.query('DELETE FROM numbers WHERE n > 6');
    const six = await app.inject({ method: 'GET', url: '/rows' });
    expect(six.rawPayload.equals(await expected([1, 2, 3, 4, 5, 6]))).toBe(true);
    expect(asked).toEqual([1, 2, 3]);
    await pool.query('TRUNCATE numbers');
    const none = await app.inject({ method: 'GET', url: '/rows' });
    expect(none.rawPayload.toString()).toBe('\uFEFFNumber,Text\r\n');
  });

  it('reads every page in one snapshot: a row written during the download is not in it', async () => {
    atPage = async ({ page }) => {
      if (page === 2) await pool.query('INSERT INTO numbers VALUES (0)');
    };
    const answer = await app.inject({ method: 'GET', url: '/rows' });
    expect(answer.rawPayload.equals(await expected([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]))).toBe(true);
  });

  it('answers a failure before the first byte with a 500 and gives the connection back', async () => {
    atPage = async () => {
      throw new Error('the first page failed');
    };
    const answer = await app.inject({ method: 'GET', url: '/rows' });
    expect(answer.statusCode).toBe(500);
    await released();
  });

  it('cuts the download short and logs a failure after the first byte, and gives the connection back', async () => {
    atPage = async ({ page }) => {
      if (page === 3) throw new Error('the third page failed');
    };
    const response = await open();
    expect(response.statusCode).toBe(200);
    const chunks: Buffer[] = [];
    const ended = await new Promise<string>((resolve) => {
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve('end'));
      response.on('error', () => resolve('error'));
      response.on('aborted', () => resolve('aborted'));
    });
    // Not a file that looks whole: the response breaks off, what came is the file's start.
    expect(ended).not.toBe('end');
    const whole = await expected([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const got = Buffer.concat(chunks);
    expect(got.length).toBeLessThan(whole.length);
    expect(whole.subarray(0, got.length).equals(got)).toBe(true);
    await expect.poll(() => logged.join('')).toContain('Rows.csv failed after its first byte');
    expect(logged.join('')).toContain('the third page failed');
    await released();
  });

  it('stops reading when the client goes away mid-download, and gives the connection back', async () => {
    let resume = () => undefined as void;
    const stalled = new Promise<void>((resolve) => {
      resume = resolve;
    });
    atPage = async ({ page }) => {
      if (page === 2) await stalled;
    };
    const response = await open();
    await new Promise((resolve) => response.once('data', resolve));
    response.destroy();
    // The server has seen the client go while the second page is still being read.
    await expect.poll(connections).toBe(0);
    expect(asked).toEqual([1, 2]);
    resume();
    await released();
    // The page under way when the client left was the last one read.
    expect(asked).toEqual([1, 2]);
  });
});
