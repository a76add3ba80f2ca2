import { defaultSettings, SETTINGS_STREAM, type Role } from '@teamledger/domain';
import { executeCommand, type CommandContext, type EventStore } from '@teamledger/eventstore';
import type { Pool } from '@teamledger/platform';
import { hashPassword } from '../auth/passwords.js';
import { settingsDecider } from '@teamledger/domain';
import { userIdForEmail } from '../users/user-id.js';
import { registerUser, type NewUser } from '../users/register.js';
import { seedPeopleAdmin } from './seed-people-admin.js';
import { seedDemoScores } from './seed-scores.js';
import { seedDemoWork, type DemoWorkOptions } from './seed-work.js';

export const DEMO_PASSWORD = 'teamledger-demo';
export const DEMO_DOMAIN = 'northwind.test';

interface DemoPerson {
  key: string;
  name: string;
  role: Role;
  what: string;
  isLead?: boolean;
  isProviderUser?: boolean;
  leads?: string[];
  team?: string;
  gender: 'M' | 'F';
}

/** The demo company: one person per kind of user, so every screen has someone to show. */
export const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    key: 'admin',
    name: 'Amina Qureshi',
    role: 'Admin',
    what: 'Admin',
    gender: 'F',
    team: 'Management',
  },
  {
    key: 'manager',
    name: 'Marco Rossi',
    role: 'Manager',
    what: 'Manager',
    gender: 'M',
    team: 'Management',
  },
  {
    key: 'viewer',
    name: 'Vera Lind',
    role: 'Viewer',
    what: 'Viewer',
    gender: 'F',
    team: 'Management',
  },
  {
    key: 'hr',
    name: 'Hira Hassan',
    role: 'Viewer',
    what: 'HR (Viewer chosen as HR in Settings)',
    gender: 'F',
    team: 'People',
  },
  {
    key: 'lead',
    name: 'Liam Carter',
    role: 'User',
    what: 'team lead (User, lead of Uma and Pavel)',
    isLead: true,
    gender: 'M',
    team: 'Platform',
  },
  {
    key: 'user',
    name: 'Uma Patel',
    role: 'User',
    what: 'User',
    leads: ['lead'],
    gender: 'F',
    team: 'Platform',
  },
  {
    key: 'provider',
    name: 'Pavel Novak',
    role: 'User',
    what: 'provider user (hours synced from Assembla)',
    isProviderUser: true,
    leads: ['lead'],
    gender: 'M',
    team: 'Platform',
  },
  {
    key: 'client',
    name: 'Cora Client',
    role: 'Client',
    what: 'Client (cannot sign in)',
    gender: 'F',
  },
];

export const demoEmail = (key: string) => `${key}@${DEMO_DOMAIN}`;

export interface SeedSummary {
  created: number;
  existing: number;
  logins: { email: string; what: string }[];
}

/**
 * Seeds the demo company through the same commands as the API. Safe to run again: people
 * are keyed by email and settings only record what changes.
 */
export async function seedDemoCompany(
  store: EventStore,
  pool: Pool,
  context: Omit<CommandContext, 'source'>,
  companyTimeZone: string,
  options: DemoWorkOptions = {},
): Promise<SeedSummary> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const summary: SeedSummary = { created: 0, existing: 0, logins: [] };
  for (const person of DEMO_PEOPLE) {
    const user: NewUser = {
      email: demoEmail(person.key),
      name: person.name,
      role: person.role,
      status: 'active',
      passwordHash,
      via: 'demo',
      teamName: person.team ?? null,
      leadIds: (person.leads ?? []).map((key) => userIdForEmail(demoEmail(key))),
      workspaceIds: [],
      defaultWorkspaceId: null,
      isProviderUser: person.isProviderUser ?? false,
      isLead: person.isLead ?? false,
      gender: person.gender,
    };
    const { outcome } = await registerUser(store, pool, user, { ...context, source: 'system' });
    summary[outcome === 'created' ? 'created' : 'existing'] += 1;
    summary.logins.push({ email: user.email, what: person.what });
  }
  await executeCommand(
    store,
    SETTINGS_STREAM,
    settingsDecider(companyTimeZone),
    {
      type: 'ChangeSettings',
      data: {
        ...defaultSettings(companyTimeZone),
        hrEmail: demoEmail('hr'),
        hrUserId: userIdForEmail(demoEmail('hr')),
      },
    },
    { ...context, source: 'system' },
  );
  await seedPeopleAdmin(store, pool, context, { domain: DEMO_DOMAIN, passwordHash });
  await seedDemoWork(store, context, companyTimeZone, DEMO_DOMAIN, options);
  await seedDemoScores(store, context, companyTimeZone, DEMO_DOMAIN);
  return summary;
}
