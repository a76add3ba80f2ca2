/**
 * A deterministic company for the benchmarks: people in workspaces and teams, with a
 * standup per person and working day (some late, some missing), 4 to 6 hours entries a day,
 * holidays and leaves. The same options give the same events, ids included.
 *
 * Every event comes out of the slice's own decider, so it is what the API would append; the
 * day streams are new, so they are decided from the initial state and appended without a
 * read (see write.ts).
 */
import { DateTime } from 'luxon';
import {
  addDays,
  datesInRange,
  standupDecider,
  standupStream,
  weekendName,
  worklogDayStream,
  worklogDecider,
  type Decider,
  type DomainEventShape,
  type IsoDate,
  type LeaveType,
} from '@teamledger/domain';
import type { EventData } from '@teamledger/eventstore';
import { uuidV5 } from '@teamledger/platform';
import { userIdForEmail } from '../../services/api/src/users/user-id.js';

export interface CompanyOptions {
  users: number;
  workspaces: number;
  teams: number;
  workingDays: number;
  /** The last day of the history (company-local); the history ends the day before today. */
  lastDay: IsoDate;
  /** The company time zone. */
  zone: string;
}

export const COMPANY_SIZE = { users: 500, workspaces: 20, teams: 12, workingDays: 60 } as const;

/** Fixed namespace: the same options give the same ids. */
const NAMESPACE = '5d7a1c2e-9b34-4f60-8e21-a3b4c5d6e7f8';
const id = (name: string) => uuidV5(name, NAMESPACE);

export const BENCH_DOMAIN = 'bench.test';
export const BENCH_PASSWORD = 'teamledger-bench';
export const benchEmail = (n: number) => `person-${n}@${BENCH_DOMAIN}`;
export const benchUserId = (n: number) => userIdForEmail(benchEmail(n));
export const benchWorkspaceId = (n: number) => id(`workspace:${n}`);
export const benchTeamId = (n: number) => id(`team:${n}`);
export const benchTeamName = (n: number) => `Team ${String(n + 1).padStart(2, '0')}`;

/** One append of the write plan: events for a new stream. */
export interface StreamAppend {
  stream: string;
  events: EventData[];
}

export interface BenchPerson {
  n: number;
  userId: string;
  email: string;
  name: string;
  team: number;
  workspaces: [number, number];
  isLead: boolean;
  /** The first few people are admins: they read every report. */
  role: 'Admin' | 'User';
  /** The person's leave, as working-day indexes (0 = the oldest day). */
  leave: { first: number; days: number; leaveType: LeaveType };
}

export interface Company {
  options: CompanyOptions;
  people: BenchPerson[];
  /** Working days, oldest first (weekdays that are not holidays). */
  days: IsoDate[];
  holidays: { date: IsoDate; title: string }[];
}

/** A number in [0, 1) from a name: the company's only source of variety. */
function unit(name: string): number {
  let h = 2166136261;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 16777619);
  h = Math.imul(h ^ (h >>> 15), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

const LEAVE_TYPES: readonly LeaveType[] = ['Annual', 'Sick', 'Casual'];
const HOLIDAY_TITLES = ['Founders Day', 'Company Anniversary', 'Volunteer Day'];

export function planCompany(options: CompanyOptions): Company {
  // Enough calendar days back to find the working days plus the holidays among them.
  const from = addDays(options.lastDay, -Math.ceil(((options.workingDays + 3) * 7) / 5) - 7);
  const weekdays = datesInRange(from, options.lastDay).filter((date) => weekendName(date) === null);
  const window = weekdays.slice(-(options.workingDays + HOLIDAY_TITLES.length));
  // Holidays spread over the window, never its last day.
  const holidays = HOLIDAY_TITLES.map((title, i) => ({
    date: window[Math.floor(((i + 0.5) * window.length) / HOLIDAY_TITLES.length)]!,
    title,
  }));
  const holidayDates = new Set(holidays.map((holiday) => holiday.date));
  const days = window.filter((date) => !holidayDates.has(date));
  const people = Array.from({ length: options.users }, (_, n): BenchPerson => {
    const team = n % options.teams;
    const days = 1 + Math.floor(unit(`leave-days:${n}`) * 3);
    return {
      n,
      userId: benchUserId(n),
      email: benchEmail(n),
      name: `Person ${String(n).padStart(3, '0')}`,
      team,
      workspaces: [n % options.workspaces, (n + 7) % options.workspaces],
      isLead: n < options.teams,
      role: n < 5 ? 'Admin' : 'User',
      leave: {
        first: Math.floor(unit(`leave:${n}`) * (options.workingDays - days)),
        days,
        leaveType: LEAVE_TYPES[n % LEAVE_TYPES.length]!,
      },
    };
  });
  return { options, people, days, holidays };
}

/** Decides commands in turn on one new stream and gives the events to append. */
function decideNew<State, Command, Event extends DomainEventShape>(
  stream: string,
  decider: Decider<State, Command, Event>,
  steps: readonly { command: Command; at: Date; actorId: string }[],
): StreamAppend {
  let state = decider.initialState;
  const events: EventData[] = [];
  for (const { command, at, actorId } of steps) {
    for (const event of decider.decide(command, state)) {
      state = decider.evolve(state, event);
      events.push({
        id: id(`${stream}:${events.length}`),
        type: event.type,
        data: event.data,
        metadata: {
          actorId,
          at: at.toISOString(),
          correlationId: id(`correlation:${stream}:${events.length}`),
          causationId: null,
          source: 'web',
        },
      });
    }
  }
  return { stream, events };
}

const TASKS = ['Sprint planning', 'Code review', 'Bug fixing', 'Standup report', 'Support'];
/** Hours of the entries of a day by how many there are; each plan sums to 7-8 hours. */
const PLANS: Record<number, number[]> = {
  4: [2.5, 2, 1.5, 1.5],
  5: [2, 1.5, 1.5, 1.25, 1.25],
  6: [1.5, 1.5, 1.25, 1.25, 1, 1],
};

/**
 * The day streams of one person: a worklog day stream with 4-6 entries and the standup
 * (about 1 day in 10 late, 1 in 30 missing, none on leave).
 */
export function personDays(company: Company, person: BenchPerson): StreamAppend[] {
  const { zone } = company.options;
  const appends: StreamAppend[] = [];
  const at = (date: IsoDate, minutes: number) =>
    DateTime.fromISO(date, { zone }).plus({ minutes }).toJSDate();
  company.days.forEach((date, index) => {
    const onLeave = index >= person.leave.first && index < person.leave.first + person.leave.days;
    if (onLeave || unit(`missing:${person.n}:${date}`) < 1 / 30) return;
    const count = 4 + Math.floor(unit(`entries:${person.n}:${date}`) * 3);
    const plan = PLANS[count]!;
    appends.push(
      decideNew(
        worklogDayStream(person.userId, date),
        worklogDecider,
        plan.map((hours, entry) => {
          const loggedAt = at(date, 17 * 60 + entry * 5);
          const workspace = person.workspaces[entry % 2]!;
          return {
            actorId: person.userId,
            at: loggedAt,
            command: {
              type: 'LogHours' as const,
              data: {
                worklogId: id(`worklog:${person.n}:${date}:${entry}`),
                userId: person.userId,
                workspaceId: benchWorkspaceId(workspace),
                milestoneId: null,
                title: TASKS[(index + entry) % TASKS.length]!,
                details: `Entry ${entry + 1} of ${date}.`,
                hours,
                date,
                ticket: null,
                today: date,
                at: loggedAt.toISOString(),
                isProviderUser: false,
                synced: false,
                isWorkspaceMember: true,
              },
            },
          };
        }),
      ),
    );
    const late = unit(`late:${person.n}:${date}`) < 0.1;
    const reportedAt = at(
      date,
      late ? 9 * 60 + 35 + (index % 40) : 9 * 60 + ((person.n + index) % 25),
    );
    appends.push(
      decideNew(standupStream(person.userId, date), standupDecider, [
        {
          actorId: person.userId,
          at: reportedAt,
          command: {
            type: 'SubmitStandup' as const,
            data: {
              yesterday: `Worked on ${TASKS[index % TASKS.length]!.toLowerCase()}.`,
              today: `Continue with ${TASKS[(index + 1) % TASKS.length]!.toLowerCase()}.`,
              roadblocks: 'None',
              userId: person.userId,
              date,
              workspaceId: benchWorkspaceId(person.workspaces[0]),
              at: reportedAt.toISOString(),
              isProviderUser: false,
            },
          },
        },
      ]),
    );
  });
  return appends;
}
