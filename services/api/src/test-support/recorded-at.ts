import { randomUUID } from 'node:crypto';
import type { EventStore } from '@teamledger/eventstore';

/**
 * Appends one event recorded at `at` (its metadata's `at`, which "as of" cuts on): how the
 * as-of and explanation tests lay out a history instant by instant.
 */
export async function recordAt(
  store: EventStore,
  at: string,
  stream: string,
  type: string,
  data: Record<string, unknown>,
  { actorId, source = 'web' }: { actorId: string | null; source?: 'web' | 'provider' },
): Promise<void> {
  await store.appendToStream(stream, [
    {
      id: randomUUID(),
      type,
      data,
      metadata: { actorId, at, correlationId: randomUUID(), causationId: null, source },
    },
  ]);
}

/**
 * A submitted general step of `userId`'s score for `month` saved by `leadId`: one criterion
 * per rating, its total, and the score's total after it.
 */
export const submittedStep = (
  { userId, month, leadId }: { userId: string; month: string; leadId: string },
  step: 'lead1' | 'lead2',
  ratings: number[],
  total: number,
  after: number,
) => ({
  userId,
  month,
  step,
  savedBy: leadId,
  status: 'submitted',
  score: {
    type: 'general',
    criteria: ratings.map((rating, index) => ({ name: `Criterion ${index + 1}`, rating })),
  },
  comments: '',
  stepTotal: total,
  version: 1,
  leadIds: [leadId],
  templateName: null,
  totalBefore: null,
  totalAfter: after,
});
