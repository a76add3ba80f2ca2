import { addDays, type IsoDate } from '../calendar/index.js';
import type { DomainEvent } from '../events/index.js';
import { evolveLeave, initialLeaveState, type LeaveState } from '../leaves/index.js';
import {
  evolveWorkingTime,
  initialWorkingTimeState,
  type WorkingTimeContract,
  type WorkingTimeState,
} from './evolve.js';
import type { OvertimeAdjustment } from './overtime.js';

/**
 * The inputs of overtimeBalance that the read models keep without a recorded time per row
 * (contracts, adjustments, approved leave, holidays, the carry-over cap), folded from the
 * events of the people's working-time streams, the leaves that touch the days, the days'
 * holiday streams and Settings: given only the events recorded by an instant, they are the
 * inputs as they stood then, by the rules the working_time, leaves, holidays and settings
 * projections apply.
 */
export interface OvertimeRecords {
  /** Per person, by first day (the later of two on one day replacing the earlier). */
  contracts: Map<string, WorkingTimeContract[]>;
  /** Per person, dated up to `to`, by date then as recorded. */
  adjustments: Map<string, OvertimeAdjustment[]>;
  /** Per person, each day from..to of an approved leave: 'half' for a half-day leave. */
  leave: Map<string, Map<IsoDate, 'full' | 'half'>>;
  /** The holidays marked from..to. */
  holidays: Set<IsoDate>;
  /** Settings' carry-over cap; null: all of it carries over. */
  carryOverCap: number | null;
}

/** Folds `events` (in the order of their positions) into the Overtime inputs over from..to. */
export function overtimeRecordsOf(
  events: readonly DomainEvent[],
  { from, to }: { from: IsoDate; to: IsoDate },
): OvertimeRecords {
  const workingTime = new Map<string, WorkingTimeState>();
  const adjusted = new Map<string, OvertimeAdjustment & { userId: string }>();
  const leaves = new Map<string, LeaveState>();
  const holidays = new Set<IsoDate>();
  let carryOverCap: number | null = null;
  for (const event of events) {
    switch (event.type) {
      case 'WorkingTimeSet':
        workingTime.set(
          event.data.userId,
          evolveWorkingTime(workingTime.get(event.data.userId) ?? initialWorkingTimeState, event),
        );
        break;
      case 'OvertimeAdjusted': {
        const { adjustmentId, userId, date, hours, reason } = event.data;
        // An adjustment is recorded once (the projection's key is its id).
        if (date <= to && !adjusted.has(adjustmentId)) {
          adjusted.set(adjustmentId, { userId, date, hours, reason });
        }
        break;
      }
      case 'LeaveApplied':
      case 'LeaveApproved':
      case 'LeaveRejected':
      case 'LeaveCancelled':
      case 'LeaveNotificationSent':
        leaves.set(
          event.data.leaveId,
          evolveLeave(leaves.get(event.data.leaveId) ?? initialLeaveState, event),
        );
        break;
      case 'HolidayAdded':
        if (event.data.date >= from && event.data.date <= to) holidays.add(event.data.date);
        break;
      case 'HolidayRemoved':
        holidays.delete(event.data.date);
        break;
      case 'SettingsChanged':
        if (event.data.changes.overtimeCarryOverHours !== undefined) {
          carryOverCap = event.data.changes.overtimeCarryOverHours;
        }
        break;
      default:
        break;
    }
  }

  const contracts = new Map<string, WorkingTimeContract[]>(
    [...workingTime].map(([userId, state]) => [userId, [...state.contracts]]),
  );
  const adjustments = new Map<string, OvertimeAdjustment[]>();
  // Stable: adjustments of one day stay in the order they were recorded.
  for (const { userId, ...adjustment } of [...adjusted.values()].sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : 0,
  )) {
    adjustments.set(userId, [...(adjustments.get(userId) ?? []), adjustment]);
  }
  const leave = new Map<string, Map<IsoDate, 'full' | 'half'>>();
  for (const { status, leave: facts } of leaves.values()) {
    if (status !== 'approved' || facts === null) continue;
    const days = leave.get(facts.userId) ?? new Map<IsoDate, 'full' | 'half'>();
    leave.set(facts.userId, days);
    const last = facts.to < to ? facts.to : to;
    for (let date = facts.from > from ? facts.from : from; date <= last; date = addDays(date, 1)) {
      days.set(date, facts.halfDay ? 'half' : 'full');
    }
  }
  return { contracts, adjustments, leave, holidays, carryOverCap };
}
