import { describe, expect, it } from 'vitest';
import { claimLapsed, normaliseName, RESERVATION_CLAIM_GRACE_MS } from './reservation.js';

describe('a reservation whose holder does not carry the key', () => {
  const reservedAt = new Date('2026-03-11T09:00:00.000Z');
  const after = (ms: number) => new Date(reservedAt.getTime() + ms);

  it('is still held within the grace period, for a request on its way', () => {
    expect(
      claimLapsed({ carries: false, reservedAt, now: after(RESERVATION_CLAIM_GRACE_MS) }),
    ).toBe(false);
  });
  it('lapses once the grace period is over', () => {
    expect(
      claimLapsed({ carries: false, reservedAt, now: after(RESERVATION_CLAIM_GRACE_MS + 1) }),
    ).toBe(true);
  });
  it('never lapses while the holder carries the key', () => {
    expect(claimLapsed({ carries: true, reservedAt, now: after(86_400_000) })).toBe(false);
  });
});

describe('names that count as the same', () => {
  it('ignore case and surrounding spaces, not inner ones', () => {
    expect(normaliseName('  Head Office ')).toBe('head office');
    expect(normaliseName('Head  Office')).not.toBe(normaliseName('Head Office'));
  });
});
