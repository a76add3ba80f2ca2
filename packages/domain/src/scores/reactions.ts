import { reactionJobId, SCORE_REMINDER_EMAIL_JOB, type Reaction } from '../jobs/index.js';
import type { ScoreReminderRequested } from './events.js';

/** Every score reminder asked for is emailed to its lead by the worker. */
export const scoreReminderEmailReaction: Reaction<ScoreReminderRequested> = {
  name: 'reaction.score-reminder-email',
  handles: ['ScoreReminderRequested'],
  react(event) {
    const { reminderId, userId, month } = event.data;
    return [
      {
        name: SCORE_REMINDER_EMAIL_JOB,
        payload: { reminderId, userId, month },
        jobId: reactionJobId(event.id, SCORE_REMINDER_EMAIL_JOB),
      },
    ];
  },
};
