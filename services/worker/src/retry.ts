/**
 * How failed jobs are retried: exponential from `baseMs`, doubling each time, capped at
 * `maxMs`. With the defaults (30 s doubling to 1 h) and JOB_ATTEMPTS tries, a job keeps
 * trying for about two days, so a mail server that refuses mail for minutes or hours (451)
 * does not lose the email. The durations come from the worker's config (tests shorten them);
 * the number of attempts and the backoff type are job options (JOB_ATTEMPTS and
 * RETRY_BACKOFF_TYPE in the platform's queue.ts), set where jobs are queued.
 */
export interface RetrySchedule {
  baseMs: number;
  maxMs: number;
}

export const DEFAULT_RETRY_SCHEDULE: RetrySchedule = { baseMs: 30_000, maxMs: 60 * 60_000 };

/** The wait before the next try after `attemptsMade` failed ones (1 for the first failure). */
export function retryDelayMs(attemptsMade: number, { baseMs, maxMs }: RetrySchedule): number {
  const doublings = Math.max(0, attemptsMade - 1);
  // 2 ** doublings grows past any cap quickly; stop before it overflows to Infinity.
  if (doublings >= 52) return maxMs;
  return Math.min(maxMs, baseMs * 2 ** doublings);
}

/** The waits between `attempts` tries, in order. */
export const retryDelays = (attempts: number, schedule: RetrySchedule): number[] =>
  Array.from({ length: Math.max(0, attempts - 1) }, (_, index) =>
    retryDelayMs(index + 1, schedule),
  );
