import { describe, expect, it } from 'vitest';
import { jobPayloadSchemas, type ReactedEvent, SCORE_REMINDER_EMAIL_JOB } from '../jobs/index.js';
import { scoreReminderEmailReaction } from './reactions.js';
import type { ScoreReminderRequested } from './events.js';

const event: ReactedEvent<ScoreReminderRequested> = {
  id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  source: 'web',
  type: 'ScoreReminderRequested',
  data: {
    reminderId: '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b',
    userId: '0b7f6c1e-3f0a-4b7e-9a51-3c1f2f0c9a11',
    month: '2026-02',
    step: 'lead2',
    leadId: '5d6e7f80-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
    requestedBy: '5d6e7f80-1a2b-4c3d-8e4f-5a6b7c8d9e0e',
  },
};

describe('scoreReminderEmailReaction', () => {
  it('asks for one email job per score reminder, ids only, with a deterministic job id', () => {
    expect(scoreReminderEmailReaction.handles).toEqual(['ScoreReminderRequested']);
    const [job, ...rest] = scoreReminderEmailReaction.react(event);
    expect(rest).toEqual([]);
    expect(job).toEqual({
      name: SCORE_REMINDER_EMAIL_JOB,
      payload: { reminderId: event.data.reminderId, userId: event.data.userId, month: '2026-02' },
      jobId: `score-reminder-email-${event.id}`,
    });
    expect(jobPayloadSchemas[SCORE_REMINDER_EMAIL_JOB].parse(job!.payload)).toEqual(job!.payload);
  });
});
