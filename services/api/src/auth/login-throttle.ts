import type { Redis } from 'ioredis';
import { DomainError } from '@teamledger/domain';

/**
 * Failed sign-ins are counted per account and per client address in Redis, within a
 * window; past the limit the next try is refused with 429 and Retry-After. Counting per
 * account stops password guessing spread over many addresses (ASVS 6.3).
 */
export const LOGIN_LIMITS = {
  windowSeconds: 15 * 60,
  perAccount: 10,
  perAddress: 50,
} as const;

export class LoginThrottledError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      'rate_limited',
      'too_many_attempts',
      `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
}

export class LoginThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private keys(email: string, address: string) {
    return {
      account: `${this.prefix}:login-failures:account:${email}`,
      address: `${this.prefix}:login-failures:address:${address}`,
    };
  }

  /** Throws LoginThrottledError while either counter is at its limit. */
  async check(email: string, address: string): Promise<void> {
    const keys = this.keys(email, address);
    const [account, byAddress, accountTtl, addressTtl] = (await this.redis
      .multi()
      .get(keys.account)
      .get(keys.address)
      .ttl(keys.account)
      .ttl(keys.address)
      .exec())!.map(([, value]) => value) as [string | null, string | null, number, number];
    const waits: number[] = [];
    if (Number(account ?? 0) >= LOGIN_LIMITS.perAccount) waits.push(accountTtl);
    if (Number(byAddress ?? 0) >= LOGIN_LIMITS.perAddress) waits.push(addressTtl);
    if (waits.length) throw new LoginThrottledError(Math.max(1, ...waits));
  }

  async recordFailure(email: string, address: string): Promise<void> {
    const keys = this.keys(email, address);
    await this.redis
      .multi()
      .incr(keys.account)
      .expire(keys.account, LOGIN_LIMITS.windowSeconds, 'NX')
      .incr(keys.address)
      .expire(keys.address, LOGIN_LIMITS.windowSeconds, 'NX')
      .exec();
  }

  async recordSuccess(email: string, address: string): Promise<void> {
    await this.redis.del(this.keys(email, address).account);
  }
}
