import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadRequestEvent, UserRegistered } from '@teamledger/domain';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/database.js';
import { migrateDatabase } from '../migrate.js';
import { eventRecorder } from '../test-support/recorded.js';
import { applyOnceAndTwice } from '../test-support/replay-twice.js';
import { usersProjection } from '../users/index.js';
import { leadRequestsProjection } from './projection.js';
import { findLeadRequestById, listLeadAssignees, listLeadRequests } from './queries.js';

const uma = '1a000000-0000-4000-8000-000000000001';
const pavel = '1a000000-0000-4000-8000-000000000002';
const amina = '1a000000-0000-4000-8000-000000000003';
const first = '1b000000-0000-4000-8000-000000000001';
const second = '1b000000-0000-4000-8000-000000000002';
const third = '1b000000-0000-4000-8000-000000000003';

const recorded = eventRecorder();
const person = (userId: string, name: string, role: 'User' | 'Admin', isProviderUser: boolean) =>
  recorded(
    {
      type: 'UserRegistered',
      data: {
        userId,
        email: `${name.toLowerCase()}@x.test`,
        name,
        role,
        status: 'active',
        via: 'admin',
        teamName: null,
        leadIds: [],
        workspaceIds: [],
        defaultWorkspaceId: null,
        isProviderUser,
        isLead: false,
        gender: null,
      },
    } satisfies UserRegistered,
    `user-${userId}`,
  );
const lead = (event: LeadRequestEvent, at: string) =>
  recorded(event, `lead-request-${event.data.leadRequestId}`, at);
const assigned = (leadRequestId: string, name: string, assigneeId: string, at: string) =>
  lead(
    {
      type: 'LeadRequestAssigned',
      data: {
        leadRequestId,
        name,
        email: `${name.toLowerCase()}@acme.test`,
        message: `${name} asks for a demo`,
        ticketUrl: name === 'Dana' ? 'https://tickets.example.test/t/1' : null,
        assigneeId,
      },
    },
    at,
  );

const events = [
  assigned(first, 'Dana', uma, '2026-03-02T09:00:00.000Z'),
  assigned(second, 'Eli', uma, '2026-03-03T09:00:00.000Z'),
  assigned(third, 'Fay', uma, '2026-03-04T09:00:00.000Z'),
  lead(
    { type: 'LeadRequestAccepted', data: { leadRequestId: first, assigneeId: uma } },
    '2026-03-05T10:00:00.000Z',
  ),
  lead(
    {
      type: 'LeadRequestRejected',
      data: { leadRequestId: second, assigneeId: uma, reason: 'Spam' },
    },
    '2026-03-05T11:00:00.000Z',
  ),
  lead(
    { type: 'LeadRequestReassigned', data: { leadRequestId: third, from: uma, to: pavel } },
    '2026-03-06T12:00:00.000Z',
  ),
];

describe('lead requests read model', () => {
  let database: TestDatabase;
  let db: pg.Client;
  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateDatabase({ DATABASE_URL: database.url });
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    await applyOnceAndTwice(db, usersProjection, [
      person(uma, 'Uma', 'User', false),
      person(pavel, 'Pavel', 'User', true),
      person(amina, 'Amina', 'Admin', false),
    ]);
  });
  afterAll(async () => {
    await db.end();
    await database.drop();
  });

  it('ends identical when every event is applied twice', async () => {
    const { once, twice } = await applyOnceAndTwice(db, leadRequestsProjection, events);
    expect(twice).toEqual(once);
  });

  it('keeps status, assignee and reason; a re-assignment counts as newest', async () => {
    expect(
      (await listLeadRequests(db)).map((r) => [r.name, r.status, r.assignee.name, r.reason]),
    ).toEqual([
      ['Fay', 'assigned', 'Pavel', null],
      ['Eli', 'rejected', 'Uma', 'Spam'],
      ['Dana', 'accepted', 'Uma', null],
    ]);
    expect(await findLeadRequestById(db, first)).toEqual({
      id: first,
      name: 'Dana',
      email: 'dana@acme.test',
      message: 'Dana asks for a demo',
      ticketUrl: 'https://tickets.example.test/t/1',
      status: 'accepted',
      assignee: { id: uma, name: 'Uma' },
      reason: null,
      assignedAt: '2026-03-02T09:00:00.000Z',
      updatedAt: '2026-03-05T10:00:00.000Z',
    });
  });

  it("lists one person's lead requests, and who can hold leads", async () => {
    expect((await listLeadRequests(db, { assigneeId: pavel })).map((r) => r.name)).toEqual(['Fay']);
    expect(await listLeadAssignees(db)).toEqual([
      { id: pavel, name: 'Pavel', isProviderUser: true },
      { id: uma, name: 'Uma', isProviderUser: false },
    ]);
  });
});
