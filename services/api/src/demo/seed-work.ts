import { DateTime } from 'luxon';
import {
  addDays,
  datesInRange,
  holidayStream,
  isWorkingDay,
  leaveStream,
  localDate,
  milestoneStream,
  standupStream,
  worklogDayStream,
  workspaceStream,
  type IsoDate,
  type LeaveType,
} from '@teamledger/domain';
import {
  executeCommand,
  foldStream,
  type CommandContext,
  type EventStore,
} from '@teamledger/eventstore';
import { uuidV5 } from '@teamledger/platform';
import {
  holidayDecider,
  leaveDecider,
  milestoneDecider,
  standupDecider,
  userDecider,
  userStream,
  workspaceDecider,
  worklogDecider,
} from '@teamledger/domain';
import { userIdForEmail } from '../users/user-id.js';
import { demoWorkspaceId } from './seed-people-admin.js';

/** Fixed namespace for the demo's worklogs and leaves: the same ids every run. */
const WORK_NAMESPACE = '8b0e4c1d-2f3a-4b5c-9d6e-7f8091a2b3c4';

/** How far back the demo's history goes. */
const DAYS_BACK = 21;

interface DemoWorker {
  key: string;
  /** Working days (counted back from yesterday, 1 = yesterday) without a standup or logs. */
  missing: number[];
  /** Working days whose standup comes after 09:30 (late arrivals). */
  late: number[];
  leave: { day: number; leaveType: LeaveType; details: string } | null;
}

// Uma and Liam are the plain users of the demo who log by hand (Pavel's hours come from
// Assembla); their history gives every report something to show.
const WORKERS: readonly DemoWorker[] = [
  {
    key: 'user',
    missing: [4, 11],
    late: [2, 7, 12],
    leave: { day: 4, leaveType: 'Sick', details: 'Fever; back tomorrow.' },
  },
  { key: 'lead', missing: [9], late: [5], leave: null },
];

const STANDUPS = [
  {
    yesterday: 'Reviewed the sprint board and split the reporting stories.',
    today: 'Build the per-day summary and its tests.',
    roadblocks: 'None',
  },
  {
    yesterday: 'Paired on the hours log form validation.',
    today: 'Fix the date picker presets and write the e2e test.',
    roadblocks: 'Waiting for the design review of the milestone screen.',
  },
  {
    yesterday: 'Released the holiday list with CSV download.',
    today: 'Look into the slow timesheet query.',
    roadblocks: 'None',
  },
  {
    yesterday: 'Fixed two bugs in the standup report.',
    today: 'Code review and planning.',
    roadblocks: 'Staging database is down.',
  },
];

const TASKS = [
  { title: 'Sprint planning', details: 'Estimated the reporting stories with the team.' },
  { title: 'Hours log form', details: 'Validation messages and the milestone select.' },
  { title: 'Code review', details: 'Reviewed pull requests of the platform team.' },
  { title: 'Standup report', details: 'Newest first, 100 per page, Not Added rows.' },
  { title: 'Bug fixing', details: 'Time zone edge cases in the per-day view.' },
];

/** Hours of each entry of a day; the entries of a day sum to 6-8.5 hours. */
const DAY_PLANS = [
  [3, 2.5, 2],
  [4, 4],
  [2.5, 3.5, 1.5],
  [3, 3],
  [4.5, 2, 1],
];

const workspaceKeys = ['platform', 'mobile'] as const;

/** Milestones of the Mobile App workspace (ours; Platform Core's come from Assembla). */
const MILESTONES = [
  {
    key: 'release-2',
    title: 'Release 2.0',
    description: 'Offline mode and the new onboarding.',
    startBack: 21,
    dueAhead: 9,
  },
  {
    key: 'beta-feedback',
    title: 'Beta feedback',
    description: 'Fix what the beta testers reported.',
    startBack: 14,
    dueAhead: -2,
  },
] as const;

/** A local wall-clock time on a company-local date, as an instant. */
const at = (date: IsoDate, time: string, zone: string): Date =>
  DateTime.fromISO(`${date}T${time}`, { zone }).toJSDate();

const minutes = (total: number) =>
  `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

/**
 * The demo company's last weeks of work, through the same commands as the API: standups
 * (some late, some days missing), hours logs, a sick leave, a past and a coming holiday.
 * Idempotent: a day already having a standup, and any stream that already exists, is left
 * alone, so a second run appends nothing and a person's own entries are never doubled.
 */
export async function seedDemoWork(
  store: EventStore,
  context: Omit<CommandContext, 'source'>,
  companyTimeZone: string,
  domain: string,
): Promise<void> {
  const zone = companyTimeZone;
  const today = localDate(context.at, zone);
  const system = (instant: Date): CommandContext => ({ ...context, at: instant, source: 'system' });
  const isNew = async (stream: string) => (await store.readStream(stream)).length === 0;

  const holidays = datesInRange(addDays(today, -DAYS_BACK), addDays(today, -1)).filter((date) =>
    isWorkingDay(date, new Set()),
  );
  // One holiday among the past working days, one a few weeks ahead, each marked in advance.
  const pastHoliday = holidays.at(-8) ?? null;
  const comingHoliday = addDays(today, 20);
  for (const [date, title] of [
    [pastHoliday, 'Founders Day'],
    [comingHoliday, 'Company Retreat'],
  ] as const) {
    if (date === null || !(await isNew(holidayStream(date)))) continue;
    const markedOn = addDays(date, -14);
    await executeCommand(
      store,
      holidayStream(date),
      holidayDecider,
      { type: 'AddHoliday', data: { date, title, today: markedOn } },
      system(at(markedOn, '11:00', zone)),
    );
  }

  const mobile = demoWorkspaceId('mobile');
  const mobileSpace = foldStream(workspaceDecider, await store.readStream(workspaceStream(mobile)));
  const milestoneIds: string[] = [];
  if (mobileSpace.exists && !mobileSpace.deleted) {
    for (const milestone of MILESTONES) {
      const milestoneId = uuidV5(`milestone:${milestone.key}`, WORK_NAMESPACE);
      milestoneIds.push(milestoneId);
      if (!(await isNew(milestoneStream(milestoneId)))) continue;
      const startDate = addDays(today, -milestone.startBack);
      await executeCommand(
        store,
        milestoneStream(milestoneId),
        milestoneDecider,
        {
          type: 'CreateMilestone',
          data: {
            milestoneId,
            workspaceId: mobile,
            title: milestone.title,
            description: milestone.description,
            startDate,
            dueDate: addDays(today, milestone.dueAhead),
            workspace: { isProviderSpace: mobileSpace.isProviderSpace },
          },
        },
        system(at(startDate, '10:00', zone)),
      );
    }
  }

  const workingDays = holidays.filter((date) => date !== pastHoliday).reverse();
  for (const worker of WORKERS) {
    const userId = userIdForEmail(`${worker.key}@${domain}`);
    const user = foldStream(userDecider, await store.readStream(userStream(userId)));
    if (!user.exists) continue;

    for (const [index, date] of workingDays.entries()) {
      const day = index + 1;
      if (worker.missing.includes(day) || !(await isNew(standupStream(userId, date)))) continue;
      const plan = DAY_PLANS[day % DAY_PLANS.length]!;
      const endOfDay = 17 * 60 + ((day * 7) % 60);
      // Entries first, the standup last: a day with its standup is a day fully seeded.
      for (const [n, hours] of plan.entries()) {
        const worklogId = uuidV5(`worklog:${userId}:${date}:${n}`, WORK_NAMESPACE);
        const task = TASKS[(day + n) % TASKS.length]!;
        const loggedAt = at(date, minutes(endOfDay + n * 20), zone);
        const workspaceId = demoWorkspaceId(workspaceKeys[(day + n) % 2]!);
        const dayStream = worklogDayStream(userId, date);
        const seeded = foldStream(worklogDecider, await store.readStream(dayStream));
        if (!seeded.worklogIds.includes(worklogId)) {
          await executeCommand(
            store,
            dayStream,
            worklogDecider,
            {
              type: 'LogHours',
              data: {
                worklogId,
                userId,
                workspaceId,
                // Mobile App entries go to its milestones in turn, one in three to none.
                milestoneId: (day + n) % 2 === 1 ? (milestoneIds[(day + n) % 3] ?? null) : null,
                ...task,
                hours,
                date,
                ticket: null,
                today: date,
                at: loggedAt.toISOString(),
                isProviderUser: false,
                isWorkspaceMember: user.workspaceIds.includes(workspaceId),
              },
            },
            system(loggedAt),
          );
        }
      }
      const start = worker.late.includes(day)
        ? 9 * 60 + 35 + ((day * 11) % 40)
        : 9 * 60 + (day % 25);
      const reportedAt = at(date, minutes(start), zone);
      await executeCommand(
        store,
        standupStream(userId, date),
        standupDecider,
        {
          type: 'SubmitStandup',
          data: {
            ...STANDUPS[(day + worker.key.length) % STANDUPS.length]!,
            userId,
            date,
            workspaceId: user.defaultWorkspaceId,
            at: reportedAt.toISOString(),
            isProviderUser: false,
          },
        },
        system(reportedAt),
      );
    }

    const leaveDay = worker.leave && workingDays[worker.leave.day - 1];
    if (worker.leave && leaveDay) {
      const leaveId = uuidV5(`leave:${userId}:${leaveDay}`, WORK_NAMESPACE);
      if (await isNew(leaveStream(leaveId))) {
        const { leaveType, details } = worker.leave;
        await executeCommand(
          store,
          leaveStream(leaveId),
          leaveDecider,
          {
            type: 'ApplyForLeave',
            data: {
              leaveId,
              userId,
              leaveType,
              details,
              from: leaveDay,
              to: leaveDay,
              today: leaveDay,
            },
          },
          system(at(leaveDay, '08:15', zone)),
        );
      }
    }
  }
}
