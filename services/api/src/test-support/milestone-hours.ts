import {
  addDays,
  milestoneDecider,
  milestoneStream,
  userDecider,
  userStream,
  worklogDayStream,
  worklogDecider,
  type IsoDate,
} from '@teamledger/domain';
import { executeCommand, type CommandContext } from '@teamledger/eventstore';
import { newId } from '@teamledger/platform';
import type { AppDeps } from '../app.js';
import { demoWorkspaceId } from '../demo/seed-people-admin.js';
import { personId, type PersonKey } from './sessions.js';

/**
 * A small, hand-countable set of hours for the milestone report, in June 2026, far from the
 * demo history (seed it with the clock in March). Today is Wednesday 2026-06-17 (UTC).
 */
export const MILESTONE_HOURS_TODAY = '2026-06-17T18:00:00.000Z';

export const RELEASE = { id: '7a000000-0000-4000-8000-000000000001', name: 'Release 2.0' };
export const OFFLINE = { id: '7a000000-0000-4000-8000-000000000002', name: 'Offline mode' };
export const TICKET_412 = 'https://northwind.assembla.test/spaces/mobile-app/tickets/412';
export const TICKET_77 = 'https://northwind.assembla.test/spaces/northwind-platform/tickets/77';
/** Pavel left as of this day: his hours from it on are not counted. */
export const PAVEL_LEFT_ON = '2026-06-11';

interface Entry {
  person: PersonKey;
  date: IsoDate;
  /** The UTC time the entry was made on its day; null: logged two days later. */
  time: string | null;
  workspace: 'hq' | 'platform' | 'mobile';
  milestone: { id: string } | null;
  title: string;
  hours: number;
  ticket?: { number: number; url: string };
  /** Hours synced from the provider. */
  synced?: boolean;
}

export const MILESTONE_HOURS_ENTRIES: readonly Entry[] = [
  {
    person: 'user',
    date: '2026-06-05',
    time: '16:00',
    workspace: 'mobile',
    milestone: RELEASE,
    title: 'Before the range',
    hours: 6,
  },
  {
    person: 'provider',
    date: '2026-06-09',
    time: '15:00',
    workspace: 'platform',
    milestone: null,
    title: 'Sync ticket',
    hours: 2,
    ticket: { number: 77, url: TICKET_77 },
    synced: true,
  },
  {
    person: 'viewer',
    date: '2026-06-11',
    time: '12:00',
    workspace: 'hq',
    milestone: null,
    title: 'Budget review',
    hours: 0.5,
  },
  {
    person: 'user',
    date: '2026-06-12',
    time: null,
    workspace: 'platform',
    milestone: null,
    title: 'Code review',
    hours: 3,
  },
  {
    person: 'provider',
    date: '2026-06-12',
    time: '15:00',
    workspace: 'platform',
    milestone: null,
    title: 'After leaving',
    hours: 5,
    synced: true,
  },
  {
    person: 'user',
    date: '2026-06-15',
    time: '16:00',
    workspace: 'mobile',
    milestone: RELEASE,
    title: 'Login screen',
    hours: 1.25,
    ticket: { number: 412, url: TICKET_412 },
    synced: true,
  },
  {
    person: 'user',
    date: '2026-06-15',
    time: '16:30',
    workspace: 'mobile',
    milestone: RELEASE,
    title: 'Push notifications',
    hours: 2.5,
  },
  {
    person: 'admin',
    date: '2026-06-15',
    time: '10:00',
    workspace: 'hq',
    milestone: null,
    title: 'Admin work',
    hours: 1,
  },
  {
    person: 'client',
    date: '2026-06-15',
    time: '11:00',
    workspace: 'mobile',
    milestone: RELEASE,
    title: 'Client hours',
    hours: 8,
  },
  {
    person: 'lead',
    date: '2026-06-16',
    time: '11:00',
    workspace: 'mobile',
    milestone: OFFLINE,
    title: '=1+1',
    hours: 4,
    ticket: { number: 414, url: 'javascript:alert(1)' },
    synced: true,
  },
  {
    person: 'lead',
    date: '2026-06-16',
    time: '17:20',
    workspace: 'mobile',
    milestone: RELEASE,
    title: 'Release notes',
    hours: 0.33,
  },
];

const at = (date: IsoDate, time: string) => `${date}T${time}:00.000Z`;

/**
 * Appends the milestones, the entries and Pavel leaving through the domain's deciders (as
 * the demo seed does: the provider sync is not built yet), then waits for the read models.
 */
export async function seedMilestoneHours(deps: AppDeps): Promise<void> {
  const context = (instant: string, source: CommandContext['source'] = 'system') => ({
    actorId: null,
    at: new Date(instant),
    correlationId: newId(),
    source,
  });
  const mobile = demoWorkspaceId('mobile');
  for (const milestone of [RELEASE, OFFLINE]) {
    await executeCommand(
      deps.store,
      milestoneStream(milestone.id),
      milestoneDecider,
      {
        type: 'CreateMilestone',
        data: {
          milestoneId: milestone.id,
          workspaceId: mobile,
          title: milestone.name,
          description: 'For the milestone report',
          startDate: '2026-06-01',
          dueDate: '2026-06-30',
          workspace: { isProviderSpace: false },
        },
      },
      context('2026-06-01T09:00:00.000Z'),
    );
  }
  for (const [n, entry] of MILESTONE_HOURS_ENTRIES.entries()) {
    const userId = personId(entry.person);
    const instant = entry.time ? at(entry.date, entry.time) : at(addDays(entry.date, 2), '09:00');
    await executeCommand(
      deps.store,
      worklogDayStream(userId, entry.date),
      worklogDecider,
      {
        type: 'LogHours',
        data: {
          worklogId: `7b000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
          userId,
          workspaceId: demoWorkspaceId(entry.workspace),
          milestoneId: entry.milestone?.id ?? null,
          title: entry.title,
          details: 'Details',
          hours: entry.hours,
          date: entry.date,
          ticket: entry.ticket ?? null,
          today: instant.slice(0, 10),
          at: instant,
          isProviderUser: false,
          isWorkspaceMember: true,
        },
      },
      context(instant, entry.synced ? 'provider' : 'web'),
    );
  }
  await executeCommand(
    deps.store,
    userStream(personId('provider')),
    userDecider,
    {
      type: 'MarkUserLeft',
      data: {
        effectiveDate: PAVEL_LEFT_ON,
        reason: 'Moved on',
        actorId: personId('admin'),
        today: '2026-06-13',
      },
    },
    context('2026-06-13T09:00:00.000Z'),
  );
  await deps.watcher.waitFor(await deps.store.headPosition(), { timeoutMs: 10_000 });
}
