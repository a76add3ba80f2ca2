import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { milestoneStream, type MilestoneEvent, type WorkspaceCreated } from '@teamledger/domain';
import { eventRecorder } from '../test-support/recorded.js';
import { applyOnceAndTwice } from '../test-support/replay-twice.js';
import { openReadModelDb, type ReadModelDb } from '../test-support/work-fixtures.js';
import { workspacesProjection } from '../workspaces/index.js';
import { milestonesProjection } from './projection.js';
import { findMilestone, listedMilestones } from './queries.js';

const office = '33333333-3333-4333-8333-333333333333';
const id = (n: number) => `7777777${n}-7777-4777-8777-777777777777`;

const recorded = eventRecorder();
const on = (event: MilestoneEvent) => recorded(event, milestoneStream(event.data.milestoneId));
const created = (n: number, title: string, dueDate: string): MilestoneEvent => ({
  type: 'MilestoneCreated',
  data: {
    milestoneId: id(n),
    workspaceId: office,
    title,
    description: `${title} scope`,
    startDate: '2026-03-02',
    dueDate,
  },
});

const events = [
  on(created(1, 'Beta', '2026-03-27')),
  on(created(2, 'Alpha', '2026-03-13')),
  on(created(3, 'Done soon', '2026-03-20')),
  on(created(4, 'Dropped', '2026-03-30')),
  on({
    type: 'MilestoneUpdated',
    data: {
      milestoneId: id(1),
      changes: { title: 'Beta 2', dueDate: '2026-04-03' },
      previous: { title: 'Beta', dueDate: '2026-03-27' },
    },
  }),
  on({ type: 'MilestoneCompleted', data: { milestoneId: id(3) } }),
  on({ type: 'MilestoneDeleted', data: { milestoneId: id(4) } }),
  on({
    type: 'MilestoneUpdated',
    data: { milestoneId: id(2), changes: { isCompleted: true }, previous: { isCompleted: false } },
  }),
  on({
    type: 'MilestoneUpdated',
    data: { milestoneId: id(2), changes: { isCompleted: false }, previous: { isCompleted: true } },
  }),
];

describe('milestones read model', () => {
  let t: ReadModelDb;
  beforeAll(async () => {
    t = await openReadModelDb([workspacesProjection]);
    const workspace: WorkspaceCreated = {
      type: 'WorkspaceCreated',
      data: {
        workspaceId: office,
        name: 'Mobile App',
        isProviderSpace: false,
        providerSpaceId: null,
        providerCheck: null,
        hallType: 10,
      },
    };
    await workspacesProjection.apply(t.db, eventRecorder(1000n)(workspace, `workspace-${office}`));
  });
  afterAll(() => t.close());

  it('ends identical when every event is applied twice', async () => {
    const { once, twice } = await applyOnceAndTwice(t.db, milestonesProjection, events);
    expect(twice).toEqual(once);
  });

  it('lists the open ones, soonest due first', async () => {
    const listed = await listedMilestones(t.db, office);
    expect(listed.map((m) => [m.title, m.dueDate, m.isCompleted])).toEqual([
      ['Alpha', '2026-03-13', false],
      ['Beta 2', '2026-04-03', false],
    ]);
  });

  it('still finds completed and deleted ones by id', async () => {
    expect(await findMilestone(t.db, id(3))).toMatchObject({
      title: 'Done soon',
      isCompleted: true,
      deleted: false,
      workspaceName: 'Mobile App',
      isProviderMilestone: false,
      isActive: true,
    });
    expect(await findMilestone(t.db, id(4))).toMatchObject({ deleted: true });
    expect(await findMilestone(t.db, id(9))).toBeNull();
  });
});
