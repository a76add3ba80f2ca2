import { DateTime } from 'luxon';
import {
  addDays,
  addMonths,
  datesInRange,
  holidayDecider,
  holidayStream,
  isWorkingDay,
  leaveDecider,
  leaveStream,
  localDate,
  milestoneDecider,
  milestoneStream,
  standupDecider,
  standupStream,
  userDecider,
  userStream,
  weekendName,
  workspaceDecider,
  workspaceStream,
  worklogDayStream,
  worklogDecider,
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
import { userIdForEmail } from '../users/user-id.js';
import { decideAll } from './decide-all.js';
import { DEMO_WORKSPACES, demoTicketUrl, demoWorkspaceId } from './seed-people-admin.js';

/** Fixed namespace for the demo's worklogs and leaves: the same ids every run. */
const WORK_NAMESPACE = '8b0e4c1d-2f3a-4b5c-9d6e-7f8091a2b3c4';
export const demoMilestoneId = (key: string) => uuidV5(`milestone:${key}`, WORK_NAMESPACE);

/** How far back the demo's history goes, from the day the demo was first seeded. */
const DEMO_MONTHS_BACK = 3;

interface Task {
  title: string;
  details: string;
  /** The provider's ticket number, for synced hours. */
  ticket?: number;
}

interface Standup {
  yesterday: string;
  today: string;
  roadblocks: string;
}

interface DemoLeave {
  /** The leave's last working day (counted back like `missing`). */
  day: number;
  /** How many working days it covers, back from `day`. */
  days: number;
  leaveType: LeaveType;
  details: string;
  /** Calendar days between applying and the first day; 0: that morning (a sick day). */
  appliedAhead: number;
}

interface DemoWorker {
  key: string;
  /** Workspaces (seed-people-admin keys) the entries of a day go to in turn. */
  workspaces: readonly string[];
  /**
   * Working days without a standup or hours, counted back from the day before the demo was
   * first seeded (1 = that day). Leave days are left out too.
   */
  missing: readonly number[];
  /** Working days whose standup comes after 09:30 (late arrivals). */
  late: readonly number[];
  /** On other days the standup comes (arrives + day) mod 25 minutes after 09:00, on time. */
  arrives: number;
  leaves: readonly DemoLeave[];
  /** Hours of each entry of a day, one plan a day in turn. */
  plans: readonly (readonly number[])[];
  tasks: readonly Task[];
  /**
   * Standups said in turn; null for a provider user, whose hours come synced from Assembla
   * with their tickets (and whose standups would come from there too, with the sync).
   */
  standups: readonly Standup[] | null;
}

const DEV_STANDUPS: readonly Standup[] = [
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

const OFFICE_STANDUPS: readonly Standup[] = [
  {
    yesterday: 'Prepared the monthly report for management.',
    today: 'Go through the leave requests and plan the interviews.',
    roadblocks: 'None',
  },
  {
    yesterday: 'Met the leads about the next quarter.',
    today: 'Update the team calendar and the holiday list.',
    roadblocks: 'None',
  },
  {
    yesterday: 'Welcomed a new joiner and set up their accounts.',
    today: 'Check the hours of the month with payroll.',
    roadblocks: 'Waiting for a signed contract.',
  },
];

const DEV_TASKS: readonly Task[] = [
  { title: 'Sprint planning', details: 'Estimated the reporting stories with the team.' },
  { title: 'Hours log form', details: 'Validation messages and the milestone select.' },
  { title: 'Code review', details: 'Reviewed pull requests of the platform team.' },
  { title: 'Standup report', details: 'Newest first, 100 per page, Not Added rows.' },
  { title: 'Bug fixing', details: 'Time zone edge cases in the per-day view.' },
];

/**
 * Hours of each entry of a developer's day: 8, 9, 8.5, 7.5 (Short Leave) and 9.5 hours, half
 * an hour over the 8-hour day on average, about what a day missed without leave costs in a
 * month, so developers' overtime balances sit near zero.
 */
const DEV_PLANS = [
  [3, 2.5, 2.5],
  [4, 5],
  [3, 3.5, 2],
  [4, 3.5],
  [5, 2.5, 2],
];

/**
 * Office days vary more: 8, 5.5 (a half day), 9, 8.5 and 10 hours, the half day made up over
 * the week.
 */
const OFFICE_PLANS = [
  [4, 3, 1],
  [3.5, 2],
  [4, 5],
  [4.5, 4],
  [5, 3, 2],
];

/** Tickets of Platform Core in Assembla that Pavel's synced hours were spent on. */
const PROVIDER_TICKETS: readonly Task[] = [
  {
    ticket: 214,
    title: 'Offline queue for time entries',
    details: 'Entries made offline are sent once back online.',
  },
  { ticket: 221, title: 'Timesheet export', details: 'CSV export with the ticket links.' },
  {
    ticket: 230,
    title: 'Slow milestone query',
    details: 'Index and rewrite of the milestone hours query.',
  },
  { ticket: 236, title: 'Sign-in rate limit', details: 'Lock out repeated failed sign-ins.' },
  { ticket: 241, title: 'Sync retries', details: 'Back off when the provider answers 429.' },
];

const PROVIDER_PLANS = [
  [3, 2.5, 1.5],
  [2, 4],
  [3.5, 3, 1],
  [5, 1.5],
  [2.5, 2.5, 2],
];

/**
 * Every User and Viewer of the demo, so every report lists real days. Uma's and Liam's last
 * three weeks are those of the earlier three-week demo, so what was there stays.
 */
const DEMO_WORKERS: readonly DemoWorker[] = [
  {
    key: 'user',
    workspaces: ['platform', 'mobile'],
    missing: [11, 23, 44],
    late: [2, 7, 12, 18, 26, 33, 47, 55],
    arrives: 0,
    leaves: [
      { day: 4, days: 1, leaveType: 'Sick', details: 'Fever; back tomorrow.', appliedAhead: 0 },
      { day: 38, days: 3, leaveType: 'Annual', details: 'Family visit.', appliedAhead: 14 },
      { day: 52, days: 1, leaveType: 'Casual', details: 'Moving house.', appliedAhead: 3 },
    ],
    plans: DEV_PLANS,
    tasks: DEV_TASKS,
    standups: DEV_STANDUPS,
  },
  {
    key: 'lead',
    workspaces: ['platform', 'mobile'],
    missing: [9, 30, 49],
    late: [5, 21, 39, 54],
    arrives: 7,
    leaves: [
      { day: 19, days: 1, leaveType: 'Casual', details: 'Car service.', appliedAhead: 2 },
      { day: 42, days: 2, leaveType: 'Annual', details: 'A long weekend away.', appliedAhead: 10 },
    ],
    plans: DEV_PLANS,
    tasks: DEV_TASKS,
    standups: DEV_STANDUPS,
  },
  {
    key: 'viewer',
    workspaces: ['hq'],
    missing: [6, 27],
    late: [3, 14, 31, 45],
    arrives: 12,
    leaves: [
      { day: 24, days: 3, leaveType: 'Annual', details: 'Winter break.', appliedAhead: 20 },
      { day: 50, days: 1, leaveType: 'Sick', details: 'Migraine.', appliedAhead: 0 },
    ],
    plans: OFFICE_PLANS,
    tasks: [
      { title: 'Weekly report', details: 'Hours and standups of the week for management.' },
      { title: 'Budget review', details: "The quarter's spending with finance." },
      { title: 'Client meeting', details: 'Status call about the next release.' },
      { title: 'Planning', details: "Next sprint's priorities with the leads." },
    ],
    standups: OFFICE_STANDUPS,
  },
  {
    key: 'hr',
    workspaces: ['hq'],
    missing: [13, 40],
    late: [8, 29, 50],
    arrives: 4,
    leaves: [
      { day: 17, days: 1, leaveType: 'Casual', details: 'School event.', appliedAhead: 5 },
      { day: 35, days: 2, leaveType: 'Sick', details: 'Flu.', appliedAhead: 0 },
    ],
    plans: OFFICE_PLANS,
    tasks: [
      { title: 'Interviews', details: 'Candidates for the platform team.' },
      { title: 'Onboarding', details: 'Accounts and the first week of a new joiner.' },
      { title: 'Leave records', details: 'Leave applications of the month.' },
      { title: 'Payroll review', details: 'Hours of the month with payroll.' },
      { title: 'Policy update', details: 'The remote work policy.' },
    ],
    standups: OFFICE_STANDUPS,
  },
  {
    key: 'provider',
    workspaces: ['platform'],
    missing: [10, 37],
    late: [],
    arrives: 0,
    leaves: [
      { day: 22, days: 1, leaveType: 'Sick', details: 'Dentist.', appliedAhead: 0 },
      { day: 46, days: 2, leaveType: 'Annual', details: 'Family wedding.', appliedAhead: 12 },
    ],
    plans: PROVIDER_PLANS,
    tasks: PROVIDER_TICKETS,
    standups: null,
  },
];

/** Past holidays, by weekday counted back (1 = the day before the first seed). */
const PAST_HOLIDAYS = [
  { weekday: 8, title: 'Founders Day' },
  { weekday: 31, title: 'Company Anniversary' },
  { weekday: 52, title: 'Volunteer Day' },
] as const;
/** One holiday ahead, within the month a holiday can be marked in advance. */
const COMING_HOLIDAY = { daysAhead: 20, title: 'Company Retreat' } as const;

/** Milestones of the Mobile App workspace (ours; Platform Core's come from Assembla). */
const MILESTONES = [
  {
    key: 'release-1-5',
    title: 'Release 1.5',
    description: 'Push notifications and the settings screen.',
    startBack: 100,
    dueAhead: -40,
    completed: true,
  },
  {
    key: 'release-2',
    title: 'Release 2.0',
    description: 'Offline mode and the new onboarding.',
    startBack: 21,
    dueAhead: 9,
    completed: false,
  },
  {
    key: 'beta-feedback',
    title: 'Beta feedback',
    description: 'Fix what the beta testers reported.',
    startBack: 14,
    dueAhead: -2,
    completed: false,
  },
] as const;

/** How many days of one person are written at once. */
const DAYS_AT_A_TIME = 4;

/** Runs `work` on every item, at most `limit` at a time. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/** A local wall-clock time on a company-local date, as an instant. */
const at = (date: IsoDate, time: string, zone: string): Date =>
  DateTime.fromISO(`${date}T${time}`, { zone }).toJSDate();

const minutes = (total: number) =>
  `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

/** A synced entry's ticket, on the provider's site of the workspace's provider space. */
function ticketOf(task: Task, workspaceKey: string) {
  const space = DEMO_WORKSPACES.find((workspace) => workspace.key === workspaceKey);
  if (task.ticket === undefined || !space?.providerSpaceId) return null;
  return { number: task.ticket, url: demoTicketUrl(space.providerSpaceId, task.ticket) };
}

/** The days a worker's leave covers, oldest first, from the working days (newest first). */
const leaveDays = (leave: DemoLeave, workingDays: readonly IsoDate[]) =>
  workingDays.slice(leave.day - 1, leave.day - 1 + leave.days).reverse();

/**
 * The day the demo was first seeded (its admin registered then): the history is planned back
 * from it, so a run on a later day finds the same plan done and adds nothing, never a second
 * set of holidays and leaves on days that were worked.
 */
async function firstSeedDay(store: EventStore, domain: string, zone: string, today: IsoDate) {
  const [registered] = await store.readStream(userStream(userIdForEmail(`admin@${domain}`)));
  return registered ? localDate(new Date(registered.metadata.at), zone) : today;
}

/**
 * The demo company's last three months of work, through the same deciders as the API:
 * standups (some late, some days missing), hours logs on several workspaces and milestones,
 * Annual, Sick and Casual leaves, past holidays and one ahead; Pavel's hours come synced from
 * Assembla with their tickets. Idempotent: a day's entries and standup are planned against
 * what their streams hold and any stream that already exists is left alone, so a second run
 * appends nothing and a person's own entries are never doubled. Each day of a person is
 * appended in one call per stream, the people side by side, so the first run stays quick.
 */
export interface DemoWorkOptions {
  /**
   * Also the standups given on the first seed day before the seed ran, so `npm start`
   * opens the StandUp Report on a morning with people in it. The tests leave it out: their
   * people add today's standups themselves.
   */
  firstMorning?: boolean;
}

export async function seedDemoWork(
  store: EventStore,
  context: Omit<CommandContext, 'source'>,
  companyTimeZone: string,
  domain: string,
  { firstMorning = false }: DemoWorkOptions = {},
): Promise<void> {
  const zone = companyTimeZone;
  const anchor = await firstSeedDay(store, domain, zone, localDate(context.at, zone));
  const system = (instant: Date): CommandContext => ({ ...context, at: instant, source: 'system' });
  const isNew = async (stream: string) => (await store.readStream(stream)).length === 0;

  // Weekdays of the history, newest first.
  const weekdays = datesInRange(addMonths(anchor, -DEMO_MONTHS_BACK), addDays(anchor, -1))
    .filter((date) => weekendName(date) === null)
    .reverse();
  const holidays = [
    ...PAST_HOLIDAYS.flatMap(({ weekday, title }) => {
      const date = weekdays[weekday - 1];
      return date ? [{ date, title }] : [];
    }),
    { date: addDays(anchor, COMING_HOLIDAY.daysAhead), title: COMING_HOLIDAY.title },
  ];
  for (const { date, title } of holidays) {
    if (!(await isNew(holidayStream(date)))) continue;
    // Marked two weeks ahead, or the day before the first seed for the one still to come.
    const earlier = addDays(date, -14);
    const markedOn = earlier < anchor ? earlier : addDays(anchor, -1);
    await executeCommand(
      store,
      holidayStream(date),
      holidayDecider,
      { type: 'AddHoliday', data: { date, title, today: markedOn } },
      system(at(markedOn, '11:00', zone)),
    );
  }
  const holidayDates = new Set(holidays.map((holiday) => holiday.date));
  const workingDays = weekdays.filter((date) => !holidayDates.has(date));

  const milestones = await seedMilestones(store, anchor, zone, system);

  await Promise.all(
    DEMO_WORKERS.map((worker) =>
      seedWorker(store, worker, {
        userId: userIdForEmail(`${worker.key}@${domain}`),
        firstMorning: firstMorning ? anchor : null,
        holidays: holidayDates,
        workingDays,
        milestones,
        zone,
        context,
      }),
    ),
  );
}

interface DemoMilestone {
  id: string;
  startDate: IsoDate;
  /** The last day hours go to it: its due date once completed. */
  until: IsoDate | null;
}

/** The Mobile App's milestones, one completed before the two open ones started. */
async function seedMilestones(
  store: EventStore,
  anchor: IsoDate,
  zone: string,
  system: (instant: Date) => CommandContext,
): Promise<DemoMilestone[]> {
  const mobile = demoWorkspaceId('mobile');
  const space = foldStream(workspaceDecider, await store.readStream(workspaceStream(mobile)));
  if (!space.exists || space.deleted) return [];
  const seeded: DemoMilestone[] = [];
  for (const milestone of MILESTONES) {
    const id = demoMilestoneId(milestone.key);
    const startDate = addDays(anchor, -milestone.startBack);
    const dueDate = addDays(anchor, milestone.dueAhead);
    seeded.push({ id, startDate, until: milestone.completed ? dueDate : null });
    const stream = milestoneStream(id);
    if ((await store.readStream(stream)).length > 0) continue;
    await executeCommand(
      store,
      stream,
      milestoneDecider,
      {
        type: 'CreateMilestone',
        data: {
          milestoneId: id,
          workspaceId: mobile,
          title: milestone.title,
          description: milestone.description,
          startDate,
          dueDate,
          workspace: { isProviderSpace: space.isProviderSpace },
        },
      },
      system(at(startDate, '10:00', zone)),
    );
    // Only right after creating it: a later run must not undo what people did since.
    if (milestone.completed) {
      await executeCommand(
        store,
        stream,
        milestoneDecider,
        { type: 'CompleteMilestone' },
        system(at(dueDate, '16:00', zone)),
      );
    }
  }
  return seeded;
}

/** One person's days: their hours first, their standup last, then their leaves. */
async function seedWorker(
  store: EventStore,
  worker: DemoWorker,
  {
    userId,
    firstMorning,
    holidays,
    workingDays,
    milestones,
    zone,
    context,
  }: {
    userId: string;
    /** The first seed day, when its morning's standups are seeded too; null otherwise. */
    firstMorning: IsoDate | null;
    holidays: ReadonlySet<IsoDate>;
    workingDays: readonly IsoDate[];
    milestones: readonly DemoMilestone[];
    zone: string;
    context: Omit<CommandContext, 'source'>;
  },
): Promise<void> {
  const user = foldStream(userDecider, await store.readStream(userStream(userId)));
  if (!user.exists) return;
  const synced = worker.standups === null;
  // Pavel's entries are the provider's, as the sync would append them.
  const source = synced ? 'provider' : 'system';
  const commandContext = (instant: Date): CommandContext => ({ ...context, at: instant, source });
  const onLeave = new Set(worker.leaves.flatMap((leave) => leaveDays(leave, workingDays)));
  const standups = worker.standups;
  const submitStandup = (date: IsoDate, day: number, reportedAt: Date) =>
    decideAll(store, standupStream(userId, date), standupDecider, (state) =>
      state.exists || !standups
        ? []
        : [
            {
              command: {
                type: 'SubmitStandup' as const,
                data: {
                  ...standups[(day + worker.key.length) % standups.length]!,
                  userId,
                  date,
                  workspaceId: user.defaultWorkspaceId,
                  at: reportedAt.toISOString(),
                  isProviderUser: user.isProviderUser,
                },
              },
              context: commandContext(reportedAt),
            },
          ],
    );

  // Days are independent streams: several at a time keep the first run quick.
  await eachLimited([...workingDays.entries()], DAYS_AT_A_TIME, async ([index, date]) => {
    const day = index + 1;
    if (worker.missing.includes(day) || onLeave.has(date)) return;
    if (standups && (await store.readStream(standupStream(userId, date))).length > 0) return;
    const plan = worker.plans[day % worker.plans.length]!;
    const endOfDay = 17 * 60 + ((day * 7) % 60);
    // Mobile App entries go to the milestones open that day in turn, some to none.
    const open = milestones.filter(
      (m) => m.startDate <= date && (m.until === null || date <= m.until),
    );
    const entries = plan.map((hours, n) => {
      const workspaceKey = worker.workspaces[(day + n) % worker.workspaces.length]!;
      const task = worker.tasks[(day + n) % worker.tasks.length]!;
      const loggedAt = at(date, minutes(endOfDay + n * 20), zone);
      return {
        command: {
          type: 'LogHours' as const,
          data: {
            worklogId: uuidV5(`worklog:${userId}:${date}:${n}`, WORK_NAMESPACE),
            userId,
            workspaceId: demoWorkspaceId(workspaceKey),
            milestoneId: workspaceKey === 'mobile' ? (open[(day + n) % 3]?.id ?? null) : null,
            title: task.title,
            details: task.details,
            hours,
            date,
            ticket: ticketOf(task, workspaceKey),
            today: date,
            at: loggedAt.toISOString(),
            isProviderUser: user.isProviderUser,
            synced,
            isWorkspaceMember: user.workspaceIds.includes(demoWorkspaceId(workspaceKey)),
          },
        },
        context: commandContext(loggedAt),
      };
    });
    await decideAll(store, worklogDayStream(userId, date), worklogDecider, (state) =>
      entries.filter((entry) => !state.worklogIds.includes(entry.command.data.worklogId)),
    );
    if (!standups) return;

    // The standup last: a day with its standup is a day fully seeded.
    const start = worker.late.includes(day)
      ? 9 * 60 + 35 + ((day * 11) % 40)
      : 9 * 60 + ((worker.arrives + day) % 25);
    await submitStandup(date, day, at(date, minutes(start), zone));
  });

  // The first seed day itself: the standups already given by then, so the StandUp Report
  // opens on a morning with people in it rather than on a row of 'Not Added'.
  if (firstMorning !== null && standups && isWorkingDay(firstMorning, holidays)) {
    const reportedAt = at(firstMorning, minutes(9 * 60 + (worker.arrives % 25)), zone);
    if (reportedAt <= context.at) await submitStandup(firstMorning, 0, reportedAt);
  }

  for (const leave of worker.leaves) {
    const days = leaveDays(leave, workingDays);
    const from = days[0];
    const to = days.at(-1);
    if (!from || !to) continue;
    const leaveId = uuidV5(`leave:${userId}:${from}`, WORK_NAMESPACE);
    const appliedOn = addDays(from, -leave.appliedAhead);
    await decideAll(store, leaveStream(leaveId), leaveDecider, (state) =>
      state.applied
        ? []
        : [
            {
              command: {
                type: 'ApplyForLeave' as const,
                data: {
                  leaveId,
                  userId,
                  leaveType: leave.leaveType,
                  details: leave.details,
                  from,
                  to,
                  today: appliedOn,
                  // The demo's history: leaves its people took, approved at the time.
                  preApproved: true,
                },
              },
              // Leave is always the person's own application, never the provider's.
              context: {
                ...context,
                at: at(appliedOn, leave.appliedAhead === 0 ? '08:15' : '10:00', zone),
                source: 'system',
              },
            },
          ],
    );
  }
}
