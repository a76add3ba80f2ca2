import { describe, expect, it } from 'vitest';
import { jobPayloadSchemas, type ReactedEvent, REMINDER_EMAIL_JOB } from '../jobs/index.js';
import { reminderEmailReaction } from './reactions.js';
import type { ReminderRequested } from './events.js';

const event: ReactedEvent<ReminderRequested> = {
  id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  source: 'web',
  type: 'ReminderRequested',
  data: {
    reminderId: '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b',
    userId: '0b7f6c1e-3f0a-4b7e-9a51-3c1f2f0c9a11',
    subject: 'standupMissing',
    date: '2026-03-10',
    requestedBy: '5d6e7f80-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
  },
};

describe('reminderEmailReaction', () => {
  it('handles ReminderRequested only', () => {
    expect(reminderEmailReaction.handles).toEqual(['ReminderRequested']);
  });

  it('asks for one reminder-email job with the ids only, keyed by the event', () => {
    const jobs = reminderEmailReaction.react(event);
    expect(jobs).toEqual([
      {
        name: REMINDER_EMAIL_JOB,
        payload: { reminderId: event.data.reminderId, userId: event.data.userId },
        jobId: `reminder-email-${event.id}`,
      },
    ]);
    expect(jobPayloadSchemas[REMINDER_EMAIL_JOB].parse(jobs[0]!.payload)).toEqual(jobs[0]!.payload);
  });

  it('asks for the same job when it sees the event again', () => {
    expect(reminderEmailReaction.react(event)).toEqual(reminderEmailReaction.react(event));
  });
});
