import { describe, expect, it } from 'vitest';
import {
  milestoneCardKey,
  milestoneCsvCardOrder,
  milestoneReportEntry,
  milestoneReportUsers,
  sortMilestoneShares,
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
  it("writes the day and time on the company's clock, as every screen does", () => {
    // 17:30 UTC is 13:30 in New York (EDT, UTC-4, after the 8 March 2026 change).
    expect(
      formatMilestoneReportTime('2026-03-10', '2026-03-10T17:30:00.000Z', 'America/New_York'),
    ).toBe('Mar 10, 2026, 1:30 PM');
    expect(formatMilestoneReportTime('2026-03-10', '2026-03-10T09:05:00.000Z', 'UTC')).toBe(
      'Mar 10, 2026, 9:05 AM',
    );
  });

  it('gives only the day of an entry logged on a later day', () => {
    expect(formatMilestoneReportTime('2026-03-06', null, 'UTC')).toBe('Mar 6, 2026');
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
    const sees = (role: 'Admin' | 'Manager' | 'Viewer' | 'User', isLead = false, isHr = false) =>
      milestoneReportSeesEveryone({ role, isLead, isHr });
    expect([sees('Admin'), sees('Manager'), sees('Viewer'), sees('User', true)]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(sees('User')).toBe(false);
    expect(sees('User', false, true)).toBe(true);
  });
});

describe('milestoneCsvCardOrder', () => {
  it('orders the cards most hours first, No Milestone one card per workspace', () => {
    // Beta: 4.08, No Milestone in Mobile App: 3, Alpha: 0.75, No Milestone in Platform Core: 0.5.
    const cards = [
      { workspace: core, milestone: null, hours: 0.5 },
      { workspace: mobile, milestone: alpha, hours: 0.75 },
      { workspace: mobile, milestone: beta, hours: 4.08 },
      { workspace: mobile, milestone: null, hours: 3 },
    ];
    expect(milestoneCsvCardOrder(cards)).toEqual([
      'milestone:m-beta',
      'workspace:w-mobile',
      'milestone:m-alpha',
      'workspace:w-core',
    ]);
    expect(cards.map(milestoneCardKey)).toEqual([
      'workspace:w-core',
      'milestone:m-alpha',
      'milestone:m-beta',
      'workspace:w-mobile',
    ]);
  });
});

describe('milestoneReportEntry', () => {
  it('keeps a safe ticket link and drops one a browser would run', () => {
    expect(milestoneReportEntry(entry({ ticket: ticket412 }), uma.name).ticket).toEqual(ticket412);
    const unsafe = milestoneReportEntry(
      entry({ ticket: { number: 7, url: 'javascript:alert(1)' } }),
      uma.name,
    );
    expect(unsafe.ticket).toEqual({ number: 7, url: null });
  });
});

describe('sortMilestoneShares', () => {
  it('orders equal totals by workspace, then milestone name, No Milestone last', () => {
    const share = (workspace: typeof core, milestone: typeof beta | null, hours = 1) => ({
      workspace,
      milestone,
      hours,
      entries: 1,
    });
    const sorted = sortMilestoneShares([
      share(core, null),
      share(mobile, null),
      share(mobile, beta),
      share(mobile, alpha),
      share(core, beta, 2),
    ]);
    expect(sorted.map((g) => `${g.workspace.name}/${g.milestone?.name ?? '-'}`)).toEqual([
      'Platform Core/Beta release',
      'Mobile App/Alpha',
      'Mobile App/Beta release',
      'Mobile App/-',
      'Platform Core/-',
    ]);
  });
});

describe('milestoneReportUsers', () => {
  it('gives everyone listed a card in the order given, with or without hours', () => {
    const users = milestoneReportUsers(
      [liam, uma, { id: 'u-vera', name: 'Vera' }],
      [
        { userId: liam.id, workspace: mobile, milestone: beta, hours: 0.33, entries: 1 },
        { userId: liam.id, workspace: core, milestone: null, hours: 0.5, entries: 1 },
        { userId: uma.id, workspace: mobile, milestone: alpha, hours: 0.75, entries: 1 },
        { userId: uma.id, workspace: mobile, milestone: beta, hours: 3.75, entries: 2 },
        { userId: uma.id, workspace: mobile, milestone: null, hours: 3, entries: 1 },
      ],
    );
    expect(
      users.map((user) => [
        user.name,
        user.totalHours,
        user.entries,
        user.milestones.map((m) => [m.milestone?.name ?? null, m.workspace.name, m.hours]),
      ]),
    ).toEqual([
      // Liam: 0.33 + 0.5 = 0.83.
      [
        'Liam Carter',
        0.83,
        2,
        [
          [null, 'Platform Core', 0.5],
          ['Beta release', 'Mobile App', 0.33],
        ],
      ],
      // Uma: 0.75 + 3.75 + 3 = 7.5, most hours first.
      [
        'Uma Patel',
        7.5,
        4,
        [
          ['Beta release', 'Mobile App', 3.75],
          [null, 'Mobile App', 3],
          ['Alpha', 'Mobile App', 0.75],
        ],
      ],
      ['Vera', 0, 0, []],
    ]);
  });
});
