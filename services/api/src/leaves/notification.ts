import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The worker job that emails HR about a new leave ([9/11] adds its handler). */
export const LEAVE_NOTIFICATION_JOB = 'leave-notification';

/** Jobs carry ids, not personal data (STYLE.md 7): the worker reads the rest itself. */
export interface LeaveNotificationJob {
  leaveId: string;
}

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
    await app.jobQueue.add(LEAVE_NOTIFICATION_JOB, { leaveId } satisfies LeaveNotificationJob, {
      jobId: `${LEAVE_NOTIFICATION_JOB}-${leaveId}`,
    });
  } catch (error) {
    request.log.error({ err: error, leaveId }, 'could not queue the leave notification');
  }
}
