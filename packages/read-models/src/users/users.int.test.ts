import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserEvent } from '@teamledger/domain';
import type { RecordedEvent } from '@teamledger/eventstore';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/database.js';
import { migrateDatabase } from '../migrate.js';
import { applyOnceAndTwice } from '../test-support/replay-twice.js';
import { findUserById, listDirectory } from './queries.js';
import { usersProjection } from './projection.js';

const lead = '11111111-1111-4111-8111-111111111111';
const uma = '22222222-2222-4222-8222-222222222222';

let position = 0n;
function recorded(event: UserEvent, stream: string): RecordedEvent {
  position += 1n;
  return {
    id: crypto.randomUUID(),
    type: event.type,
    data: event.data,
    stream,
    revision: 0,
    position,
    metadata: {
      actorId: null,
      at: `2026-03-0${Number(position % 9n) + 1}T09:00:00.000Z`,
      correlationId: 'c',
      causationId: null,
      source: 'web',
    },
  };
}

const base = {
  role: 'User' as const,
  status: 'active' as const,
  via: 'admin' as const,
  teamName: 'Platform',
  workspaceIds: [],
  defaultWorkspaceId: null,
  isProviderUser: false,
  gender: null,
};

const events = [
  recorded(
    {
      type: 'UserRegistered',
      data: {
        ...base,
        userId: lead,
        email: 'liam@x.test',
        name: 'Liam',
        leadIds: [],
        isLead: true,
      },
    },
    `user-${lead}`,
  ),
  recorded(
    {
      type: 'UserRegistered',
      data: {
        ...base,
        userId: uma,
        email: 'uma@x.test',
        name: 'Uma',
        leadIds: [lead],
        isLead: false,
      },
    },
    `user-${uma}`,
  ),
  recorded(
    {
      type: 'UserAvailabilityChanged',
      data: { userId: uma, availability: 'Online', textStatus: 'Here' },
    },
    `user-${uma}`,
  ),
  recorded({ type: 'UserPasswordChanged', data: { userId: uma, by: 'self' } }, `user-${uma}`),
  recorded(
    {
      type: 'UserUpdated',
      data: {
        userId: uma,
        changes: { role: 'Viewer', teamName: null },
        previous: { role: 'User', teamName: 'Platform' },
      },
    },
    `user-${uma}`,
  ),
  recorded({ type: 'UserProfileUpdated', data: { userId: uma, name: 'Uma P.' } }, `user-${uma}`),
  recorded(
    {
      type: 'UserStatusChanged',
      data: { userId: lead, from: 'active', to: 'blocked', reason: 'x' },
    },
    `user-${lead}`,
  ),
];

describe('users read model', () => {
  let database: TestDatabase;
  let db: pg.Client;
  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateDatabase({ DATABASE_URL: database.url });
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await database.drop();
  });

  it('ends identical when every event is applied twice', async () => {
    const { once, twice } = await applyOnceAndTwice(db, usersProjection, events);
    expect(twice).toEqual(once);
  });

  it('holds what the screens and the session check need', async () => {
    const user = await findUserById(db, uma);
    expect(user).toMatchObject({
      name: 'Uma P.',
      role: 'Viewer',
      teamName: null,
      leadIds: [lead],
      availability: 'Online',
      textStatus: 'Here',
      // password change and role change each end sessions
      sessionVersion: 2,
      leadsSomeone: false,
    });
    expect(await findUserById(db, lead)).toMatchObject({
      status: 'blocked',
      isLeadFlag: true,
      leadsSomeone: true,
      sessionVersion: 1,
    });
  });

  it('lists only active people in the directory', async () => {
    expect((await listDirectory(db)).map((u) => u.name)).toEqual(['Uma P.']);
  });
});
