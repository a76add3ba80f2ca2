import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standupStream, type StandupEvent, type WorkspaceCreated } from '@teamledger/domain';
import { eventRecorder } from '../test-support/recorded.js';
import { applyOnceAndTwice } from '../test-support/replay-twice.js';
import { openReadModelDb, type ReadModelDb } from '../test-support/work-fixtures.js';
import { workspacesProjection } from '../workspaces/index.js';
import { standupsProjection } from './projection.js';
import { findStandup, standupsOfUser } from './queries.js';

const uma = '22222222-2222-4222-8222-222222222222';
const liam = '11111111-1111-4111-8111-111111111111';
const office = '33333333-3333-4333-8333-333333333333';

const recorded = eventRecorder();
const on = (event: StandupEvent) =>
  recorded(event, standupStream(event.data.userId, event.data.date));
const added = (
  userId: string,
  date: string,
  reportedAt: string,
  today = 'Build',
): StandupEvent => ({
  type: 'StandupAdded',
  data: {
    userId,
    date,
    yesterday: 'Plan',
    today,
    roadblocks: 'None',
    workspaceId: userId === uma ? office : null,
    reportedAt,
  },
});

const events = [
  on(added(uma, '2026-03-09', '2026-03-09T09:05:00.000Z')),
  on(added(liam, '2026-03-09', '2026-03-09T10:00:00.000Z')),
  on(added(uma, '2026-03-10', '2026-03-10T09:40:00.000Z')),
  on({
    type: 'StandupUpdated',
    data: {
      userId: uma,
      date: '2026-03-10',
      yesterday: 'Plan',
      today: 'Build and test',
      roadblocks: 'Waiting for review',
      updatedAt: '2026-03-10T12:00:00.000Z',
    },
  }),
];

describe('standups read model', () => {
  let t: ReadModelDb;
  beforeAll(async () => {
    t = await openReadModelDb([workspacesProjection]);
    const created: WorkspaceCreated = {
      type: 'WorkspaceCreated',
      data: {
        workspaceId: office,
        name: 'Head Office',
        isProviderSpace: false,
        providerSpaceId: null,
        providerCheck: null,
        hallType: 10,
      },
    };
    await workspacesProjection.apply(t.db, eventRecorder(1000n)(created, `workspace-${office}`));
  });
  afterAll(() => t.close());

  it('ends identical when every event is applied twice', async () => {
    const { once, twice } = await applyOnceAndTwice(t.db, standupsProjection, events);
    expect(twice).toEqual(once);
  });

  it('keeps the first reported at and the latest answers', async () => {
    expect(await findStandup(t.db, uma, '2026-03-10')).toEqual({
      userId: uma,
      date: '2026-03-10',
      workspaceId: office,
      workspaceName: 'Head Office',
      yesterday: 'Plan',
      today: 'Build and test',
      roadblocks: 'Waiting for review',
      reportedAt: new Date('2026-03-10T09:40:00.000Z'),
      updatedAt: new Date('2026-03-10T12:00:00.000Z'),
    });
    expect(await findStandup(t.db, uma, '2026-03-11')).toBeNull();
  });

  it("lists one person's standups in a range, newest first", async () => {
    const rows = await standupsOfUser(t.db, uma, '2026-03-01', '2026-03-31');
    expect(rows.map((row) => [row.date, row.today])).toEqual([
      ['2026-03-10', 'Build and test'],
      ['2026-03-09', 'Build'],
    ]);
    const liams = await standupsOfUser(t.db, liam, '2026-03-09', '2026-03-09');
    expect(liams.map((row) => [row.workspaceId, row.workspaceName])).toEqual([[null, null]]);
  });
});
