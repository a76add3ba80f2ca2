import { describe, expect, it } from 'vitest';
import { jobPayloadSchemas, REMINDER_SCHEDULE_JOB, type ReactedEvent } from '../jobs/index.js';
import { reminderScheduleReaction } from './reactions.js';
import type { SettingsChanged } from './events.js';

const changed = (changes: SettingsChanged['data']['changes']): ReactedEvent<SettingsChanged> => ({
  id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  source: 'web',
  type: 'SettingsChanged',
  data: { changes, previous: {} },
});
const schedule = {
  standupMissing: { enabled: true, time: '10:30' },
  hoursLog: { enabled: false, time: '18:30' },
  lessHours: { enabled: false, time: '19:00', minimumHours: 8 },
};

describe('reminderScheduleReaction', () => {
  it('re-schedules when the reminder times change, keyed by the event', () => {
    const jobs = reminderScheduleReaction.react(changed({ reminderSchedule: schedule }));
    expect(jobs).toEqual([
      {
        name: REMINDER_SCHEDULE_JOB,
        payload: {},
        jobId: 'reminder-schedule-7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
      },
    ]);
    expect(jobPayloadSchemas[REMINDER_SCHEDULE_JOB].parse(jobs[0]!.payload)).toEqual({});
  });

  it('re-schedules when the company time zone changes', () => {
    expect(
      reminderScheduleReaction.react(changed({ companyTimeZone: 'Asia/Kolkata' })),
    ).toHaveLength(1);
  });

  it('re-schedules when the timesheet reminders change', () => {
    expect(
      reminderScheduleReaction.react(
        changed({ timesheetReminders: { submit: true, approve: false, time: '09:00' } }),
      ),
    ).toHaveLength(1);
  });

  it('asks for nothing when only the HR email changes', () => {
    expect(reminderScheduleReaction.react(changed({ hrEmail: 'hr@northwind.test' }))).toEqual([]);
  });
});
