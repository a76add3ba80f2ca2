import { describe, expect, it } from 'vitest';
import {
  buildMilestoneReport,
  formatMilestoneHours,
  formatMilestoneReportTime,
  milestoneReportSeesEveryone,
  safeTicketUrl,
  sumHours,
  type LoggedMilestoneEntry,
} from './milestone-report.js';

const mobile = { id: 'w-mobile', name: 'Mobile App' };
const core = { id: 'w-core', name: 'Platform Core' };
const beta = { id: 'm-beta', name: 'Beta release' };
const alpha = { id: 'm-alpha', name: 'Alpha' };
const uma = { id: 'u-uma', name: 'Uma Patel' };
const liam = { id: 'u-liam', name: 'Liam Carter' };
const ticket412 = { number: 412, url: 'https://app.assembla.com/spaces/mobile/tickets/412' };

let n = 0;
const entry = (over: Partial<LoggedMilestoneEntry>): LoggedMilestoneEntry => ({
  id: `e${++n}`,
  userId: uma.id,
  date: '2026-03-10',
  loggedAt: null,
  workspace: mobile,
  milestone: beta,
  title: `Task ${n}`,
  ticket: null,
  hours: 1,
  ...over,
});

describe('sumHours and formatMilestoneHours', () => {
  it('adds in hundredths, so two-decimal hours sum exactly', () => {
    // 1.25 + 2.5 + 0.33 = 4.08
    expect(sumHours([1.25, 2.5, 0.33])).toBe(4.08);
    // 0.1 + 0.2 = 0.3 and 1.1 + 2.2 = 3.3, where plain floating point gives
    // 0.30000000000000004 and 3.3000000000000003.
    expect(sumHours([0.1, 0.2])).toBe(0.3);
    expect(sumHours([1.1, 2.2])).toBe(3.3);
    expect(sumHours([])).toBe(0);
  });

  it('shows two decimals', () => {
    expect([4.08, 2.5, 0, 12].map(formatMilestoneHours)).toEqual(['4.08', '2.50', '0.00', '12.00']);
  });
});

describe('formatMilestoneReportTime', () => {
  it("writes 'month day, year - hour:minute AM/PM' on the company's clock", () => {
    // 17:30 UTC is 13:30 in New York (EDT, UTC-4, after the 8 March 2026 change).
    expect(
      formatMilestoneReportTime('2026-03-10', '2026-03-10T17:30:00.000Z', 'America/New_York'),
    ).toBe('March 10, 2026 - 1:30 PM');
    expect(formatMilestoneReportTime('2026-03-10', '2026-03-10T09:05:00.000Z', 'UTC')).toBe(
      'March 10, 2026 - 9:05 AM',
    );
  });

  it('gives only the day of an entry logged on a later day', () => {
    expect(formatMilestoneReportTime('2026-03-06', null, 'UTC')).toBe('March 6, 2026');
  });
});

describe('safeTicketUrl', () => {
  it('keeps http(s) links and drops anything a browser would run or cannot open', () => {
    expect(safeTicketUrl(ticket412.url)).toBe(ticket412.url);
    expect(safeTicketUrl('http://tickets.test/1')).toBe('http://tickets.test/1');
    expect(safeTicketUrl('javascript:alert(1)')).toBeNull();
    expect(safeTicketUrl('data:text/html,<script>1</script>')).toBeNull();
    expect(safeTicketUrl('/relative/412')).toBeNull();
  });
});

describe('milestoneReportSeesEveryone', () => {
  it('opens the filters to every role but User, and to leads', () => {
    const sees = (role: 'Admin' | 'Manager' | 'Viewer' | 'User', isLead = false) =>
      milestoneReportSeesEveryone({ role, isLead });
    expect([sees('Admin'), sees('Manager'), sees('Viewer'), sees('User', true)]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(sees('User')).toBe(false);
  });
});

describe('buildMilestoneReport', () => {
  const entries = [
    entry({ hours: 1.25, ticket: ticket412, loggedAt: '2026-03-10T17:00:00.000Z' }),
    entry({ hours: 2.5 }),
    entry({ userId: liam.id, hours: 0.33 }),
    entry({ milestone: null, hours: 3 }),
    entry({ milestone: null, workspace: core, userId: liam.id, hours: 0.5 }),
    entry({ milestone: alpha, hours: 0.75 }),
    entry({ userId: 'u-client', hours: 8 }),
  ];
  const report = buildMilestoneReport({
    people: [liam, uma, { id: 'u-vera', name: 'Vera' }],
    entries,
  });

  it('totals each milestone, and the hours without one per workspace, most hours first', () => {
    // Beta: 1.25 + 2.5 + 0.33 = 4.08. No Milestone in Mobile App: 3. Alpha: 0.75.
    // No Milestone in Platform Core: 0.5. The client's 8 hours are not listed.
    expect(
      report.milestones.map((group) => [
        group.milestone?.name ?? null,
        group.workspace.name,
        group.totalHours,
        group.entries.length,
      ]),
    ).toEqual([
      ['Beta release', 'Mobile App', 4.08, 3],
      [null, 'Mobile App', 3, 1],
      ['Alpha', 'Mobile App', 0.75, 1],
      [null, 'Platform Core', 0.5, 1],
    ]);
    // 4.08 + 3 + 0.75 + 0.5 = 8.33
    expect(report.totalHours).toBe(8.33);
  });

  it("keeps each group's entries in the order given, named by person, ticket link checked", () => {
    const beta = report.milestones[0]!;
    expect(beta.entries.map((e) => [e.user.name, e.hours, e.ticket])).toEqual([
      ['Uma Patel', 1.25, ticket412],
      ['Uma Patel', 2.5, null],
      ['Liam Carter', 0.33, null],
    ]);
    const unsafe = buildMilestoneReport({
      people: [uma],
      entries: [entry({ ticket: { number: 7, url: 'javascript:alert(1)' } })],
    });
    expect(unsafe.milestones[0]!.entries[0]!.ticket).toEqual({ number: 7, url: null });
  });

  it('gives everyone listed a card in the order given, with or without hours', () => {
    expect(
      report.users.map((user) => [
        user.name,
        user.totalHours,
        user.milestones.map((m) => [m.milestone?.name ?? null, m.workspace.name, m.hours]),
        user.entries.length,
      ]),
    ).toEqual([
      // Liam: 0.33 on Beta, 0.5 without a milestone in Platform Core.
      [
        'Liam Carter',
        0.83,
        [
          [null, 'Platform Core', 0.5],
          ['Beta release', 'Mobile App', 0.33],
        ],
        2,
      ],
      // Uma: Beta 1.25 + 2.5 = 3.75, No Milestone 3, Alpha 0.75; 7.5 in all.
      [
        'Uma Patel',
        7.5,
        [
          ['Beta release', 'Mobile App', 3.75],
          [null, 'Mobile App', 3],
          ['Alpha', 'Mobile App', 0.75],
        ],
        4,
      ],
      ['Vera', 0, [], 0],
    ]);
  });

  it('orders equal totals by workspace, then milestone name, No Milestone last', () => {
    const tied = buildMilestoneReport({
      people: [uma],
      entries: [
        entry({ workspace: core, milestone: null }),
        entry({ milestone: null }),
        entry({ milestone: beta }),
        entry({ milestone: alpha }),
      ],
    });
    expect(tied.milestones.map((g) => `${g.workspace.name}/${g.milestone?.name ?? '-'}`)).toEqual([
      'Mobile App/Alpha',
      'Mobile App/Beta release',
      'Mobile App/-',
      'Platform Core/-',
    ]);
  });
});
