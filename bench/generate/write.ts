/**
 * Writes the generated company through the real append path: people, teams, workspaces,
 * holidays and leaves through executeCommand (as the API does), then the day streams
 * (standups and hours) as one appendToStream each, several writers side by side.
 */
import { DateTime } from 'luxon';
import {
  addDays,
  defaultSettings,
  holidayDecider,
  holidayStream,
  leaveDecider,
  leaveStream,
  settingsDecider,
  SETTINGS_STREAM,
  teamDecider,
  teamStream,
  workspaceDecider,
  workspaceNameReservation,
  workspaceStream,
  type IsoDate,
} from '@teamledger/domain';
import { executeCommand, type CommandContext, type EventStore } from '@teamledger/eventstore';
import { uuidV5, type Pool } from '@teamledger/platform';
import { hashPassword } from '../../services/api/src/auth/passwords.js';
import { reserve } from '../../services/api/src/commands/reservations.js';
import { reserveTeamName } from '../../services/api/src/teams/team-names.js';
import { registerUser } from '../../services/api/src/users/register.js';
import {
  BENCH_PASSWORD,
  benchTeamId,
  benchTeamName,
  benchWorkspaceId,
  personDays,
  planCompany,
  type Company,
  type CompanyOptions,
  type StreamAppend,
} from './company.js';

/**
 * More of the company from slices that are not in every build (the scores of the last two
 * months, once that slice has its events): each extension adds the appends of its slice.
 */
export const companyExtensions: ((company: Company) => StreamAppend[])[] = [];

export interface WrittenCompany {
  company: Company;
  events: number;
  appends: number;
  /** Seconds spent on the day streams (the bulk of the events). */
  daySeconds: number;
}

/** Runs `work` on every item, `lanes` at a time. */
export async function eachLimited<T>(
  items: readonly T[],
  lanes: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(lanes, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

export async function writeCompany(
  store: EventStore,
  pool: Pool,
  options: CompanyOptions,
  writers = 8,
): Promise<WrittenCompany> {
  const company = planCompany(options);
  const { zone } = options;
  const firstDay = company.days[0]!;
  const morningOf = (date: IsoDate) => DateTime.fromISO(`${date}T08:00`, { zone }).toJSDate();
  const system = (date: IsoDate, n = 0): CommandContext => ({
    actorId: null,
    at: morningOf(date),
    correlationId: uuidV5(`bench-setup:${date}:${n}`, '0f7c2a9e-1d3b-4c5a-8e6f-7a8b9c0d1e2f'),
    source: 'system',
  });
  const setupDay = addDays(firstDay, -30);
  let events = 0;
  let appends = 0;
  const counted = async (run: () => Promise<{ events: readonly unknown[] }>) => {
    const result = await run();
    events += result.events.length;
    appends += 1;
  };

  await counted(() =>
    executeCommand(
      store,
      SETTINGS_STREAM,
      settingsDecider(zone),
      { type: 'ChangeSettings', data: defaultSettings(zone) },
      system(setupDay),
    ),
  );
  for (let team = 0; team < options.teams; team++) {
    const name = benchTeamName(team);
    const teamId = benchTeamId(team);
    await reserveTeamName(store, { name, teamId }, system(setupDay, team));
    await counted(() =>
      executeCommand(
        store,
        teamStream(teamId),
        teamDecider,
        { type: 'CreateTeam', data: { teamId, name } },
        system(setupDay, team),
      ),
    );
  }
  for (let workspace = 0; workspace < options.workspaces; workspace++) {
    const workspaceId = benchWorkspaceId(workspace);
    const name = `Workspace ${String(workspace + 1).padStart(2, '0')}`;
    await reserve(
      store,
      workspaceNameReservation,
      { key: name, holderId: workspaceId },
      system(setupDay, workspace),
    );
    await counted(() =>
      executeCommand(
        store,
        workspaceStream(workspaceId),
        workspaceDecider,
        {
          type: 'CreateWorkspace',
          data: {
            workspaceId,
            name,
            isProviderSpace: false,
            providerSpaceId: null,
            hallType: 20,
          },
        },
        system(setupDay, workspace),
      ),
    );
  }
  // One hash for everyone: argon2 takes ~50 ms a call, and the bench signs people in anyway.
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  await eachLimited(company.people, writers, async (person) => {
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
        leadIds: person.isLead ? [] : [company.people[person.team]!.userId],
        workspaceIds: person.workspaces.map(benchWorkspaceId),
        defaultWorkspaceId: benchWorkspaceId(person.workspaces[0]),
        isProviderUser: false,
        isLead: person.isLead,
        gender: person.n % 2 === 0 ? 'F' : 'M',
      },
      system(setupDay, person.n),
    );
    events += 1;
    appends += 1;
  });
  for (const { date, title } of company.holidays) {
    const today = addDays(date, -14);
    await counted(() =>
      executeCommand(
        store,
        holidayStream(date),
        holidayDecider,
        { type: 'AddHoliday', data: { date, title, today } },
        system(today),
      ),
    );
  }
  await eachLimited(company.people, writers, async (person) => {
    const from = company.days[person.leave.first]!;
    const to = company.days[person.leave.first + person.leave.days - 1]!;
    const leaveId = uuidV5(`leave:${person.n}`, '0f7c2a9e-1d3b-4c5a-8e6f-7a8b9c0d1e2f');
    const today = addDays(from, person.leave.leaveType === 'Sick' ? 0 : -7);
    await counted(() =>
      executeCommand(
        store,
        leaveStream(leaveId),
        leaveDecider,
        {
          type: 'ApplyForLeave',
          data: {
            leaveId,
            userId: person.userId,
            leaveType: person.leave.leaveType,
            details: `${person.leave.leaveType} leave.`,
            from,
            to,
            today,
            // Generated history: approved, so that the reports count it as before.
            preApproved: true,
          },
        },
        { ...system(today, person.n), actorId: person.userId, source: 'web' },
      ),
    );
  });

  const dayStreams = [
    ...company.people.flatMap((person) => personDays(company, person)),
    ...companyExtensions.flatMap((extension) => extension(company)),
  ];
  const started = performance.now();
  await eachLimited(dayStreams, writers, async ({ stream, events: batch }) => {
    await store.appendToStream(stream, batch, { expectedRevision: 'no_stream' });
  });
  const daySeconds = (performance.now() - started) / 1_000;
  events += dayStreams.reduce((sum, append) => sum + append.events.length, 0);
  appends += dayStreams.length;
  return { company, events, appends, daySeconds };
}
