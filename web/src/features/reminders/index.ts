export {
  getReminder,
  reminderQueryKey,
  reminderQueryOptions,
  useReminder,
} from './api/get-reminder';
export { sendReminder, useSendReminder, type SendReminderVariables } from './api/send-reminder';
export { ReminderState } from './components/reminder-state';
export { SendReminderModal, type ReminderTarget } from './components/send-reminder-modal';
