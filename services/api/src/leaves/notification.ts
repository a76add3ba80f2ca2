import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LEAVE_NOTIFICATION_JOB, type LeaveNotificationPayload } from '@teamledger/worker';

/**
 * Queues the HR email for a leave once its LeaveApplied is stored. The job id is the leave's,
 * so queueing twice sends once. A queue that cannot be reached does not undo the leave: the
 * person has applied, and the failure is logged for an operator to see.
 */
export async function queueLeaveNotification(
  app: FastifyInstance,
  request: FastifyRequest,
  leaveId: string,
): Promise<void> {
  try {
    await app.jobQueue.add(LEAVE_NOTIFICATION_JOB, { leaveId } satisfies LeaveNotificationPayload, {
      jobId: `${LEAVE_NOTIFICATION_JOB}-${leaveId}`,
    });
  } catch (error) {
    request.log.error({ err: error, leaveId }, 'could not queue the leave notification');
  }
}
