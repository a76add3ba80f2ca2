import {
  holidayStream,
  leaveStream,
  standupStream,
  teamStream,
  userStream,
  worklogDayStream,
  workspaceStream,
  type DomainEvent,
  type Role,
} from '@teamledger/domain';
import { newId, uuidV5 } from '@teamledger/platform';
import type { AppDeps } from '../app.js';
import { hashPassword } from '../auth/passwords.js';
import { registerUser } from '../users/register.js';
import { userIdForEmail } from '../users/user-id.js';

/**
 * A small company whose Login/Hours figures are worked out by hand, for the report's
 * integration and end-to-end tests. Its week is Monday 2026-03-02 to Sunday 2026-03-08,
 * in UTC; Friday 6th is a holiday.
 *
 * Team Atlas:
 * - Uma Patel (User; Core): Mon standup 08:55, 3 h at 12:00 and 5 h at 17:40; Tue standup
 *   09:50 (late), 2.5 h at 13:20; Wed on sick leave; Thu standup 09:00, 4 h at 11:00 and
 *   2 h at 16:00; Sat 1.5 h at 10:30 without a standup.
 * - Vik Rao (Viewer; Core and Mobile): Mon standup 09:10, 4.5 h at 14:40; nothing else.
 * - Lea Novak (User; Mobile), who left on Thursday 5th: Mon standup 09:00, 7 h at 17:00.
 * - Xan Moss (User; Core), excluded from HR reports: Mon standup 09:00, 8 h at 17:00.
 * - Ada Stone, the Admin (not listed: role Admin).
 * Team Office: Leo Lead (User, lead) and Pia Plain (User), without workspaces or work.
 */
export const COMPANY_PASSWORD = 'login-hours-pass';
const DOMAIN = 'atlas.test';
export const companyEmail = (key: CompanyKey) => `${key}@${DOMAIN}`;
export const companyId = (key: CompanyKey) => userIdForEmail(companyEmail(key));

export type CompanyKey = 'ada' | 'leo' | 'pia' | 'uma' | 'vik' | 'lea' | 'xan';

/** Fixed ids for the company's workspaces, teams and leave. */
const COMPANY_NAMESPACE = '3f1d6a2e-9b4c-4d8e-a7f0-51c2b3d4e5f6';
export const companyWorkspaceId = (key: 'core' | 'mobile') => uuidV5(key, COMPANY_NAMESPACE);

interface Person {
  key: CompanyKey;
  name: string;
  role: Role;
  team: string;
  workspaces: ('core' | 'mobile')[];
  isLead?: boolean;
  /** Signs in (admin, lead, plain user); the others never do. */
  signsIn?: boolean;
}

const PEOPLE: readonly Person[] = [
  { key: 'ada', name: 'Ada Stone', role: 'Admin', team: 'Atlas', workspaces: [], signsIn: true },
  {
    key: 'leo',
    name: 'Leo Lead',
    role: 'User',
    team: 'Office',
    workspaces: [],
    isLead: true,
    signsIn: true,
  },
  { key: 'pia', name: 'Pia Plain', role: 'User', team: 'Office', workspaces: [], signsIn: true },
  { key: 'uma', name: 'Uma Patel', role: 'User', team: 'Atlas', workspaces: ['core'] },
  { key: 'vik', name: 'Vik Rao', role: 'Viewer', team: 'Atlas', workspaces: ['core', 'mobile'] },
  { key: 'lea', name: 'Lea Novak', role: 'User', team: 'Atlas', workspaces: ['mobile'] },
  { key: 'xan', name: 'Xan Moss', role: 'User', team: 'Atlas', workspaces: ['core'] },
];

/** [date, standup time or null, [hours, logged at time][]] per person, all UTC. */
const WORK: Partial<Record<CompanyKey, [string, string | null, [number, string][]][]>> = {
  uma: [
    [
      '2026-03-02',
      '08:55',
      [
        [3, '12:00'],
        [5, '17:40'],
      ],
    ],
    ['2026-03-03', '09:50', [[2.5, '13:20']]],
    [
      '2026-03-05',
      '09:00',
      [
        [4, '11:00'],
        [2, '16:00'],
      ],
    ],
    ['2026-03-07', null, [[1.5, '10:30']]],
  ],
  vik: [['2026-03-02', '09:10', [[4.5, '14:40']]]],
  lea: [['2026-03-02', '09:00', [[7, '17:00']]]],
  xan: [['2026-03-02', '09:00', [[8, '17:00']]]],
};

type Given = Pick<DomainEvent, 'type' | 'data'>;

/** Seeds the company through the store and waits until the read models show it. */
export async function seedLoginHoursCompany(deps: AppDeps): Promise<void> {
  const { store, pool } = deps;
  const metadata = (at: string) => ({
    actorId: null,
    at,
    correlationId: newId(),
    causationId: null,
    source: 'system' as const,
  });
  const append = (stream: string, event: Given, at = '2026-03-01T08:00:00.000Z') =>
    store.appendToStream(stream, [{ id: newId(), ...event, metadata: metadata(at) }]);

  for (const key of ['core', 'mobile'] as const) {
    await append(workspaceStream(companyWorkspaceId(key)), {
      type: 'WorkspaceCreated',
      data: {
        workspaceId: companyWorkspaceId(key),
        name: key === 'core' ? 'Core' : 'Mobile',
        isProviderSpace: false,
        providerSpaceId: null,
        providerCheck: null,
        hallType: 10,
      },
    });
  }
  for (const name of ['Atlas', 'Office']) {
    const teamId = uuidV5(name, COMPANY_NAMESPACE);
    await append(teamStream(teamId), { type: 'TeamCreated', data: { teamId, name } });
  }
  const passwordHash = await hashPassword(COMPANY_PASSWORD);
  for (const person of PEOPLE) {
    const workspaceIds = person.workspaces.map(companyWorkspaceId);
    await registerUser(
      store,
      pool,
      {
        email: companyEmail(person.key),
        name: person.name,
        role: person.role,
        status: 'active',
        passwordHash: person.signsIn ? passwordHash : null,
        via: 'admin',
        teamName: person.team,
        leadIds: [],
        workspaceIds,
        defaultWorkspaceId: workspaceIds[0] ?? null,
        isProviderUser: false,
        isLead: person.isLead ?? false,
        gender: 'F',
      },
      { ...metadata('2026-03-01T08:00:00.000Z'), at: new Date('2026-03-01T08:00:00.000Z') },
    );
  }
  await append(userStream(companyId('lea')), {
    type: 'UserStatusChanged',
    data: {
      userId: companyId('lea'),
      from: 'active',
      to: 'left',
      reason: 'Moved abroad',
      effectiveDate: '2026-03-05',
    },
  });
  await append(userStream(companyId('xan')), {
    type: 'UserUpdated',
    data: {
      userId: companyId('xan'),
      changes: { excludedFromHrReports: true },
      previous: { excludedFromHrReports: false },
    },
  });
  await append(holidayStream('2026-03-06'), {
    type: 'HolidayAdded',
    data: { date: '2026-03-06', title: 'Founders Day' },
  });
  const leaveId = uuidV5('uma-sick', COMPANY_NAMESPACE);
  await append(leaveStream(leaveId), {
    type: 'LeaveApplied',
    data: {
      leaveId,
      userId: companyId('uma'),
      leaveType: 'Sick',
      details: 'Fever',
      from: '2026-03-04',
      to: '2026-03-04',
      status: 'approved',
    },
  });

  for (const [key, days] of Object.entries(WORK) as [
    CompanyKey,
    NonNullable<(typeof WORK)['uma']>,
  ][]) {
    const userId = companyId(key);
    const person = PEOPLE.find((p) => p.key === key)!;
    const workspaceId = companyWorkspaceId(person.workspaces[0]!);
    for (const [date, standupAt, logs] of days) {
      if (standupAt) {
        const reportedAt = `${date}T${standupAt}:00.000Z`;
        await append(
          standupStream(userId, date),
          {
            type: 'StandupAdded',
            data: {
              userId,
              date,
              workspaceId,
              yesterday: 'Reviews',
              today: 'Reports',
              roadblocks: 'None',
              reportedAt,
            },
          },
          reportedAt,
        );
      }
      for (const [hours, time] of logs) {
        const loggedAt = `${date}T${time}:00.000Z`;
        await append(
          worklogDayStream(userId, date),
          {
            type: 'HoursLogged',
            data: {
              worklogId: newId(),
              userId,
              workspaceId,
              milestoneId: null,
              title: 'Login hours work',
              details: 'Seeded',
              hours,
              date,
              loggedAt,
              ticket: null,
            },
          },
          loggedAt,
        );
      }
    }
  }
  await deps.watcher.waitFor(await store.headPosition(), { timeoutMs: 10_000 });
}
