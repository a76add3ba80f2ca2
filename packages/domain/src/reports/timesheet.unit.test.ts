import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/index.js';
import {
  readsAnyonesTimesheet,
  ticketLabel,
  ticketName,
  timesheetChart,
  timesheetChartSummary,
  timesheetUserIds,
} from './timesheet.js';
import { timesheetTicketsQuerySchema } from './timesheet/contract.js';

const uma = { id: 'uma', role: 'User', isLead: false, isHr: false } as const;
const liam = { id: 'liam', role: 'User', isLead: true, isHr: false } as const;

describe('timesheetUserIds', () => {
  it('gives non-user roles and leads the people they ask for, or everyone', () => {
    for (const viewer of [
      { id: 'a', role: 'Admin', isLead: false, isHr: false } as const,
      { id: 'm', role: 'Manager', isLead: false, isHr: false } as const,
      { id: 'v', role: 'Viewer', isLead: false, isHr: false } as const,
      liam,
      // HR reads the all-user reports (DESIGN.md 6.8, amended).
      { id: 'h', role: 'User', isLead: false, isHr: true } as const,
    ]) {
      expect(readsAnyonesTimesheet(viewer)).toBe(true);
      expect(timesheetUserIds(viewer, ['uma', 'pavel'])).toEqual(['uma', 'pavel']);
      expect(timesheetUserIds(viewer, undefined)).toBeNull();
      expect(timesheetUserIds(viewer, [])).toBeNull();
    }
  });

  it('gives a plain user themselves, asked for or not', () => {
    expect(readsAnyonesTimesheet(uma)).toBe(false);
    expect(timesheetUserIds(uma, undefined)).toEqual(['uma']);
    expect(timesheetUserIds(uma, [])).toEqual(['uma']);
    expect(timesheetUserIds(uma, ['uma'])).toEqual(['uma']);
  });

  it('refuses a plain user who names anyone else, alone or beside themselves', () => {
    for (const asked of [['liam'], ['uma', 'liam']]) {
      let error: unknown;
      try {
        timesheetUserIds(uma, asked);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ kind: 'forbidden', code: 'forbidden' });
    }
  });
});

describe('timesheetChart', () => {
  const platform = { id: 'p', name: 'Platform Core' };
  const mobile = { id: 'm', name: 'Mobile App' };

  it('lists every day of the range, oldest first, each workspace summed in the given order', () => {
    const chart = timesheetChart({
      from: '2026-03-06',
      to: '2026-03-09',
      workspaces: [mobile, platform],
      dailyHours: [
        { date: '2026-03-06', workspaceId: 'p', hours: 3 },
        { date: '2026-03-06', workspaceId: 'm', hours: 1.25 },
        // Two sums of one day and workspace add up: 0.1 + 0.2 is 0.3, not 0.30000000000000004.
        { date: '2026-03-07', workspaceId: 'p', hours: 0.1 },
        { date: '2026-03-07', workspaceId: 'p', hours: 0.2 },
        { date: '2026-03-09', workspaceId: 'm', hours: 8 },
      ],
    });
    expect(chart).toEqual({
      workspaces: [mobile, platform],
      days: [
        {
          date: '2026-03-06',
          byWorkspace: [
            { workspaceId: 'm', hours: 1.25 },
            { workspaceId: 'p', hours: 3 },
          ],
        },
        { date: '2026-03-07', byWorkspace: [{ workspaceId: 'p', hours: 0.3 }] },
        { date: '2026-03-08', byWorkspace: [] },
        { date: '2026-03-09', byWorkspace: [{ workspaceId: 'm', hours: 8 }] },
      ],
    });
  });

  it('leaves out workspaces without hours in the range', () => {
    const chart = timesheetChart({
      from: '2026-03-09',
      to: '2026-03-09',
      workspaces: [mobile, platform],
      dailyHours: [{ date: '2026-03-09', workspaceId: 'p', hours: 2 }],
    });
    expect(chart.workspaces).toEqual([platform]);
  });
});

describe('timesheetChartSummary', () => {
  it("says each workspace's hours and the busiest day", () => {
    const chart = timesheetChart({
      from: '2026-03-06',
      to: '2026-03-08',
      workspaces: [
        { id: 'm', name: 'Mobile App' },
        { id: 'p', name: 'Platform Core' },
      ],
      dailyHours: [
        { date: '2026-03-06', workspaceId: 'p', hours: 3 },
        { date: '2026-03-06', workspaceId: 'm', hours: 1.5 },
        { date: '2026-03-07', workspaceId: 'p', hours: 4.5 },
      ],
    });
    // Mobile App 1.5; Platform Core 3 + 4.5 = 7.5. Mar 6 has 3 + 1.5 = 4.5, Mar 7 has 4.5:
    // equal, so the earlier day is named.
    expect(timesheetChartSummary(chart)).toBe(
      'Hours per day by workspace from Mar 6, 2026 to Mar 8, 2026: Mobile App 1.5 hours, ' +
        'Platform Core 7.5 hours. The busiest day is Mar 6, 2026 with 4.5 hours.',
    );
  });

  it('says when no hours were logged', () => {
    const chart = timesheetChart({
      from: '2026-03-06',
      to: '2026-03-07',
      workspaces: [],
      dailyHours: [],
    });
    expect(timesheetChartSummary(chart)).toBe('No hours logged from Mar 6, 2026 to Mar 7, 2026.');
  });
});

describe('ticketLabel', () => {
  it("shows the provider's ticket number, or the title of an entry made by hand", () => {
    const url = 'https://app.assembla.com/spaces/platform/tickets/412';
    expect(ticketLabel({ title: 'Ticket 412', ticket: { number: 412, url } })).toBe('#412');
    expect(ticketLabel({ title: 'Code review', ticket: null })).toBe('Code review');
  });

  it('names a Jira issue by its key, read from its /browse link', () => {
    const url = 'https://northwind.atlassian.net/browse/TL-12';
    expect(ticketLabel({ title: 'TL-12 Sync retries', ticket: { number: 12, url } })).toBe('TL-12');
    expect(ticketName({ number: 12, url: null })).toBe('#12');
  });
});

describe('timesheetTicketsQuerySchema', () => {
  const ids = {
    userId: '22222222-2222-4222-8222-222222222222',
    workspaceId: '33333333-3333-4333-8333-333333333333',
  };

  it("takes a milestone id or 'none'", () => {
    const milestoneId = '44444444-4444-4444-8444-444444444444';
    expect(timesheetTicketsQuerySchema.parse({ ...ids, milestoneId }).milestoneId).toBe(
      milestoneId,
    );
    expect(timesheetTicketsQuerySchema.parse({ ...ids, milestoneId: 'none' }).milestoneId).toBe(
      'none',
    );
  });

  it('names the field of a bad or missing id', () => {
    const problems = (query: Record<string, string>) =>
      timesheetTicketsQuerySchema
        .safeParse(query)
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(problems({ ...ids, milestoneId: 'all' })).toEqual([
      ['milestoneId', "Not a milestone id or 'none'"],
    ]);
    expect(problems({ workspaceId: ids.workspaceId, userId: 'x', milestoneId: 'none' })).toEqual([
      ['userId', 'Not a user id'],
    ]);
  });
});
