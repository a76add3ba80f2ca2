import { describe, expect, it } from 'vitest';
import { JOB_ATTEMPTS } from '@teamledger/platform';
import { DEFAULT_RETRY_SCHEDULE, retryDelayMs, retryDelays, type RetrySchedule } from './retry.js';

const minutes = (ms: number) => ms / 60_000;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('the retry schedule', () => {
  it('doubles from 30 s and stays at 1 h', () => {
    expect(retryDelays(12, DEFAULT_RETRY_SCHEDULE).map(minutes)).toEqual([
      0.5, 1, 2, 4, 8, 16, 32, 60, 60, 60, 60,
    ]);
  });

  it('keeps a job trying for about two days before it fails for good', () => {
    const delays = retryDelays(JOB_ATTEMPTS, DEFAULT_RETRY_SCHEDULE);
    expect(delays).toHaveLength(JOB_ATTEMPTS - 1);
    const hours = sum(delays) / 3_600_000;
    expect(hours).toBeGreaterThanOrEqual(48);
    expect(hours).toBeLessThan(49);
  });

  it('tries again 3.5 minutes in, past a mail server refusing mail (451) for two', () => {
    let elapsed = 0;
    const tryTimes = [0, ...retryDelays(5, DEFAULT_RETRY_SCHEDULE).map((d) => (elapsed += d))];
    expect(tryTimes.map(minutes)).toEqual([0, 0.5, 1.5, 3.5, 7.5]);
  });

  it('takes its durations from the schedule, so tests can shorten them', () => {
    const short: RetrySchedule = { baseMs: 100, maxMs: 400 };
    expect(retryDelays(6, short)).toEqual([100, 200, 400, 400, 400]);
  });

  it('never overflows for late attempts', () => {
    expect(retryDelayMs(10_000, DEFAULT_RETRY_SCHEDULE)).toBe(3_600_000);
    expect(retryDelayMs(0, DEFAULT_RETRY_SCHEDULE)).toBe(30_000);
  });
});
