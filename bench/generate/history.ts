/**
 * Years of a company's history for the scale bench (issue 33): N people (2,000 by default)
 * over M calendar months (24) of standups, hours, leaves, holidays, corrections and monthly
 * scores, deterministic from a seed, written through the event store's batched append
 * (appendToStreams: one statement, one turn of the append lock and one commit per batch of
 * streams), never through HTTP.
 *
 * Every event comes out of its slice's decider, decided in memory on the state the commands
 * before it left (as the API would have appended it); history.unit.test.ts parses each with
 * the domain's registry. The history is written a chunk at a time: chunk 0 is the company
 * (settings, teams, workspaces, templates, people), chunk k the k-th month (its holidays,
 * leaves, days and corrections, and the scores of the month before it). The database's
 * history_progress row records the options and the chunks done, so a stopped run continues
 * at the next chunk; a chunk cut short is written again, and the store appends nothing for
 * a stream whose event ids it holds already (ids are derived from the seed and the stream).
 */
import { DateTime } from 'luxon';
import {
  addDays,
  datesInRange,
  defaultSettings,
  holidayDecider,
  holidayStream,
  leaveDecider,
  leaveStream,
  monthDays,
  scoreDecider,
  scoreStream,
  settingsDecider,
  SETTINGS_STREAM,
  shiftMonth,
  standupDecider,
  standupStream,
  teamDecider,
  teamStream,
  templateDecider,
  templateStream,
  templateTeamReservation,
  weekendName,
  workspaceDecider,
  workspaceNameReservation,
  workspaceStream,
  worklogDayStream,
  worklogDecider,
  type Decider,
  type DomainEventShape,
  type IsoDate,
  type LeaveType,
  type Role,
  type ScoreCommand,
  type StandupCommand,
  type WorklogCommand,
} from '@teamledger/domain';
import {
  executeCommand,
  type CommandContext,
  type EventData,
  type EventStore,
} from '@teamledger/eventstore';
import { uuidV5, type Pool } from '@teamledger/platform';
import { hashPassword } from '../../services/api/src/auth/passwords.js';
import { reserve, reserveAll } from '../../services/api/src/commands/reservations.js';
import { reserveTeamName } from '../../services/api/src/teams/team-names.js';
import { registerUser } from '../../services/api/src/users/register.js';
import {
  BENCH_PASSWORD,
  benchEmail,
  benchTeamId,
  benchTeamName,
  benchUserId,
  benchWorkspaceId,
  type StreamAppend,
} from './company.js';
import { eachLimited } from './write.js';

export interface HistoryOptions {
  people: number;
  months: number;
  /** Any text: the same seed and sizes give the same events, ids included. */
  seed: string;
  /** The last month of the history (YYYY-MM). */
  lastMonth: string;
  /** The company time zone. */
  zone: string;
}

export const HISTORY_SIZE = { people: 2_000, months: 24, seed: 'teamledger' } as const;

/** The default last month: the last whole month before `now` (a month is scored after it). */
export const lastWholeMonth = (now = new Date()) =>
  shiftMonth(now.toISOString().slice(0, 7), -1) as string;

/** About 40 people a team and 25 a workspace, as the 500-person bench company has. */
export const teamsOf = (people: number) => Math.max(1, Math.ceil(people / 40));
export const workspacesOf = (people: number) => Math.max(2, Math.ceil(people / 25));

const NAMESPACE = '8c3e5a71-2f4b-4d69-9e1a-6b7c8d9e0f12';
const HOLIDAY_TITLES = ['Founders Day', 'Company Anniversary', 'Volunteer Day', 'Harvest Day'];
const LEAVE_TYPES: readonly LeaveType[] = ['Annual', 'Sick', 'Casual'];
const TASKS = ['Sprint planning', 'Code review', 'Bug fixing', 'Standup report', 'Support'];
/** Hours of the entries of a day by how many there are; each plan sums to 7-8 hours. */
const PLANS: Record<number, number[]> = {
  4: [2.5, 2, 1.5, 1.5],
  5: [2, 1.5, 1.5, 1.25, 1.25],
  6: [1.5, 1.5, 1.25, 1.25, 1, 1],
};
export const HISTORY_TEMPLATES = [
  { name: 'Engineering', fields: ['Code quality', 'Delivery', 'Teamwork', 'Communication'] },
  { name: 'Operations', fields: ['Ownership', 'Communication', 'Reliability'] },
] as const;

/** A number in [0, 1) from a name (FNV-1a, then a murmur finish). */
export function unit(name: string): number {
  let h = 2166136261;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 16777619);
  h = Math.imul(h ^ (h >>> 15), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

export interface HistoryPerson {
  n: number;
  userId: string;
  email: string;
  name: string;
  role: Role;
  team: number;
  workspaces: [number, number];
  isLead: boolean;
  /** Lead 1: the lead of the person's team; null for the leads themselves. */
  leadId: string | null;
}

export interface History {
  options: HistoryOptions;
  teams: number;
  workspaces: number;
  people: HistoryPerson[];
  /** Oldest first. */
  months: string[];
  /** The day the company is set up: 30 days before the first month. */
  setupDay: IsoDate;
}

export function planHistory(options: HistoryOptions): History {
  const teams = teamsOf(options.people);
  const workspaces = workspacesOf(options.people);
  const months = Array.from({ length: options.months }, (_, i) =>
    shiftMonth(options.lastMonth, i - options.months + 1),
  );
  const people = Array.from({ length: options.people }, (_, n): HistoryPerson => {
    const team = n % teams;
    const first = n % workspaces;
    const isLead = n < teams;
    return {
      n,
      userId: benchUserId(n),
      email: benchEmail(n),
      name: `Person ${String(n).padStart(4, '0')}`,
      // The first five are admins (they read every report); person 0 approves scores.
      role: n < 5 ? 'Admin' : 'User',
      team,
      workspaces: [first, (first + 1 + (n % 5)) % workspaces],
      isLead,
      leadId: isLead ? null : benchUserId(team),
    };
  });
  return {
    options,
    teams,
    workspaces,
    people,
    months,
    setupDay: addDays(monthDays(months[0]!).from, -30),
  };
}

/** Chunks of a history: the company, then one per month. */
export const chunksOf = (history: History) => history.months.length + 1;

/** The seed's own id space: another seed gives other ids for the same streams. */
const idsOf = (seed: string) => {
  const namespace = uuidV5(`seed:${seed}`, NAMESPACE);
  return (name: string) => uuidV5(name, namespace);
};

interface Step<Command> {
  command: Command;
  at: Date;
  actorId: string | null;
  source?: 'web' | 'system';
}

/** Decides commands in turn on one new stream: the events to append, ids from the seed. */
function decideNew<State, Command, Event extends DomainEventShape>(
  id: (name: string) => string,
  stream: string,
  decider: Decider<State, Command, Event>,
  steps: readonly Step<Command>[],
): StreamAppend {
  let state = decider.initialState;
  const events: EventData[] = [];
  for (const { command, at, actorId, source = 'web' } of steps) {
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
          source,
        },
      });
    }
  }
  return { stream, events };
}

export interface MonthCalendar {
  month: string;
  holidays: { date: IsoDate; title: string }[];
  /** Weekdays that are not holidays, oldest first. */
  workingDays: IsoDate[];
}

/** A month's holidays (one in about two months, on a weekday) and working days. */
export function monthCalendar(history: History, month: string): MonthCalendar {
  const { seed } = history.options;
  const { from, to } = monthDays(month);
  const weekdays = datesInRange(from, to).filter((date) => weekendName(date) === null);
  const holidays =
    unit(`${seed}:holiday:${month}`) < 0.5
      ? [
          {
            date: weekdays[Math.floor(unit(`${seed}:holiday-day:${month}`) * weekdays.length)]!,
            title: HOLIDAY_TITLES[Math.floor(unit(`${seed}:holiday-title:${month}`) * 4)]!,
          },
        ]
      : [];
  const off = new Set(holidays.map((holiday) => holiday.date));
  return { month, holidays, workingDays: weekdays.filter((date) => !off.has(date)) };
}

/** A person's leave in a month (about two people in five take one), in working days. */
export function leaveOf(
  history: History,
  calendar: MonthCalendar,
  person: HistoryPerson,
): { leaveId: string; from: IsoDate; to: IsoDate; leaveType: LeaveType } | null {
  const { seed } = history.options;
  const key = `${seed}:${person.n}:${calendar.month}`;
  if (unit(`leave:${key}`) >= 0.4) return null;
  const days = 1 + Math.floor(unit(`leave-days:${key}`) * 3);
  const first = Math.floor(unit(`leave-first:${key}`) * (calendar.workingDays.length - days));
  return {
    leaveId: idsOf(seed)(`leave:${person.n}:${calendar.month}`),
    from: calendar.workingDays[first]!,
    to: calendar.workingDays[first + days - 1]!,
    leaveType: LEAVE_TYPES[Math.floor(unit(`leave-type:${key}`) * 3)]!,
  };
}

/**
 * The streams of chunk `month` (1-based index into history.months): the month's holidays,
 * then per person their leave, their days (a worklog day stream with 4-6 entries, about 1 in
 * 33 with an entry corrected by its owner the next day; a standup, about 1 in 10 late, 1 in
 * 100 corrected; none on leave, about 1 day in 30 missing), then the scores of the month
 * before (lead 1's submitted step, approved by an admin for 9 in 10). Lazy: a chunk of
 * 2,000 people is a quarter of a million events.
 */
export function* monthAppends(history: History, index: number): Generator<StreamAppend> {
  const { seed, zone } = history.options;
  const id = idsOf(seed);
  const month = history.months[index - 1]!;
  const calendar = monthCalendar(history, month);
  const at = (date: IsoDate, minutes: number) =>
    DateTime.fromISO(date, { zone }).plus({ minutes }).toJSDate();
  for (const { date, title } of calendar.holidays) {
    const today = addDays(date, -14);
    yield decideNew(id, holidayStream(date), holidayDecider, [
      {
        command: { type: 'AddHoliday', data: { date, title, today } },
        at: at(today, 8 * 60),
        actorId: null,
        source: 'system',
      },
    ]);
  }
  for (const person of history.people) {
    const leave = leaveOf(history, calendar, person);
    if (leave) {
      const today = leave.leaveType === 'Sick' ? leave.from : addDays(leave.from, -7);
      yield decideNew(id, leaveStream(leave.leaveId), leaveDecider, [
        {
          command: {
            type: 'ApplyForLeave',
            data: {
              leaveId: leave.leaveId,
              userId: person.userId,
              leaveType: leave.leaveType,
              details: `${leave.leaveType} leave.`,
              from: leave.from,
              to: leave.to,
              today,
              // Generated history: approved, so the reports count it.
              preApproved: true,
            },
          },
          at: at(today, 8 * 60 + 30),
          actorId: person.userId,
        },
      ]);
    }
    yield* personMonth(history, calendar, person, leave, id, at);
  }
  if (index >= 2) yield* scoresOf(history, history.months[index - 2]!, id);
}

function* personMonth(
  history: History,
  calendar: MonthCalendar,
  person: HistoryPerson,
  leave: { from: IsoDate; to: IsoDate } | null,
  id: (name: string) => string,
  at: (date: IsoDate, minutes: number) => Date,
): Generator<StreamAppend> {
  const { seed } = history.options;
  const actor = { id: person.userId, role: person.role };
  for (const [index, date] of calendar.workingDays.entries()) {
    const key = `${seed}:${person.n}:${date}`;
    if (leave && date >= leave.from && date <= leave.to) continue;
    if (unit(`missing:${key}`) < 1 / 30) continue;
    const count = 4 + Math.floor(unit(`entries:${key}`) * 3);
    const plan = PLANS[count]!;
    const entries = plan.map((hours, entry) => {
      const workspace = person.workspaces[entry % 2]!;
      return {
        worklogId: id(`worklog:${person.n}:${date}:${entry}`),
        userId: person.userId,
        workspaceId: benchWorkspaceId(workspace),
        milestoneId: null,
        title: TASKS[(index + entry) % TASKS.length]!,
        details: `Entry ${entry + 1}.`,
        hours,
        date,
        ticket: null,
      };
    });
    const steps: Step<WorklogCommand>[] = entries.map((entry, n) => {
      const loggedAt = at(date, 17 * 60 + n * 5);
      return {
        actorId: person.userId,
        at: loggedAt,
        command: {
          type: 'LogHours',
          data: {
            ...entry,
            today: date,
            at: loggedAt.toISOString(),
            isProviderUser: false,
            synced: false,
            isWorkspaceMember: true,
          },
        },
      };
    });
    if (unit(`correct-hours:${key}`) < 0.03) {
      const { worklogId, userId: _owner, date: _date, ...fields } = entries[0]!;
      const today = addDays(date, 1);
      steps.push({
        actorId: person.userId,
        at: at(today, 10 * 60),
        command: {
          type: 'CorrectHours',
          data: {
            worklogId,
            reason: 'Logged half an hour too little.',
            actor,
            today,
            windowWeeks: 1,
            synced: false,
            providerUrl: null,
            to: { ...fields, date, hours: fields.hours + 0.5 },
            isWorkspaceMember: true,
          },
        },
      });
    }
    yield decideNew(id, worklogDayStream(person.userId, date), worklogDecider, steps);

    const late = unit(`late:${key}`) < 0.1;
    const reportedAt = at(
      date,
      late ? 9 * 60 + 35 + (index % 40) : 9 * 60 + ((person.n + index) % 25),
    );
    const standup: Step<StandupCommand>[] = [
      {
        actorId: person.userId,
        at: reportedAt,
        command: {
          type: 'SubmitStandup',
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
    ];
    if (unit(`correct-standup:${key}`) < 0.01) {
      const today = addDays(date, 1);
      standup.push({
        actorId: person.userId,
        at: at(today, 10 * 60 + 5),
        command: {
          type: 'CorrectStandup',
          data: {
            to: {
              yesterday: `Worked on ${TASKS[index % TASKS.length]!.toLowerCase()} and reviews.`,
              today: `Continue with ${TASKS[(index + 1) % TASKS.length]!.toLowerCase()}.`,
              roadblocks: 'None',
            },
            reason: 'Forgot the reviews.',
            actor,
            today,
            windowWeeks: 1,
            synced: false,
            providerUrl: null,
          },
        },
      });
    }
    yield decideNew(id, standupStream(person.userId, date), standupDecider, standup);
  }
}

/** The template of a team: Engineering for even teams, Operations for odd ones. */
const templateOf = (team: number) => HISTORY_TEMPLATES[team % 2]!;
export const historyTemplateId = (seed: string, name: string) => idsOf(seed)(`template:${name}`);

/** Lead 1 scores everyone of their team early in the next month; an admin approves most. */
function* scoresOf(
  history: History,
  month: string,
  id: (name: string) => string,
): Generator<StreamAppend> {
  const { seed, zone } = history.options;
  const savedAt = DateTime.fromISO(`${shiftMonth(month, 1)}-03T10:00`, { zone });
  const approver = history.people[0]!.userId;
  for (const person of history.people) {
    if (person.leadId === null) continue;
    const key = `${seed}:${person.n}:${month}`;
    const template = templateOf(person.team);
    const steps: Step<ScoreCommand>[] = [
      {
        actorId: person.leadId,
        at: savedAt.plus({ minutes: person.n % 120 }).toJSDate(),
        command: {
          type: 'SaveScoreStep',
          data: {
            userId: person.userId,
            month,
            step: 'lead1',
            actor: { id: person.leadId, isHr: false },
            status: 'submitted',
            baseVersion: 0,
            score: {
              type: 'general',
              criteria: template.fields.map((name, i) => ({
                name,
                rating: 2 + Math.floor(unit(`rating:${key}:${i}`) * 4),
              })),
            },
            comments: 'A steady month.',
            leadIds: [person.leadId],
            template: { name: template.name, fields: [...template.fields] },
            hoursLogged: true,
            latestScorableMonth: month,
          },
        },
      },
    ];
    if (unit(`approve:${key}`) < 0.9) {
      steps.push({
        actorId: approver,
        at: savedAt.plus({ days: 2, minutes: person.n % 120 }).toJSDate(),
        command: {
          type: 'ApproveScore',
          data: { userId: person.userId, month, approvedBy: approver },
        },
      });
    }
    yield decideNew(id, scoreStream(person.userId, month), scoreDecider, steps);
  }
}

/**
 * Chunk 0: settings, team names and teams, workspace names and workspaces, the score
 * templates and every person (with a password: any of them signs in), each through
 * executeCommand as the API makes it. A stream that exists already is left alone, so a
 * setup cut short is finished by running it again.
 */
export async function writeSetup(store: EventStore, pool: Pool, history: History): Promise<void> {
  const { zone, seed } = history.options;
  const at = DateTime.fromISO(`${history.setupDay}T08:00`, { zone }).toJSDate();
  const id = idsOf(seed);
  const system = (n: number): CommandContext => ({
    actorId: null,
    at,
    correlationId: id(`setup:${n}`),
    source: 'system',
  });
  const isNew = async (stream: string) => (await store.readStream(stream)).length === 0;
  if (await isNew(SETTINGS_STREAM)) {
    await executeCommand(
      store,
      SETTINGS_STREAM,
      settingsDecider(zone),
      { type: 'ChangeSettings', data: defaultSettings(zone) },
      system(0),
    );
  }
  const teamIds = Array.from({ length: history.teams }, (_, team) => benchTeamId(team));
  for (const [team, teamId] of teamIds.entries()) {
    if (!(await isNew(teamStream(teamId)))) continue;
    const name = benchTeamName(team);
    await reserveTeamName(store, { name, teamId }, system(team));
    await executeCommand(
      store,
      teamStream(teamId),
      teamDecider,
      { type: 'CreateTeam', data: { teamId, name } },
      system(team),
    );
  }
  for (let workspace = 0; workspace < history.workspaces; workspace++) {
    const workspaceId = benchWorkspaceId(workspace);
    if (!(await isNew(workspaceStream(workspaceId)))) continue;
    const name = `Workspace ${String(workspace + 1).padStart(3, '0')}`;
    await reserve(
      store,
      workspaceNameReservation,
      { key: name, holderId: workspaceId },
      system(workspace),
    );
    await executeCommand(
      store,
      workspaceStream(workspaceId),
      workspaceDecider,
      {
        type: 'CreateWorkspace',
        data: { workspaceId, name, isProviderSpace: false, providerSpaceId: null, hallType: 20 },
      },
      system(workspace),
    );
  }
  for (const [index, template] of HISTORY_TEMPLATES.entries()) {
    const templateId = historyTemplateId(seed, template.name);
    if (!(await isNew(templateStream(templateId)))) continue;
    const ids = teamIds.filter((_, team) => team % 2 === index);
    if (ids.length === 0) continue;
    await reserveAll(
      store,
      [...ids].sort().map((key) => ({ kind: templateTeamReservation, key })),
      templateId,
      system(index),
    );
    await executeCommand(
      store,
      templateStream(templateId),
      templateDecider,
      {
        type: 'CreateTemplate',
        data: {
          templateId,
          name: template.name,
          teamIds: ids,
          fields: [...template.fields],
          liveTeamIds: teamIds,
        },
      },
      system(index),
    );
  }
  // One hash for everyone: argon2 takes ~50 ms a call.
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  await eachLimited(history.people, 8, async (person) => {
    await registerUser(
      store,
      pool,
      {
        email: person.email,
        name: person.name,
        role: person.role,
        status: 'active',
        passwordHash,
        via: 'admin',
        teamName: benchTeamName(person.team),
        leadIds: person.leadId === null ? [] : [person.leadId],
        workspaceIds: person.workspaces.map(benchWorkspaceId),
        defaultWorkspaceId: benchWorkspaceId(person.workspaces[0]),
        isProviderUser: false,
        isLead: person.isLead,
        gender: person.n % 2 === 0 ? 'F' : 'M',
      },
      system(1_000 + person.n),
    );
  });
}
