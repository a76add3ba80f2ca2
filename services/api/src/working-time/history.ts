import {
  evolveWorkingTime,
  initialWorkingTimeState,
  weekHoursOn,
  type WorkingTimeEvent,
} from '@teamledger/domain';
import type { HistoryEntry } from '../users/history.js';

const DAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const weekWords = (hours: readonly number[]) =>
  hours.map((h, index) => `${DAY_NAMES[index]} ${h} h`).join(', ');

/**
 * What a person's working-time stream adds to their history: each contract with the hours it
 * replaced from its day, and each adjustment of their overtime balance, in the stream's order.
 */
export function workingTimeHistoryEntries(events: readonly WorkingTimeEvent[]): HistoryEntry[] {
  let state = initialWorkingTimeState;
  return events.map((event) => {
    const entry: HistoryEntry =
      event.type === 'WorkingTimeSet'
        ? {
            kind: 'working_time',
            from: weekWords(weekHoursOn(event.data.effectiveFrom, state.contracts)),
            to: weekWords(event.data.weekHours),
            reason: event.data.reason || null,
            effectiveDate: event.data.effectiveFrom,
          }
        : {
            kind: 'working_time',
            from: null,
            to: `Overtime balance ${event.data.hours > 0 ? '+' : ''}${event.data.hours} h on ${event.data.date}`,
            reason: event.data.reason,
            effectiveDate: event.data.date,
          };
    state = evolveWorkingTime(state, event);
    return entry;
  });
}
