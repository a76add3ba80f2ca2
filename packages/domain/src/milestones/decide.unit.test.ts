import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/test-support/decider-spec.js';
import type { CreateMilestone, MilestoneCommand, UpdateMilestone } from './commands.js';
import { milestoneInputSchema, milestoneUpdateSchema } from './contracts.js';
import {
  decideMilestone,
  DUE_BEFORE_START_MESSAGE,
  PROVIDER_WORKSPACE_MILESTONES_MESSAGE,
} from './decide.js';
import type { MilestoneCreated, MilestoneEvent } from './events.js';
import { evolveMilestone, initialMilestoneState, type MilestoneState } from './evolve.js';
import {
  isListedMilestone,
  isOverdue,
  milestoneActions,
  milestoneStatus,
  type MilestoneShape,
} from './status.js';

const spec = deciderSpec<MilestoneState, MilestoneCommand, MilestoneEvent>({
  initialState: initialMilestoneState,
  evolve: evolveMilestone,
  decide: decideMilestone,
});

const milestoneId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const workspaceId = '5c2d1e0f-8a7b-4c6d-9e5f-1a2b3c4d5e6f';
const fields = {
  title: 'Release 1.0',
  description: 'Holidays, standups and hours',
  startDate: '2026-03-02',
  dueDate: '2026-03-27',
};

const create = (overrides: Partial<CreateMilestone['data']> = {}): MilestoneCommand => ({
  type: 'CreateMilestone',
  data: {
    milestoneId,
    workspaceId,
    ...fields,
    workspace: { isProviderSpace: false },
    ...overrides,
  },
});
const update = (overrides: Partial<UpdateMilestone['data']> = {}): MilestoneCommand => ({
  type: 'UpdateMilestone',
  data: { ...fields, status: 'Active', ...overrides },
});
const created: MilestoneCreated = {
  type: 'MilestoneCreated',
  data: { milestoneId, workspaceId, ...fields },
};

describe('a milestone that does not exist', () => {
  const given = spec.given([]);

  it('is created in a workspace of our own', () => {
    given.when(create()).then([created]);
  });

  it('is not created in an Assembla workspace (422) or a missing one (404)', () => {
    given
      .when(create({ workspace: { isProviderSpace: true } }))
      .thenThrows('provider_workspace', PROVIDER_WORKSPACE_MILESTONES_MESSAGE);
    given.when(create({ workspace: null })).thenThrows('not_found', 'WorkSpace was not found.');
  });

  it('needs a due date on or after the start date', () => {
    given
      .when(create({ dueDate: '2026-03-01' }))
      .thenThrows('milestone_dates', DUE_BEFORE_START_MESSAGE);
    given
      .when(create({ dueDate: '2026-03-02' }))
      .then([{ type: 'MilestoneCreated', data: { ...created.data, dueDate: '2026-03-02' } }]);
  });

  it.each<MilestoneCommand>([update(), { type: 'CompleteMilestone' }, { type: 'DeleteMilestone' }])(
    'refuses %o with not_found',
    (command) => {
      given.when(command).thenThrows('not_found', 'Milestone was not found.');
    },
  );
});

describe('an open milestone', () => {
  const given = spec.given([created]);

  it('cannot be created twice', () => {
    given.when(create()).thenThrows('milestone_exists');
  });

  it('records only the fields that change', () => {
    given.when(update({ title: 'Release 1.1', dueDate: '2026-04-03' })).then([
      {
        type: 'MilestoneUpdated',
        data: {
          milestoneId,
          changes: { title: 'Release 1.1', dueDate: '2026-04-03' },
          previous: { title: 'Release 1.0', dueDate: '2026-03-27' },
        },
      },
    ]);
    given.when(update()).then([]);
  });

  it('is set Completed from the edit form', () => {
    given.when(update({ status: 'Completed' })).then([
      {
        type: 'MilestoneUpdated',
        data: { milestoneId, changes: { isCompleted: true }, previous: { isCompleted: false } },
      },
    ]);
  });

  it('is completed with its Complete button, and deleted', () => {
    given
      .when({ type: 'CompleteMilestone' })
      .then([{ type: 'MilestoneCompleted', data: { milestoneId } }]);
    given
      .when({ type: 'DeleteMilestone' })
      .then([{ type: 'MilestoneDeleted', data: { milestoneId } }]);
  });
});

describe('a completed milestone', () => {
  const given = spec.given([created, { type: 'MilestoneCompleted', data: { milestoneId } }]);

  it('is completed only once', () => {
    given.when({ type: 'CompleteMilestone' }).then([]);
  });

  it('is set Active again from the edit form', () => {
    given.when(update({ status: 'Active' })).then([
      {
        type: 'MilestoneUpdated',
        data: { milestoneId, changes: { isCompleted: false }, previous: { isCompleted: true } },
      },
    ]);
  });
});

describe('a deleted milestone', () => {
  const given = spec.given([created, { type: 'MilestoneDeleted', data: { milestoneId } }]);

  it.each<MilestoneCommand>([update(), { type: 'CompleteMilestone' }, { type: 'DeleteMilestone' }])(
    'is gone for %o',
    (command) => {
      given.when(command).thenThrows('not_found');
    },
  );
});

describe('how a milestone shows (SPEC.md 2 and 4)', () => {
  const own: MilestoneShape = {
    isCompleted: false,
    isProviderMilestone: false,
    isActive: true,
    dueDate: '2026-03-10',
  };
  const external: MilestoneShape = { ...own, isProviderMilestone: true };

  it('has its status: Completed, else Active or (Assembla only) Inactive', () => {
    expect(milestoneStatus(own)).toBe('Active');
    expect(milestoneStatus({ ...own, isCompleted: true })).toBe('Completed');
    expect(milestoneStatus({ ...external, isActive: false })).toBe('Inactive');
    expect(milestoneStatus({ ...external, isActive: false, isCompleted: true })).toBe('Completed');
  });

  it('is overdue when open past its due date', () => {
    expect(isOverdue(own, '2026-03-11')).toBe(true);
    expect(isOverdue(own, '2026-03-10')).toBe(false);
    expect(isOverdue({ ...own, isCompleted: true }, '2026-03-11')).toBe(false);
    expect(isOverdue({ ...own, dueDate: null }, '2026-03-11')).toBe(false);
  });

  it('is listed when ours and open, or Assembla’s and active', () => {
    expect(isListedMilestone(own)).toBe(true);
    expect(isListedMilestone({ ...own, isCompleted: true })).toBe(false);
    expect(isListedMilestone(external)).toBe(true);
    expect(isListedMilestone({ ...external, isActive: false })).toBe(false);
  });

  it('offers Edit, Delete and Complete only on our own, Complete only while open', () => {
    expect(milestoneActions(own, true)).toEqual({ edit: true, delete: true, complete: true });
    expect(milestoneActions({ ...own, isCompleted: true }, true)).toEqual({
      edit: true,
      delete: true,
      complete: false,
    });
    expect(milestoneActions(external, true)).toEqual({
      edit: false,
      delete: false,
      complete: false,
    });
    expect(milestoneActions(own, false)).toEqual({ edit: false, delete: false, complete: false });
  });
});

describe('milestone schemas', () => {
  const messages = (
    schema: typeof milestoneInputSchema | typeof milestoneUpdateSchema,
    input: unknown,
  ) =>
    Object.fromEntries(
      (schema.safeParse(input).error?.issues ?? []).map((issue) => [
        issue.path.join('.'),
        issue.message,
      ]),
    );

  it("gives SPEC.md's messages", () => {
    expect(messages(milestoneInputSchema, { title: ' ', description: '' })).toEqual({
      title: 'Name is required.',
      startDate: 'Date is required.',
      dueDate: 'Date is required.',
      description: 'Description is required.',
    });
    expect(messages(milestoneUpdateSchema, { ...fields, description: 'x'.repeat(101) })).toEqual({
      description: 'At most 100 characters.',
      status: 'Status is required.',
    });
    expect(messages(milestoneInputSchema, { ...fields, description: 'x'.repeat(100) })).toEqual({});
    expect(messages(milestoneInputSchema, { ...fields, dueDate: '2026-03-01' })).toEqual({
      dueDate: DUE_BEFORE_START_MESSAGE,
    });
  });
});

describe('an Assembla milestone (the milestone sync)', () => {
  const synced = {
    milestoneId,
    workspaceId,
    providerMilestoneId: '1002',
    title: 'Release 2',
    description: 'Second release',
    startDate: null,
    dueDate: '2026-04-30',
    isCompleted: false,
    isActive: true,
  };
  const sync = (data = synced): MilestoneCommand => ({ type: 'SyncMilestone', data });
  const given = spec.given([{ type: 'MilestoneSynced', data: synced }]);

  it('is recorded when new, and again only when it changed', () => {
    spec
      .given([])
      .when(sync())
      .then([{ type: 'MilestoneSynced', data: synced }]);
    given.when(sync()).then([]);
    const done = { ...synced, isCompleted: true, isActive: false };
    given.when(sync(done)).then([{ type: 'MilestoneSynced', data: done }]);
  });

  it('is read-only here: edits, completion and deletion happen in Assembla', () => {
    given.when(update()).thenThrows('provider_milestone');
    given.when({ type: 'CompleteMilestone' }).thenThrows('provider_milestone');
    given.when({ type: 'DeleteMilestone' }).thenThrows('provider_milestone');
  });
});
