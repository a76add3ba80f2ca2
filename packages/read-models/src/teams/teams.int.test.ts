import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamEvent, UserRegistered } from '@teamledger/domain';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/database.js';
import { migrateDatabase } from '../migrate.js';
import { eventRecorder } from '../test-support/recorded.js';
import { applyOnceAndTwice } from '../test-support/replay-twice.js';
import { findUserById, usersProjection } from '../users/index.js';
import { teamsProjection } from './projection.js';
import { findLiveTeamByName, findTeamById, listTeams } from './queries.js';

const platform = '0a000000-0000-4000-8000-000000000001';
const qa = '0a000000-0000-4000-8000-000000000002';
const design = '0a000000-0000-4000-8000-000000000003';
const uma = '0b000000-0000-4000-8000-000000000001';
const liam = '0b000000-0000-4000-8000-000000000002';

const recorded = eventRecorder();
const team = (event: TeamEvent) => recorded(event, `team-${event.data.teamId}`);
const person = (userId: string, name: string, teamName: string): UserRegistered => ({
  type: 'UserRegistered',
  data: {
    userId,
    email: `${name.toLowerCase()}@x.test`,
    name,
    role: 'User',
    status: 'active',
    via: 'admin',
    teamName,
    leadIds: [],
    workspaceIds: [],
    defaultWorkspaceId: null,
    isProviderUser: false,
    isLead: false,
    gender: null,
  },
});

// People first, so the rename comes after them in the global order, as it would.
const umaRegistered = recorded(person(uma, 'Uma', 'Platform'), `user-${uma}`);
// Typed by hand once with another case; the rename still takes them along.
const liamRegistered = recorded(person(liam, 'Liam', 'platform'), `user-${liam}`);
const teamEvents = [
  team({ type: 'TeamCreated', data: { teamId: platform, name: 'Platform' } }),
  team({ type: 'TeamCreated', data: { teamId: qa, name: 'QA' } }),
  team({ type: 'TeamCreated', data: { teamId: design, name: 'Design' } }),
  team({ type: 'TeamRenamed', data: { teamId: platform, from: 'Platform', to: 'Core Platform' } }),
  team({ type: 'TeamDeleted', data: { teamId: qa, name: 'QA' } }),
];
const userEvents = [umaRegistered, liamRegistered, teamEvents[3]!];

describe('teams read model', () => {
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
    const { once, twice } = await applyOnceAndTwice(db, teamsProjection, teamEvents);
    expect(twice).toEqual(once);
  });

  it('renames the members of a renamed team in the users read model, once', async () => {
    const { once, twice } = await applyOnceAndTwice(db, usersProjection, userEvents);
    expect(twice).toEqual(once);
    expect((await findUserById(db, uma))?.teamName).toBe('Core Platform');
    expect((await findUserById(db, liam))?.teamName).toBe('Core Platform');
  });

  it('lists live teams by name with their member counts', async () => {
    expect(await listTeams(db)).toEqual([
      { id: platform, name: 'Core Platform', memberCount: 2 },
      { id: design, name: 'Design', memberCount: 0 },
    ]);
  });

  it('finds teams by id (deleted too) and live teams by name ignoring case', async () => {
    expect(await findTeamById(db, qa)).toEqual({
      id: qa,
      name: 'QA',
      deleted: true,
      memberCount: 0,
    });
    expect(await findLiveTeamByName(db, ' core PLATFORM ')).toEqual({
      id: platform,
      name: 'Core Platform',
      deleted: false,
    });
    expect(await findLiveTeamByName(db, 'QA')).toBeNull();
  });
});
