import { describe, expect, it } from 'vitest';
import { correctionRefusal, correctionWindowEnd, type CorrectionRequest } from './corrections.js';

const owner = 'a0000000-0000-4000-8000-000000000001';
const other = 'a0000000-0000-4000-8000-000000000002';

// 2026-03-11 is a Wednesday: its week ends on Sunday 2026-03-15, the following one on the 22nd.
const request = (overrides: Partial<CorrectionRequest> = {}): CorrectionRequest => ({
  actor: { id: owner, role: 'User' },
  entry: { ownerId: owner, date: '2026-03-11', synced: false, providerUrl: null },
  today: '2026-03-12',
  windowWeeks: 1,
  ...overrides,
});

describe('the correction window', () => {
  it.each([
    ['a Monday', '2026-03-09', 1, '2026-03-22'],
    ['a Wednesday', '2026-03-11', 1, '2026-03-22'],
    ['a Sunday', '2026-03-15', 1, '2026-03-22'],
    ['a Sunday, window 0', '2026-03-15', 0, '2026-03-15'],
    ['a Monday, window 0', '2026-03-16', 0, '2026-03-22'],
    ['a Friday, window 2, across a month', '2026-03-27', 2, '2026-04-12'],
  ])('given an entry of %s (%s) and %d week(s), closes after %s', (_name, date, weeks, end) => {
    expect(correctionWindowEnd(date, weeks)).toBe(end);
  });
});

describe('may this entry be corrected now, by this actor', () => {
  it('given their own entry inside the window, the owner may', () => {
    expect(correctionRefusal(request())).toBeNull();
  });

  it('given the last day of the window, the owner still may', () => {
    expect(correctionRefusal(request({ today: '2026-03-22' }))).toBeNull();
  });

  it('given the day after the window, the owner may not', () => {
    expect(correctionRefusal(request({ today: '2026-03-23' }))).toBe('window_closed');
  });

  it.each(['Admin', 'superAdmin', 'Manager'] as const)(
    'given a closed window, a %s corrects anyone’s entry',
    (role) => {
      expect(
        correctionRefusal(request({ actor: { id: other, role }, today: '2027-01-01' })),
      ).toBeNull();
    },
  );

  it.each(['User', 'Viewer', 'Client'] as const)(
    'given someone else’s entry, a %s may not',
    (role) => {
      expect(correctionRefusal(request({ actor: { id: other, role } }))).toBe('not_owner');
    },
  );

  it('given a synced entry, nobody may: it is corrected at the provider', () => {
    const entry = {
      ownerId: owner,
      date: '2026-03-11',
      synced: true,
      providerUrl: 'https://p/t/1',
    };
    expect(correctionRefusal(request({ entry }))).toBe('synced');
    expect(correctionRefusal(request({ entry, actor: { id: other, role: 'Admin' } }))).toBe(
      'synced',
    );
  });
});
