import { useMutation } from '@tanstack/react-query';
import type { IsoDate } from '@teamledger/domain';
import { sendReminder } from '../../reminders';

/** What "remind everyone missing" did: how many reminders went, and who was refused why. */
export interface RemindMissingResult {
  sent: number;
  refused: { name: string; reason: string }[];
}

export interface RemindMissingVariables {
  people: readonly { id: string; name: string }[];
  date: IsoDate;
}

/**
 * One standup-missing reminder per missing person, one request each (POST /api/reminders),
 * so the API's dedupe and limits decide each of them and a refusal stops nobody else's.
 */
export async function remindMissing({
  people,
  date,
}: RemindMissingVariables): Promise<RemindMissingResult> {
  const result: RemindMissingResult = { sent: 0, refused: [] };
  for (const person of people) {
    try {
      await sendReminder({
        input: { userId: person.id, subject: 'standupMissing', date },
        idempotencyKey: crypto.randomUUID(),
      });
      result.sent += 1;
    } catch (error) {
      result.refused.push({
        name: person.name,
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return result;
}

export function useRemindMissing() {
  return useMutation({ mutationFn: remindMissing });
}
