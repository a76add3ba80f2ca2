import { describe, expect, it } from 'vitest';
import { listedInReportsOn, reportedUntil, type ReportedPerson } from './people.js';

const left: ReportedPerson = { status: 'left', leftOn: '2026-03-10' };
const active: ReportedPerson = { status: 'active', leftOn: null };

describe('listedInReportsOn', () => {
  it('lists someone who left on the days before, not from the day they left on', () => {
    expect(listedInReportsOn(left, '2026-03-09')).toBe(true);
    expect(listedInReportsOn(left, '2026-03-10')).toBe(false);
    expect(listedInReportsOn(left, '2026-03-11')).toBe(false);
  });

  it('lists active people on every day, and nobody else', () => {
    expect(listedInReportsOn(active, '2026-03-10')).toBe(true);
    expect(listedInReportsOn({ status: 'blocked', leftOn: null }, '2026-03-10')).toBe(false);
    expect(listedInReportsOn({ status: 'left', leftOn: null }, '2026-03-10')).toBe(false);
  });
});

describe('reportedUntil', () => {
  it('ends a range the day before someone left', () => {
    expect(reportedUntil(left, '2026-03-31')).toBe('2026-03-09');
    expect(reportedUntil(left, '2026-03-10')).toBe('2026-03-09');
  });

  it('keeps a range that ends before they left, and every range of active people', () => {
    expect(reportedUntil(left, '2026-03-09')).toBe('2026-03-09');
    expect(reportedUntil(active, '2026-03-31')).toBe('2026-03-31');
  });
});
