import type { Queue } from 'bullmq';
import { WORKLOG_SYNC_JOB } from '@teamledger/domain';

export const WORKLOG_SYNC_SCHEDULER = 'worklog-sync-schedule';

/**
 * The worklog sync every `everyMs` (DESIGN.md 2: started by a schedule). upsertJobScheduler
 * replaces the one set before, so a restart or a second worker does not add another. No
 * retries of a failed run: the next one, minutes later, reads from the same cursor.
 */
export async function scheduleWorklogSync(queue: Queue, everyMs: number): Promise<void> {
  await queue.upsertJobScheduler(
    WORKLOG_SYNC_SCHEDULER,
    { every: everyMs },
    {
      name: WORKLOG_SYNC_JOB,
      data: {},
      opts: { attempts: 1, removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } },
    },
  );
}
