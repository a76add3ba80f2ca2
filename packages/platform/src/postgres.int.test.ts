import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/database.js';
import { createPool, createQueryPool, type Pool } from './postgres.js';

let database: TestDatabase;
let pool: Pool;
let admin: Pool;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url, { max: 2 });
  admin = createPool(database.url, { max: 1 });
});
afterAll(async () => {
  await pool.end();
  await admin.end();
  await database.drop();
});

describe('createPool', () => {
  /** The client's socket, to drop the connection as a network or a crashed server does. */
  const socketOf = (client: object) =>
    (client as { connection: { stream: { destroy(): void } } }).connection.stream;

  it.each([
    [
      'its backend is terminated during a query',
      async (pid: number) => void (await admin.query('SELECT pg_terminate_backend($1)', [pid])),
    ],
    ['its connection drops without a word during a query', null],
  ])('lets a checked-out client live on when %s', async (_, terminate) => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const client = await pool.connect();
      const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      // The query fails with the lost connection, and that is all that happens.
      const failed = expect(client.query('SELECT pg_sleep(5)')).rejects.toThrow();
      if (terminate) await terminate(rows[0]!.pid);
      else socketOf(client).destroy();
      await failed;
      client.release(new Error('connection lost'));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(uncaught).toEqual([]);
      // The pool hands out a working connection next.
      expect((await pool.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});

describe('createQueryPool', () => {
  it('answers without JIT compilation, whatever the server default', async () => {
    const queries = createQueryPool(database.url, { max: 1 });
    try {
      const { rows } = await queries.query<{ jit: string }>('SHOW jit');
      expect(rows[0]!.jit).toBe('off');
    } finally {
      await queries.end();
    }
  });
});
