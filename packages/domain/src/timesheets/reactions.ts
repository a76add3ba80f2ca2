import { reactionJobId, TIMESHEET_REJECTION_EMAIL_JOB, type Reaction } from '../jobs/index.js';
import type { TimesheetRejected } from './events.js';

/** A rejected period's note is emailed back to its person (DESIGN.md 6.14). */
export const timesheetRejectionReaction: Reaction<TimesheetRejected> = {
  name: 'reaction.timesheet-rejection-email',
  handles: ['TimesheetRejected'],
  react(event) {
    if (event.source === 'system') return [];
    const { userId, period } = event.data;
    return [
      {
        name: TIMESHEET_REJECTION_EMAIL_JOB,
        payload: { userId, period, eventId: event.id },
        jobId: reactionJobId(event.id, TIMESHEET_REJECTION_EMAIL_JOB),
      },
    ];
  },
};
