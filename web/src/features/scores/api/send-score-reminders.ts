import { useMutation } from '@tanstack/react-query';
import { scoreEndpoints, type LeadStep } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

type ReminderTarget = { userId: string; month: string; step?: LeadStep };

/** POST /api/scores/reminders: the worker emails each lead who has not submitted. */
export function sendScoreReminders(scores: ReminderTarget[]) {
  return callEndpoint(scoreEndpoints.reminders, { body: { scores } });
}

export function useSendScoreReminders() {
  return useMutation({ mutationFn: sendScoreReminders });
}
