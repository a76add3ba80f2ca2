import { describe, expect, it } from 'vitest';
import { logLineReader, parseLogRecord } from './log.mjs';

const at = new Date(2026, 2, 11, 9, 5, 7).getTime(); // local time: the reader prints SYS time
const line = (record: Record<string, unknown>) =>
  JSON.stringify({ level: 30, time: at, pid: 42, hostname: 'box', ...record });

describe('logLineReader', () => {
  const read = logLineReader({ colorize: false });

  it('turns a pino record into one short line: time, level, service, message, extras', () => {
    const { text, record } = read(
      line({ name: 'projector', msg: 'projector running', healthPort: 3001 }),
    );
    expect(text).toBe('[09:05:07] INFO (projector): projector running {"healthPort":3001}');
    expect(record).toMatchObject({ name: 'projector', msg: 'projector running' });
  });

  it('names warnings and errors by level', () => {
    expect(read(line({ level: 40, name: 'worker', msg: 'redis connection problem' })).text).toBe(
      '[09:05:07] WARN (worker): redis connection problem',
    );
  });

  it('passes other output through as it came', () => {
    expect(read('created database teamledger')).toEqual({
      text: 'created database teamledger',
      record: null,
    });
    expect(read('{"not":"a log record"}').record).toBeNull();
    expect(read('{broken').text).toBe('{broken');
  });
});

describe('parseLogRecord', () => {
  it('needs a numeric level and a time', () => {
    expect(parseLogRecord(line({ msg: 'x' }))).toMatchObject({ level: 30, msg: 'x' });
    expect(parseLogRecord('{"level":"info","time":1}')).toBeNull();
    expect(parseLogRecord('{"level":30}')).toBeNull();
    expect(parseLogRecord('null')).toBeNull();
  });
});
