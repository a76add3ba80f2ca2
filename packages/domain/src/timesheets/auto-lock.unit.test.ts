import { describe, expect, it } from 'vitest';
import { autoLockKey, endedPeriods, periodsToLock, type AutoLockPerson } from './auto-lock.js';

const ann: AutoLockPerson = { id: 'ann', joinedOn: '2025-01-06', leftOn: null };
const bo: AutoLockPerson = { id: 'bo', joinedOn: '2026-11-30', leftOn: null };
const cy: AutoLockPerson = { id: 'cy', joinedOn: '2025-01-06', leftOn: '2026-11-20' };

/** Thursday 2026-12-03: week 2026-W48 (Nov 23 to 29) ended 3 working days ago (Mon to Wed). */
const run = (overrides: Partial<Parameters<typeof periodsToLock>[0]> = {}) =>
  periodsToLock({
    today: '2026-12-03',
    kind: 'week',
    autoLockDays: 3,
    holidays: new Set(),
    people: [ann, bo, cy],
    states: new Map(),
    ...overrides,
  }).map(({ userId, period }) => `${userId} ${period.key}`);

describe('the periods the daily run locks', () => {
  it('are the ended periods still open N working days after their end, of the people then with us', () => {
    // Ann's last 12 weeks; Bo joined after W48; Cy left before W48 (W47 and before are hers).
    const locked = run();
    expect(locked.filter((line) => line.startsWith('ann'))).toHaveLength(12);
    expect(locked).toContain('ann 2026-W48');
    expect(locked.some((line) => line.startsWith('bo'))).toBe(false);
    expect(locked).not.toContain('cy 2026-W48');
    expect(locked).toContain('cy 2026-W47');
  });

  it('wait a day longer for a holiday after the end, and none with the lock off', () => {
    expect(run({ holidays: new Set(['2026-12-01']) })).not.toContain('ann 2026-W48');
    expect(run({ autoLockDays: 0 })).toEqual([]);
  });

  it('leave out submitted, approved and locked periods and those in a grace period', () => {
    const states = new Map([
      [autoLockKey('ann', '2026-W48'), { status: 'submitted' as const, graceUntil: null }],
      [autoLockKey('ann', '2026-W47'), { status: 'approved' as const, graceUntil: null }],
      [autoLockKey('ann', '2026-W46'), { status: 'locked' as const, graceUntil: null }],
      [autoLockKey('ann', '2026-W45'), { status: 'open' as const, graceUntil: '2026-12-03' }],
      [autoLockKey('ann', '2026-W44'), { status: 'open' as const, graceUntil: '2026-12-02' }],
    ]);
    const locked = run({ states, people: [ann] });
    expect(locked).not.toContain('ann 2026-W48');
    expect(locked).not.toContain('ann 2026-W47');
    expect(locked).not.toContain('ann 2026-W46');
    expect(locked).not.toContain('ann 2026-W45');
    // The grace ended yesterday: locked today.
    expect(locked).toContain('ann 2026-W44');
  });

  it('look back 12 weeks or 3 months', () => {
    expect(endedPeriods('2026-12-03', 'week').map((period) => period.key)).toEqual([
      '2026-W48',
      '2026-W47',
      '2026-W46',
      '2026-W45',
      '2026-W44',
      '2026-W43',
      '2026-W42',
      '2026-W41',
      '2026-W40',
      '2026-W39',
      '2026-W38',
      '2026-W37',
    ]);
    expect(endedPeriods('2026-12-03', 'month').map((period) => period.key)).toEqual([
      '2026-11',
      '2026-10',
      '2026-09',
    ]);
  });
});
