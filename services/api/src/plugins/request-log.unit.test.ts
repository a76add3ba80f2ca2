import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { pino, type LevelWithSilent } from 'pino';
import { describe, expect, it } from 'vitest';
import { RequestLogController } from './request-log.js';

/** A Fastify app at LOG_LEVEL info whose request lines use `requestLevel`; its log records. */
async function appLogging(requestLevel: LevelWithSilent) {
  const records: { level: number; msg: string; res?: { statusCode: number } }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      records.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  const app = Fastify({
    loggerInstance: pino({ level: 'info' }, stream),
    logController: new RequestLogController(requestLevel),
  });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/boom', async () => {
    throw new Error('boom');
  });
  await app.ready();
  return { app, records };
}

describe('RequestLogController', () => {
  it('writes both request lines at info by default, as Fastify does', async () => {
    const { app, records } = await appLogging('info');
    await app.inject({ method: 'GET', url: '/ok' });
    expect(records.map((r) => [r.level, r.msg])).toEqual([
      [30, 'incoming request'],
      [30, 'request completed'],
    ]);
    expect(records[1]?.res).toEqual({ statusCode: 200 });
    await app.close();
  });

  it('keeps request lines out of an info log when they are at debug, but not errors', async () => {
    const { app, records } = await appLogging('debug');
    await app.inject({ method: 'GET', url: '/ok' });
    expect(records).toEqual([]);
    await app.inject({ method: 'GET', url: '/boom' });
    expect(records.map((r) => [r.level, r.msg])).toEqual([[50, 'boom']]);
    await app.close();
  });
});
