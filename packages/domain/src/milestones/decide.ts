import { assertNever, conflict, invalid, notFound, ruleViolation } from '../shared/index.js';
import type { MilestoneCommand } from './commands.js';
import type { MilestoneEvent, MilestoneFields, MilestoneUpdated } from './events.js';
import type { MilestoneState } from './evolve.js';

export const PROVIDER_WORKSPACE_MILESTONES_MESSAGE =
  'Milestones of an Assembla WorkSpace come from Assembla; sync them instead.';
export const DUE_BEFORE_START_MESSAGE = 'The due date cannot be before the start date.';

function assertDates({ startDate, dueDate }: MilestoneFields): void {
  if (dueDate < startDate) {
    throw invalid('milestone_dates', DUE_BEFORE_START_MESSAGE, {
      dueDate: DUE_BEFORE_START_MESSAGE,
    });
  }
}

export function decideMilestone(
  command: MilestoneCommand,
  state: MilestoneState,
): MilestoneEvent[] {
  if (command.type === 'CreateMilestone') {
    const { workspace, ...data } = command.data;
    if (state.exists) throw conflict('milestone_exists', 'This Milestone already exists.');
    if (workspace === null) throw notFound('WorkSpace');
    if (workspace.isProviderSpace) {
      throw ruleViolation('provider_workspace', PROVIDER_WORKSPACE_MILESTONES_MESSAGE);
    }
    assertDates(data);
    return [{ type: 'MilestoneCreated', data }];
  }
  if (command.type === 'SyncMilestone') {
    // Every sync reads every milestone again: only a new or changed one is news.
    const last = state.exists ? state.synced : undefined;
    const data = command.data;
    if (last && (Object.keys(data) as (keyof typeof data)[]).every((k) => last[k] === data[k])) {
      return [];
    }
    return [{ type: 'MilestoneSynced', data: command.data }];
  }
  if (!state.exists || state.deleted) throw notFound('Milestone');
  const { milestoneId } = state;
  // Assembla owns its milestones: they change there and arrive with the next sync.
  if (state.synced)
    throw ruleViolation('provider_milestone', PROVIDER_WORKSPACE_MILESTONES_MESSAGE);

  switch (command.type) {
    case 'UpdateMilestone': {
      const { status, ...fields } = command.data;
      assertDates(fields);
      const wanted = { ...fields, isCompleted: status === 'Completed' };
      const changes: MilestoneUpdated['data']['changes'] = {};
      const previous: MilestoneUpdated['data']['previous'] = {};
      for (const key of Object.keys(wanted) as (keyof typeof wanted)[]) {
        if (wanted[key] === state[key]) continue;
        Object.assign(changes, { [key]: wanted[key] });
        Object.assign(previous, { [key]: state[key] });
      }
      if (Object.keys(changes).length === 0) return [];
      return [{ type: 'MilestoneUpdated', data: { milestoneId, changes, previous } }];
    }
    case 'CompleteMilestone':
      // Completing twice (two tabs, a retry) is still one completion.
      if (state.isCompleted) return [];
      return [{ type: 'MilestoneCompleted', data: { milestoneId } }];
    case 'DeleteMilestone':
      return [{ type: 'MilestoneDeleted', data: { milestoneId } }];
    default:
      return assertNever(command);
  }
}
