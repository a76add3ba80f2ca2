import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { DomainError } from '@teamledger/domain';

/**
 * Password attempts are counted per account and per client address in Redis, within a
 * window; past the limit the next try is refused with 429 and Retry-After, even with the
 * right password. Counting per account stops password guessing spread over many addresses
 * (ASVS 6.3).
 */
export const LOGIN_LIMITS = {
  windowSeconds: 15 * 60,
  perAccount: 10,
  perAddress: 50,
} as const;

/** Password reset emails asked for, per email and per address (issue 31). */
export const RESET_LIMITS = { windowSeconds: 60 * 60, perAccount: 3, perAddress: 20 } as const;
/** Tries to set a password through a link, per link and per address. */
export const LINK_LIMITS = { windowSeconds: 15 * 60, perAccount: 10, perAddress: 30 } as const;

export const RESET_THROTTLED = 'Too many password reset requests.';
export const LINK_THROTTLED = 'Too many tries with password links.';

export const SIGN_IN_THROTTLED = 'Too many failed sign-in attempts.';
export const PASSWORD_THROTTLED = 'Too many wrong passwords.';

export class LoginThrottledError extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    what: string,
  ) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      'rate_limited',
      'too_many_attempts',
      `${what} Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
}

/**
 * The attempt is taken before the password is checked, in one atomic Redis step per counter
 * (rate-limiter-flexible's RateLimiterRedis), so parallel guesses cannot all be checked
 * before any of them is counted. A right password gives the attempt back.
 */
export class PasswordAttempts {
  private readonly account: RateLimiterRedis;
  private readonly address: RateLimiterRedis;

  constructor(
    redis: Redis,
    prefix: string,
    limits: { windowSeconds: number; perAccount: number; perAddress: number } = LOGIN_LIMITS,
    what = 'password-attempts',
  ) {
    const common = {
      storeClient: redis,
      duration: limits.windowSeconds,
      // Redis not connected: fail at once (503), never wait for it or count in memory.
      rejectIfRedisNotReady: true,
    };
    this.account = new RateLimiterRedis({
      ...common,
      keyPrefix: `${prefix}:${what}:account`,
      points: limits.perAccount,
    });
    this.address = new RateLimiterRedis({
      ...common,
      keyPrefix: `${prefix}:${what}:address`,
      points: limits.perAddress,
    });
  }

  /** Counts one attempt; throws LoginThrottledError (saying `what`) past either limit. */
  async take(email: string, address: string, what: string): Promise<void> {
    const results = await Promise.allSettled([
      this.account.consume(email),
      this.address.consume(address),
    ]);
    const refusals: RateLimiterRes[] = [];
    for (const result of results) {
      if (result.status === 'fulfilled') continue;
      // Anything but a refusal is Redis failing: the request cannot be counted, so it fails.
      if (!(result.reason instanceof RateLimiterRes)) throw result.reason;
      refusals.push(result.reason);
    }
    if (refusals.length > 0) {
      const waitMs = Math.max(...refusals.map((refusal) => refusal.msBeforeNext));
      throw new LoginThrottledError(Math.max(1, Math.ceil(waitMs / 1000)), what);
    }
  }

  /** The password was right: the account starts over, the address gets its attempt back. */
  async succeeded(email: string, address: string): Promise<void> {
    await Promise.all([this.account.delete(email), this.address.reward(address, 1)]);
  }
}
