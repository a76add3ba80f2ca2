import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  validateAppend,
  validateBatchSize,
  validateFrom,
  validateLimit,
} from './append-validation.js';
import type { EventData } from './event-store.js';

const event = (overrides: Partial<EventData> = {}): EventData => ({
  id: randomUUID(),
  type: 'ThingHappened',
  data: { n: 1 },
  metadata: {
    actorId: null,
    at: '2025-01-01T00:00:00.000Z',
    correlationId: randomUUID(),
    causationId: null,
    source: 'web',
  },
  ...overrides,
});

describe('validateAppend', () => {
  it('accepts a well-formed append with any kind of expected revision', () => {
    for (const expected of ['any', 'no_stream', 'stream_exists', 0, 12] as const) {
      expect(() => validateAppend('user-1', [event(), event()], expected)).not.toThrow();
    }
  });

  it.each([
    ['an empty stream name', () => validateAppend('', [event()], 'any'), /non-empty string/],
    ['a $-stream', () => validateAppend('$all', [event()], 'any'), /must not start with \$/],
    ['no events', () => validateAppend('s', [], 'any'), /non-empty array/],
    [
      'an id that is not a uuid',
      () => validateAppend('s', [event({ id: '42' })], 'any'),
      /not a uuid/,
    ],
    ['an empty type', () => validateAppend('s', [event({ type: '' })], 'any'), /event type/],
    ['a $-type', () => validateAppend('s', [event({ type: '$>' })], 'any'), /event type/],
    ['undefined data', () => validateAppend('s', [event({ data: undefined })], 'any'), /no data/],
    ['a negative revision', () => validateAppend('s', [event()], -1), /non-negative integer/],
    ['a fractional revision', () => validateAppend('s', [event()], 1.5), /non-negative integer/],
  ])('refuses %s', (_name, call, message) => {
    expect(call).toThrow(TypeError);
    expect(call).toThrow(message);
  });

  it('refuses the same id twice in one append, whatever its case', () => {
    const id = randomUUID();
    expect(() =>
      validateAppend('s', [event({ id }), event({ id: id.toUpperCase() })], 'any'),
    ).toThrow(/appears twice/);
  });
});

describe('read and subscribe options', () => {
  it('accept sensible values and refuse the rest', () => {
    expect(() => validateLimit(undefined)).not.toThrow();
    expect(() => validateLimit(0)).not.toThrow();
    expect(() => validateLimit(-1)).toThrow(/limit/);
    expect(() => validateBatchSize(1)).not.toThrow();
    expect(() => validateBatchSize(0)).toThrow(/maxBatchSize/);
    expect(() => validateFrom(0n, 'readAll')).not.toThrow();
    expect(() => validateFrom(-1n, 'readAll')).toThrow(/readAll: from/);
    expect(() => validateFrom(5 as unknown as bigint, 'readAll')).toThrow(/bigint/);
  });
});
