import { describe, expect, it } from 'vitest';
import { csvHours, csvTable, type ReportCsvContext } from './csv.js';
import type { DayRow } from './day-rows.js';
import { detailCsv } from './detail/contract.js';
import { loginHoursCsv } from './login-hours/contract.js';
import { milestonesCsv } from './milestones/contract.js';
import { taskLogsCsv } from './task-logs/contract.js';
import { timesheetTicketsCsv } from './timesheet/contract.js';
import { usersReportCsv } from './users-report/contract.js';

const week: ReportCsvContext = { from: '2026-11-23', to: '2026-11-27', timeZone: 'Asia/Karachi' };

const friday: DayRow = {
  date: '2026-11-27',
  firstStandupAt: '2026-11-27T04:05:00.000Z',
  lastLogAt: '2026-11-27T12:30:00.000Z',
  hoursLogged: 14.5,
  label: 'On leave (Sick)',
  hoursAvailable: 7.416666666,
};

describe('CSV files a spreadsheet can sum (D195)', () => {
  it('rounds hours to the hundredth and keeps them numbers', () => {
    expect(csvHours(7.416666666)).toBe(7.42);
    expect(csvHours(8)).toBe(8);
    expect(csvHours(0.1 + 0.2)).toBe(0.3);
  });

  it("Task Logs: an ISO date, the hours as numbers and the day's label in its own column", () => {
    expect(csvTable(taskLogsCsv, [friday], week)).toEqual({
      header: ['Date', 'Standup - Time Out', 'Hours Available', 'Hours Logged', 'Status'],
      rows: [['2026-11-27', '9:05 AM - 5:30 PM', 7.42, 14.5, 'On leave (Sick)']],
    });
  });

  it('/usersReport: Total Hours is a number, Status beside it', () => {
    expect(csvTable(usersReportCsv, [friday], week)).toEqual({
      header: ['Date', 'Stand Up', 'Total Hours', 'Status'],
      rows: [['2026-11-27', '9:05 AM', 14.5, 'On leave (Sick)']],
    });
  });

  it('Login/Hours: an ISO date over several days, hours as numbers', () => {
    const row = {
      userId: 'u1',
      name: 'Uma Patel',
      teamName: 'Atlas',
      workspaces: [{ id: 'w1', name: 'Core' }],
      date: '2026-11-27',
      totalHours: 6.333333,
      firstStandupAt: '2026-11-27T04:00:00.000Z',
      lastLogAt: '2026-11-27T11:00:00.000Z',
      hoursAvailable: 6,
      status: 'Short Leave' as const,
    };
    expect(csvTable(loginHoursCsv, [row], week).rows).toEqual([
      ['2026-11-27', 'Uma Patel', 'Atlas', 'Core', 6.33, '9:00 AM - 4:00 PM', 6, 'Short Leave'],
    ]);
    expect(csvTable(loginHoursCsv, [row], { ...week, from: '2026-11-27' }).header[0]).toBe('User');
  });

  it('Detail: the hour totals are numbers', () => {
    const row = {
      userId: 'u1',
      name: 'Uma Patel',
      teamName: null,
      workspaces: [],
      workingDays: 4,
      hoursAvailable: 32,
      hoursLogged: 21.5,
      hoursOnWork: 23.456,
      noStandups: 1,
      lateArrivals: 2,
    };
    expect(csvTable(detailCsv, [row], week).rows).toEqual([
      ['Uma Patel', '', '', 32, 21.5, 23.46, 1, 2],
    ]);
  });

  it("Milestone: the day as an ISO date, the time on the company's clock apart", () => {
    const entry = {
      id: 'e1',
      date: '2026-11-27',
      loggedAt: '2026-11-27T12:03:00.000Z',
      user: { id: 'u1', name: 'Uma Patel' },
      workspace: { id: 'w1', name: 'Mobile App' },
      milestone: { id: 'm1', name: 'Beta feedback' },
      title: 'Login screen',
      ticket: { number: 412, url: 'https://tickets.example/412' },
      hours: 2.5,
    };
    const later = { ...entry, id: 'e2', loggedAt: null, milestone: null, ticket: null };
    expect(csvTable(milestonesCsv, [entry, later], week)).toEqual({
      header: [
        'Milestone',
        'WorkSpace',
        'Name',
        'Date',
        'Logged at',
        'Ticket',
        'Ticket Link',
        'Title',
        'Hours',
      ],
      rows: [
        [
          'Beta feedback',
          'Mobile App',
          'Uma Patel',
          '2026-11-27',
          '5:03 PM',
          '#412',
          'https://tickets.example/412',
          'Login screen',
          2.5,
        ],
        ['No Milestone', 'Mobile App', 'Uma Patel', '2026-11-27', '', '', '', 'Login screen', 2.5],
      ],
    });
  });

  it("TimeSheet's tickets: an ISO date and numeric hours", () => {
    const entry = { id: 'e1', date: '2026-11-27', hours: 4.25, title: 'Code review', ticket: null };
    const context = { workspaceName: 'Platform Core', milestoneName: 'No Milestone' };
    expect(csvTable(timesheetTicketsCsv, [entry], context).rows).toEqual([
      ['2026-11-27', 'Platform Core', 'No Milestone', 4.25, 'Code review', ''],
    ]);
  });
});
