import { assertNever } from '../shared/index.js';
import type { WorkingTimeCommand } from './commands.js';
import type { WorkingTimeEvent } from './events.js';
import type { WorkingTimeState } from './evolve.js';
import { weekHoursOn } from './overtime.js';

const sameHours = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((hours, index) => hours === b[index]);

export function decideWorkingTime(
  command: WorkingTimeCommand,
  state: WorkingTimeState,
): WorkingTimeEvent[] {
  switch (command.type) {
    case 'SetWorkingTime': {
      const { effectiveFrom, weekHours } = command.data;
      // The hours already in force that day (a retried form, the default set again) change nothing.
      if (sameHours(weekHoursOn(effectiveFrom, state.contracts), weekHours)) return [];
      return [{ type: 'WorkingTimeSet', data: command.data }];
    }
    case 'AdjustOvertime':
      // A retried adjustment is recorded once.
      if (state.adjustmentIds.includes(command.data.adjustmentId)) return [];
      return [{ type: 'OvertimeAdjusted', data: command.data }];
    default:
      return assertNever(command);
  }
}
