import { describe, expect, it } from 'vitest';
import {
  isScorable,
  listedWithin,
  reportSpan,
  reportedFrom,
  reportedUntil,
  type ReportedPerson,
} from './people.js';

const left: ReportedPerson = { status: 'left', joinedOn: null, leftOn: '2026-03-10' };
const active: ReportedPerson = { status: 'active', joinedOn: null, leftOn: null };
const newHire: ReportedPerson = { status: 'active', joinedOn: '2026-03-04', leftOn: null };

describe('reportSpan', () => {
  it('lists active Users and Viewers with no end', () => {
    expect(reportSpan({ ...active, role: 'User' })).toEqual({
      inReports: true,
      listedFrom: null,
      listedUntil: null,
    });
    expect(reportSpan({ ...active, role: 'Viewer' }).inReports).toBe(true);
  });

  it('lists someone who left up to the day before they left', () => {
    expect(reportSpan({ ...left, role: 'User' })).toEqual({
      inReports: true,
      listedFrom: null,
      listedUntil: '2026-03-09',
    });
  });

  it('lists a new hire from the day they joined', () => {
    expect(reportSpan({ ...newHire, role: 'User' })).toEqual({
      inReports: true,
      listedFrom: '2026-03-04',
      listedUntil: null,
    });
  });

  it('never lists other roles, or people blocked, inactive or left without a date', () => {
    expect(reportSpan({ ...active, role: 'Admin' }).inReports).toBe(false);
    expect(reportSpan({ ...active, role: 'Client' }).inReports).toBe(false);
    expect(reportSpan({ ...left, role: 'Manager' }).inReports).toBe(false);
    expect(
      reportSpan({ status: 'blocked', joinedOn: null, leftOn: null, role: 'User' }).inReports,
    ).toBe(false);
    expect(
      reportSpan({ status: 'inactive', joinedOn: null, leftOn: null, role: 'User' }).inReports,
    ).toBe(false);
    expect(
      reportSpan({ status: 'left', joinedOn: null, leftOn: null, role: 'User' }).inReports,
    ).toBe(false);
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

describe('reportedFrom', () => {
  it('starts a range on the day a new hire joined', () => {
    expect(reportedFrom(newHire, '2026-03-01')).toBe('2026-03-04');
  });

  it('keeps a range that starts after they joined, and every range of people without a join date', () => {
    expect(reportedFrom(newHire, '2026-03-05')).toBe('2026-03-05');
    expect(reportedFrom(active, '2026-03-01')).toBe('2026-03-01');
  });
});

describe('listedWithin', () => {
  const person = (over: Partial<ReportedPerson> = {}) => ({
    role: 'User' as const,
    status: 'active' as const,
    joinedOn: '2026-03-02',
    leftOn: null,
    ...over,
  });

  it('lists an active person joined by the last day, never one inactive or an Admin', () => {
    expect(listedWithin(person(), '2026-03-01', '2026-03-02')).toBe(true);
    expect(listedWithin(person(), '2026-02-01', '2026-03-01')).toBe(false);
    expect(listedWithin(person({ status: 'inactive' }), '2026-03-01', '2026-03-31')).toBe(false);
    expect(listedWithin({ ...person(), role: 'Admin' }, '2026-03-01', '2026-03-31')).toBe(false);
  });

  it('lists someone who left up to the day before they left', () => {
    const left = person({ status: 'left', leftOn: '2026-03-10' });
    expect(listedWithin(left, '2026-03-09', '2026-03-31')).toBe(true);
    expect(listedWithin(left, '2026-03-10', '2026-03-31')).toBe(false);
  });
});

describe('isScorable', () => {
  it('scores active Users and Viewers only', () => {
    expect(isScorable({ status: 'active', role: 'User' })).toBe(true);
    expect(isScorable({ status: 'active', role: 'Viewer' })).toBe(true);
    expect(isScorable({ status: 'left', role: 'User' })).toBe(false);
    expect(isScorable({ status: 'inactive', role: 'User' })).toBe(false);
    expect(isScorable({ status: 'active', role: 'Manager' })).toBe(false);
  });
});
