import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { DATE_RANGE_MESSAGE } from '../calendar/iso-date.js';
import { isoDateSchema } from './schemas.js';

describe('isoDateSchema', () => {
  const schema = isoDateSchema('Not a date');
  const message = (value: unknown) => schema.safeParse(value).error?.issues.map((i) => i.message);

  it('accepts the first and the last day of the range', () => {
    expect(schema.parse('1900-01-01')).toBe('1900-01-01');
    expect(schema.parse('2100-12-31')).toBe('2100-12-31');
  });

  it.each(['0000-01-01', '1899-12-31', '2101-01-01', '9999-12-31'])(
    'refuses %s with the range message',
    (date) => {
      expect(message(date)).toEqual([DATE_RANGE_MESSAGE]);
      expect(DATE_RANGE_MESSAGE).toBe('Choose a date from 1900-01-01 to 2100-12-31.');
    },
  );

  it('refuses what is not a date with its own message only', () => {
    expect(message('2026-02-30')).toEqual(['Not a date']);
    expect(message(20260101)).toEqual(['Not a date']);
  });

  it('is marked as a date in JSON Schema (OpenAPI)', () => {
    expect(z.toJSONSchema(z.object({ day: schema }))).toMatchObject({
      properties: { day: { type: 'string', format: 'date' } },
    });
  });
});
