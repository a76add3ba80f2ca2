import {
  milestoneDecider,
  milestoneStream,
  userDecider,
  userStream,
  worklogDayStream,
  worklogDecider,
  type IsoDate,
} from '@teamledger/domain';
import { executeCommand } from '@teamledger/eventstore';
import { newId } from '@teamledger/platform';
import type { AppDeps } from '../app.js';
import { demoWorkspaceId } from '../demo/seed-people-admin.js';
import { personId, type PersonKey } from './sessions.js';

/**
 * A week of hours for the TimeSheet Report's tests, Monday 2025-06-02 to Sunday 2025-06-08:
 * far before the demo history, so only these entries fall in it. Seed the demo company
 * (seedPeople) first. Pavel leaves as of Thursday 2025-06-05; the Client and the Admin log
 * hours the report must not list. The totals, worked out by hand:
 *
 *   Liam Carter  Mobile App     Sprint 12, tablets  2      (Wed)
 *   Liam Carter  Mobile App     No Milestone        6      (Wed)
 *   Pavel Novak  Platform Core  No Milestone        5      (Wed; Thu 3 and Fri 2 are after he left)
 *   Uma Patel    Mobile App     Sprint 12, tablets  4      = 2.5 (Mon) + 1.5 (Sat, a weekend)
 *   Uma Patel    Platform Core  No Milestone        7.25   = 3 (Mon) + 4.25 (Tue, ticket #412)
 *   Vera Lind    Mobile App     No Milestone        1      (Fri)
 *
 * Uma's 5 hours of Monday 2025-06-09 lie after the week.
 */
export const TIMESHEET_WEEK = { from: '2025-06-02', to: '2025-06-08' } as const;
export const TIMESHEET_MILESTONE = 'Sprint 12, tablets';
export const timesheetMilestoneId = '7a3c51e2-0f4b-4c6d-8e9f-a1b2c3d4e5f6';
export const TICKET_412 = 'https://northwind.assembla.test/spaces/platform/tickets/412';
/** A title a spreadsheet would run as a formula, with a comma and quotes to escape. */
export const FORMULA_TITLE = '=HYPERLINK("x"), design sync';

interface Entry {
  who: PersonKey;
  date: IsoDate;
  /** Wall-clock time (UTC) the entry was made, which orders a day's entries. */
  time: string;
  workspace: 'platform' | 'mobile';
  sprint: boolean;
  hours: number;
  title: string;
  ticket?: { number: number; url: string };
}

const ENTRIES: readonly Entry[] = [
  {
    who: 'user',
    date: '2025-06-02',
    time: '12:00',
    workspace: 'platform',
    sprint: false,
    hours: 3,
    title: 'Code review',
  },
  {
    who: 'user',
    date: '2025-06-02',
    time: '17:00',
    workspace: 'mobile',
    sprint: true,
    hours: 2.5,
    title: 'Tablet layout',
  },
  {
    who: 'user',
    date: '2025-06-03',
    time: '16:00',
    workspace: 'platform',
    sprint: false,
    hours: 4.25,
    title: 'Ticket 412',
    ticket: { number: 412, url: TICKET_412 },
  },
  {
    who: 'user',
    date: '2025-06-07',
    time: '11:00',
    workspace: 'mobile',
    sprint: true,
    hours: 1.5,
    title: 'Release fixes',
  },
  {
    who: 'user',
    date: '2025-06-09',
    time: '17:00',
    workspace: 'platform',
    sprint: false,
    hours: 5,
    title: 'Next week',
  },
  {
    who: 'lead',
    date: '2025-06-04',
    time: '15:00',
    workspace: 'mobile',
    sprint: false,
    hours: 6,
    title: 'Planning',
  },
  {
    who: 'lead',
    date: '2025-06-04',
    time: '17:30',
    workspace: 'mobile',
    sprint: true,
    hours: 2,
    title: 'Sprint review',
  },
  {
    who: 'provider',
    date: '2025-06-04',
    time: '17:00',
    workspace: 'platform',
    sprint: false,
    hours: 5,
    title: 'Ticket 77',
    ticket: { number: 77, url: 'https://northwind.assembla.test/spaces/platform/tickets/77' },
  },
  {
    who: 'provider',
    date: '2025-06-05',
    time: '17:00',
    workspace: 'platform',
    sprint: false,
    hours: 3,
    title: 'Ticket 78',
    ticket: { number: 78, url: 'https://northwind.assembla.test/spaces/platform/tickets/78' },
  },
  {
    who: 'provider',
    date: '2025-06-06',
    time: '17:00',
    workspace: 'platform',
    sprint: false,
    hours: 2,
    title: 'Handover',
  },
  {
    who: 'viewer',
    date: '2025-06-06',
    time: '10:00',
    workspace: 'mobile',
    sprint: false,
    hours: 1,
    title: FORMULA_TITLE,
  },
  {
    who: 'client',
    date: '2025-06-03',
    time: '17:00',
    workspace: 'platform',
    sprint: false,
    hours: 4,
    title: 'Client work',
  },
  {
    who: 'admin',
    date: '2025-06-03',
    time: '17:00',
    workspace: 'mobile',
    sprint: false,
    hours: 7,
    title: 'Admin work',
  },
];

/** Appends the week's milestone, entries and Pavel's leaving, and waits for the read models. */
export async function seedTimesheetWeek(deps: AppDeps): Promise<void> {
  const context = (at: Date, actorId: string | null, source: 'web' | 'provider' | 'system') => ({
    actorId,
    at,
    correlationId: newId(),
    source,
  });
  const mobile = demoWorkspaceId('mobile');
  await executeCommand(
    deps.store,
    milestoneStream(timesheetMilestoneId),
    milestoneDecider,
    {
      type: 'CreateMilestone',
      data: {
        milestoneId: timesheetMilestoneId,
        workspaceId: mobile,
        title: TIMESHEET_MILESTONE,
        description: 'Tablet layouts',
        startDate: '2025-06-01',
        dueDate: '2025-06-30',
        workspace: { isProviderSpace: false },
      },
    },
    context(new Date('2025-06-01T09:00:00.000Z'), personId('admin'), 'web'),
  );
  for (const entry of ENTRIES) {
    const userId = personId(entry.who);
    const at = `${entry.date}T${entry.time}:00.000Z`;
    await executeCommand(
      deps.store,
      worklogDayStream(userId, entry.date),
      worklogDecider,
      {
        type: 'LogHours',
        data: {
          worklogId: newId(),
          userId,
          workspaceId: demoWorkspaceId(entry.workspace),
          milestoneId: entry.sprint ? timesheetMilestoneId : null,
          title: entry.title,
          details: 'Timesheet test',
          hours: entry.hours,
          date: entry.date,
          ticket: entry.ticket ?? null,
          today: entry.date,
          at,
          // Seeded as the day's own entries (the API checks these for a person's own submit).
          isProviderUser: false,
          isWorkspaceMember: true,
        },
      },
      context(new Date(at), userId, entry.ticket ? 'provider' : 'web'),
    );
  }
  await executeCommand(
    deps.store,
    userStream(personId('provider')),
    userDecider,
    {
      type: 'MarkUserLeft',
      data: {
        effectiveDate: '2025-06-05',
        reason: 'Moved abroad',
        actorId: personId('admin'),
        today: '2025-06-05',
      },
    },
    context(new Date('2025-06-05T09:00:00.000Z'), personId('admin'), 'web'),
  );
  await deps.watcher.waitFor(await deps.store.headPosition(), { timeoutMs: 10_000 });
}
