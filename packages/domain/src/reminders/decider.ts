import { type Decider, eventParser } from '../shared/index.js';
import type { ReminderCommand } from './commands.js';
import { decideReminders } from './decide.js';
import { REMINDER_EVENTS, type ReminderEvent } from './events.js';
import { evolveReminders, initialRemindersState, type RemindersState } from './evolve.js';

export const reminderDecider: Decider<RemindersState, ReminderCommand, ReminderEvent> = {
  initialState: initialRemindersState,
  evolve: evolveReminders,
  decide: decideReminders,
  parse: eventParser(REMINDER_EVENTS),
};
