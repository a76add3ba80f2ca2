import { describe, expect, it } from 'vitest';
import { reportSpan, reportedUntil, type ReportedPerson } from './people.js';

const left: ReportedPerson = { status: 'left', leftOn: '2026-03-10' };
const active: ReportedPerson = { status: 'active', leftOn: null };

describe('reportSpan', () => {
  it('lists active Users and Viewers with no end', () => {
    expect(reportSpan({ ...active, role: 'User' })).toEqual({ inReports: true, listedUntil: null });
    expect(reportSpan({ ...active, role: 'Viewer' }).inReports).toBe(true);
  });

  it('lists someone who left up to the day before they left', () => {
    expect(reportSpan({ ...left, role: 'User' })).toEqual({
      inReports: true,
      listedUntil: '2026-03-09',
    });
  });

  it('never lists other roles, or people blocked, inactive or left without a date', () => {
    expect(reportSpan({ ...active, role: 'Admin' }).inReports).toBe(false);
    expect(reportSpan({ ...active, role: 'Client' }).inReports).toBe(false);
    expect(reportSpan({ ...left, role: 'Manager' }).inReports).toBe(false);
    expect(reportSpan({ status: 'blocked', leftOn: null, role: 'User' }).inReports).toBe(false);
    expect(reportSpan({ status: 'inactive', leftOn: null, role: 'User' }).inReports).toBe(false);
    expect(reportSpan({ status: 'left', leftOn: null, role: 'User' }).inReports).toBe(false);
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
