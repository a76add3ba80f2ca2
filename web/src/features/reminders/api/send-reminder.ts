import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reminderEndpoints, type Reminder, type ReminderRequest } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { reminderQueryKey } from './get-reminder';

export interface SendReminderVariables {
  input: ReminderRequest;
  idempotencyKey: string;
}

/** POST /api/reminders: records the reminder; the worker emails it (queued until then). */
export async function sendReminder({
  input,
  idempotencyKey,
}: SendReminderVariables): Promise<Reminder> {
  const { reminder } = await callEndpoint(reminderEndpoints.send, { body: input, idempotencyKey });
  return reminder;
}

export function useSendReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReminder,
    onSuccess: (reminder) => queryClient.setQueryData(reminderQueryKey(reminder.id), reminder),
  });
}
