import { describe, expect, it } from 'vitest';
import { WakeSignal, backoffMs } from './subscription-support.js';

const elapsed = async (work: () => Promise<void>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

describe('WakeSignal', () => {
  it('waits until the timeout when nobody wakes it', async () => {
    const signal = new WakeSignal();
    expect(await elapsed(() => signal.wait(60))).toBeGreaterThanOrEqual(55);
  });

  // The waits below that a wake ends are far longer than the test's bound, which is far
  // longer than a busy machine needs to run a timer: a missed wake fails, a slow machine not.
  it('ends a wait early on wake', async () => {
    const signal = new WakeSignal();
    setTimeout(() => signal.wake(), 10);
    expect(await elapsed(() => signal.wait(60_000))).toBeLessThan(3_000);
  });

  it('keeps a wake that came while nobody waited, until reset', async () => {
    const signal = new WakeSignal();
    signal.wake();
    expect(await elapsed(() => signal.wait(60_000))).toBeLessThan(3_000);
    signal.reset();
    expect(await elapsed(() => signal.wait(60))).toBeGreaterThanOrEqual(55);
  });
});

describe('backoffMs', () => {
  it('doubles from 100 ms and stops at 5 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map((attempt) => backoffMs(attempt))).toEqual([
      100, 200, 400, 800, 1_600, 3_200, 5_000, 5_000,
    ]);
  });
});
