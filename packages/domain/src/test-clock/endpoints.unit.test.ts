import { describe, expect, it } from 'vitest';
import { DATE_RANGE_MESSAGE } from '../calendar/index.js';
import { testClockEndpoints } from './endpoints.js';

const body = testClockEndpoints.set.body;

describe('the test clock contract', () => {
  it('takes an instant from 1900 to 2100, with its offset', () => {
    expect(body.safeParse({ now: '2026-03-02T08:00:00Z' }).success).toBe(true);
    expect(body.safeParse({ now: '2100-12-31T18:00:00-05:00' }).success).toBe(true);
  });

  it('refuses an instant outside 1900-2100 with the date range message', () => {
    for (const now of [
      '0000-06-15T16:02:36.574Z',
      '1899-12-31T23:59:59Z',
      '2100-12-31T23:00:00-05:00',
    ]) {
      const result = body.safeParse({ now });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(DATE_RANGE_MESSAGE);
    }
  });

  it('refuses a malformed instant as not a date-time, without throwing', () => {
    const result = body.safeParse({ now: '\u00011970-01-01T00:00:00.000Z' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
  });
});
