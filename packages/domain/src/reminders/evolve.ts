import { assertNever } from '../shared/index.js';
import type { ReminderEvent } from './events.js';

/** Where one reminder is: waiting for the worker, sent, or given up on. */
export type ReminderState = 'queued' | 'sent' | 'failed';

/** The reminders of one person's stream, by id. */
export interface RemindersState {
  reminders: Readonly<Record<string, ReminderState>>;
}

export const initialRemindersState: RemindersState = { reminders: {} };

const withState = (state: RemindersState, reminderId: string, next: ReminderState) => ({
  reminders: { ...state.reminders, [reminderId]: next },
});

export function evolveReminders(state: RemindersState, event: ReminderEvent): RemindersState {
  switch (event.type) {
    case 'ReminderRequested':
      return withState(state, event.data.reminderId, 'queued');
    case 'ReminderSent':
      return withState(state, event.data.reminderId, 'sent');
    case 'ReminderFailed':
      return withState(state, event.data.reminderId, 'failed');
    default:
      return assertNever(event);
  }
}
