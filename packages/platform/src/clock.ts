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
}
