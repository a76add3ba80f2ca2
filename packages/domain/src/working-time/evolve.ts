import { assertNever } from '../shared/index.js';
import type { WorkingTimeEvent } from './events.js';

export interface WorkingTimeContract {
  effectiveFrom: string;
  weekHours: readonly number[];
}

export interface WorkingTimeState {
  /** By first day; one per day (a later one for the same day replaces it). */
  contracts: readonly WorkingTimeContract[];
  adjustmentIds: readonly string[];
}

export const initialWorkingTimeState: WorkingTimeState = { contracts: [], adjustmentIds: [] };

export function evolveWorkingTime(
  state: WorkingTimeState,
  event: WorkingTimeEvent,
): WorkingTimeState {
  switch (event.type) {
    case 'WorkingTimeSet': {
      const { effectiveFrom, weekHours } = event.data;
      const contracts = [
        ...state.contracts.filter((contract) => contract.effectiveFrom !== effectiveFrom),
        { effectiveFrom, weekHours },
      ].sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : 1));
      return { ...state, contracts };
    }
    case 'OvertimeAdjusted':
      return { ...state, adjustmentIds: [...state.adjustmentIds, event.data.adjustmentId] };
    default:
      return assertNever(event);
  }
}
