import type { Redis } from 'ioredis';

/** The only source of "now" in services; domain code receives time as data. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that end-to-end tests can move (TEST_CLOCK=1). Setting it keeps time running
 * from the new instant, so timestamps taken a moment apart still differ.
 */
export class AdjustableClock implements Clock {
  private offsetMs = 0;

  constructor(private readonly base: Clock = systemClock) {}

  now(): Date {
    return new Date(this.base.now().getTime() + this.offsetMs);
  }

  set(instant: Date): void {
    this.offsetMs = instant.getTime() - this.base.now().getTime();
  }

  reset(): void {
    this.offsetMs = 0;
  }

  /** How far it runs from its base, in milliseconds: what other services are told. */
  get offset(): number {
    return this.offsetMs;
  }

  set offset(ms: number) {
    this.offsetMs = ms;
  }
}

/**
 * The moved clock is shared through Redis, so every service of one company follows one
 * PUT /api/_test/clock (TEST_CLOCK=1): the api writes its offset, the worker reads it before
 * each job and the api at boot.
 */
const testClockKey = (prefix: string) => `${prefix}:test-clock`;

/** Tells the other services where `clock` stands. */
export async function publishTestClock(
  redis: Redis,
  prefix: string,
  clock: AdjustableClock,
): Promise<void> {
  await redis.set(testClockKey(prefix), String(clock.offset));
}

/** Moves `clock` to where the api last set the test clock (not moved: the real time). */
export async function followTestClock(
  redis: Redis,
  prefix: string,
  clock: AdjustableClock,
): Promise<void> {
  const stored = Number(await redis.get(testClockKey(prefix)));
  clock.offset = Number.isSafeInteger(stored) ? stored : 0;
}
