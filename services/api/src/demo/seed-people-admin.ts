import {
  DomainError,
  leadRequestStream,
  teamStream,
  workspaceNameReservation,
  workspaceProviderSpaceReservation,
  workspaceStream,
  type HallType,
} from '@teamledger/domain';
import {
  executeCommand,
  foldStream,
  type CommandContext,
  type EventStore,
} from '@teamledger/eventstore';
import { uuidV5, type Pool } from '@teamledger/platform';
import { reserveAll } from '../commands/reservations.js';
import { reserveTeamName } from '../teams/team-names.js';
import {
  leadRequestDecider,
  teamDecider,
  userDecider,
  userStream,
  workspaceDecider,
} from '@teamledger/domain';
import { userIdForEmail } from '../users/user-id.js';
import { registerUser } from '../users/register.js';

/** Fixed namespace for the demo's teams, workspaces and lead requests: the same ids every run. */
const DEMO_NAMESPACE = '3e9b6f0a-7c21-4d8e-9a45-1f2b3c4d5e6f';
export const demoTeamId = (name: string) => uuidV5(`team:${name}`, DEMO_NAMESPACE);
export const demoWorkspaceId = (key: string) => uuidV5(`workspace:${key}`, DEMO_NAMESPACE);

/** The demo's provider (Assembla) site: its tickets open there. */
export const DEMO_PROVIDER_URL = 'https://northwind.assembla.test';
export const demoTicketUrl = (providerSpaceId: string, number: number) =>
  `${DEMO_PROVIDER_URL}/spaces/${providerSpaceId}/tickets/${number}`;

/** The teams the demo people already name (seed.ts), so every person is in a real team. */
export const DEMO_TEAMS = ['Management', 'People', 'Platform'] as const;

interface DemoWorkspace {
  key: string;
  name: string;
  hallType: HallType;
  providerSpaceId?: string;
  /** Person keys (seed.ts) from seat 1 on; they are the workspace's members. */
  seats: string[];
}

export const DEMO_WORKSPACES: readonly DemoWorkspace[] = [
  { key: 'hq', name: 'Northwind HQ', hallType: 20, seats: ['admin', 'manager', 'viewer', 'hr'] },
  {
    key: 'platform',
    name: 'Platform Core',
    hallType: 10,
    providerSpaceId: 'northwind-platform',
    seats: ['lead', 'user', 'provider', 'manager'],
  },
  { key: 'mobile', name: 'Mobile App', hallType: 10, seats: ['lead', 'user'] },
];

/** Someone who registered themselves and waits for an admin. */
export const DEMO_REGISTRATION = { key: 'riya', name: 'Riya Shah' } as const;

/** Where each demo person works by default (the first workspace listed for them). */
const DEFAULT_WORKSPACE: Record<string, string> = {
  admin: 'hq',
  manager: 'hq',
  viewer: 'hq',
  hr: 'hq',
  lead: 'platform',
  user: 'platform',
  provider: 'platform',
};

export const demoLeadRequestId = (key: string) => uuidV5(`lead-request:${key}`, DEMO_NAMESPACE);

interface DemoLeadRequest {
  key: string;
  name: string;
  email: string;
  message: string;
  ticketUrl: string | null;
  /** Person key (seed.ts) of the assignee. */
  assignee: string;
  accepted?: boolean;
}

/** New Leads for the demo's Users: two waiting, one already taken on. */
export const DEMO_LEAD_REQUESTS: readonly DemoLeadRequest[] = [
  {
    key: 'dana',
    name: 'Dana Wells',
    email: 'dana@acme.test',
    message: 'Wants a quote for 20 seats of the Platform plan.',
    ticketUrl: demoTicketUrl('northwind-platform', 101),
    assignee: 'user',
  },
  {
    key: 'eli',
    name: 'Eli Moreno',
    email: 'eli@globex.test',
    message: 'Asks whether the mobile app works offline.',
    ticketUrl: demoTicketUrl('northwind-platform', 102),
    assignee: 'user',
    accepted: true,
  },
  {
    key: 'fay',
    name: 'Fay Lin',
    email: 'fay@initech.test',
    message: 'Would like a call about an integration with their HR system.',
    ticketUrl: null,
    assignee: 'provider',
  },
];

const personId = (key: string, domain: string) => userIdForEmail(`${key}@${domain}`);

/**
 * Runs a command; "already exists" means an earlier run did it, which is fine. True when
 * this run did it.
 */
async function once(run: () => Promise<unknown>, existsCode: string): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (error) {
    if (error instanceof DomainError && error.code === existsCode) return false;
    throw error;
  }
}

/**
 * The demo company's teams and workspaces, its people placed in them and seated, a few lead
 * requests and one registration waiting for approval. Idempotent:
 * ids are name-based, "already exists" counts as done, and people and seats are only set
 * while still empty, so a second run appends nothing and an admin's later changes stay.
 */
export async function seedPeopleAdmin(
  store: EventStore,
  pool: Pool,
  context: Omit<CommandContext, 'source'>,
  { domain, passwordHash }: { domain: string; passwordHash: string },
): Promise<void> {
  const system: CommandContext = { ...context, source: 'system' };

  // A registration waiting for approval on the Users Status tab.
  await registerUser(
    store,
    pool,
    {
      email: `${DEMO_REGISTRATION.key}@${domain}`,
      name: DEMO_REGISTRATION.name,
      role: 'User',
      status: 'inactive',
      passwordHash,
      via: 'self',
      teamName: null,
      leadIds: [],
      workspaceIds: [],
      defaultWorkspaceId: null,
      isProviderUser: false,
      isLead: false,
      gender: 'F',
    },
    system,
  );

  for (const name of DEMO_TEAMS) {
    const teamId = demoTeamId(name);
    await reserveTeamName(store, { name, teamId }, system);
    await once(
      () =>
        executeCommand(
          store,
          teamStream(teamId),
          teamDecider,
          {
            type: 'CreateTeam',
            data: { teamId, name },
          },
          system,
        ),
      'team_exists',
    );
  }

  for (const workspace of DEMO_WORKSPACES) {
    const workspaceId = demoWorkspaceId(workspace.key);
    const { name, providerSpaceId } = workspace;
    await reserveAll(
      store,
      [
        { kind: workspaceNameReservation, key: name },
        ...(providerSpaceId === undefined
          ? []
          : [{ kind: workspaceProviderSpaceReservation, key: providerSpaceId, label: name }]),
      ],
      workspaceId,
      system,
    );
    await once(
      () =>
        executeCommand(
          store,
          workspaceStream(workspaceId),
          workspaceDecider,
          {
            type: 'CreateWorkspace',
            data: {
              workspaceId,
              name: workspace.name,
              isProviderSpace: workspace.providerSpaceId !== undefined,
              providerSpaceId: workspace.providerSpaceId ?? null,
              hallType: workspace.hallType,
            },
          },
          system,
        ),
      'workspace_exists',
    );
  }

  for (const [key, defaultKey] of Object.entries(DEFAULT_WORKSPACE)) {
    const stream = userStream(personId(key, domain));
    const state = foldStream(userDecider, await store.readStream(stream));
    if (!state.exists || state.workspaceIds.length > 0) continue;
    const keys = DEMO_WORKSPACES.filter((w) => w.seats.includes(key)).map((w) => w.key);
    await executeCommand(
      store,
      stream,
      userDecider,
      {
        type: 'UpdateUser',
        data: {
          changes: {
            workspaceIds: keys.map(demoWorkspaceId),
            defaultWorkspaceId: demoWorkspaceId(defaultKey),
          },
        },
      },
      system,
    );
  }

  for (const lead of DEMO_LEAD_REQUESTS) {
    const leadRequestId = demoLeadRequestId(lead.key);
    const stream = leadRequestStream(leadRequestId);
    const assigneeId = personId(lead.assignee, domain);
    const created = await once(
      () =>
        executeCommand(
          store,
          stream,
          leadRequestDecider,
          {
            type: 'AssignLeadRequest',
            data: {
              leadRequestId,
              name: lead.name,
              email: lead.email,
              message: lead.message,
              ticketUrl: lead.ticketUrl,
              assigneeId,
              assigneeEligible: true,
            },
          },
          system,
        ),
      'lead_request_exists',
    );
    // Only right after creating it: a later run must not undo what people did since.
    if (created && lead.accepted) {
      await executeCommand(
        store,
        stream,
        leadRequestDecider,
        { type: 'AcceptLeadRequest', data: { actorId: assigneeId, actorIsAdmin: false } },
        { ...system, actorId: assigneeId },
      );
    }
  }

  for (const workspace of DEMO_WORKSPACES) {
    const stream = workspaceStream(demoWorkspaceId(workspace.key));
    const state = foldStream(workspaceDecider, await store.readStream(stream));
    if (!state.exists || state.deleted || state.seatOrder.length > 0) continue;
    const seatOrder = workspace.seats.map((key) => personId(key, domain));
    await executeCommand(
      store,
      stream,
      workspaceDecider,
      {
        type: 'ChangeSeating',
        data: { hallType: workspace.hallType, seatOrder, memberIds: seatOrder },
      },
      system,
    );
  }
}
