import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/test-support/decider-spec.js';
import type { ReminderCommand, ReminderRecipient, RequestReminder } from './commands.js';
import { reminderRequestSchema } from './contracts.js';
import {
  decideReminders,
  REMINDER_DATE_FUTURE,
  REMINDER_RECIPIENT_INACTIVE,
  REMINDER_RECIPIENT_NOT_LED,
  REMINDER_RECIPIENT_UNLISTED,
} from './decide.js';
import type { ReminderEvent, ReminderRequested } from './events.js';
import { evolveReminders, initialRemindersState, type RemindersState } from './evolve.js';

const spec = deciderSpec<RemindersState, ReminderCommand, ReminderEvent>({
  initialState: initialRemindersState,
  evolve: evolveReminders,
  decide: decideReminders,
});

const reminderId = '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b';
const requested: ReminderRequested['data'] = {
  reminderId,
  userId: '0b7f6c1e-3f0a-4b7e-9a51-3c1f2f0c9a11',
  subject: 'hoursLog',
  date: '2026-03-10',
  requestedBy: '5d6e7f80-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
};
const uma: ReminderRecipient = {
  status: 'active',
  role: 'User',
  leadIds: ['7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d'],
};
const request = (overrides: Partial<RequestReminder['data']> = {}): ReminderCommand => ({
  type: 'RequestReminder',
  data: {
    ...requested,
    recipient: uma,
    senderRemindsAnyone: true,
    today: '2026-03-10',
    ...overrides,
  },
});
const sent = { reminderId, to: 'uma@northwind.test', at: '2026-03-10T18:00:02.000Z' };
const failed = { reminderId, reason: 'Mailbox refused', at: '2026-03-10T18:00:02.000Z' };
const recordSent: ReminderCommand = { type: 'RecordReminderSent', data: sent };
const recordFailed: ReminderCommand = { type: 'RecordReminderFailed', data: failed };
const given: Record<'queued' | 'sent' | 'failed', ReminderEvent[]> = {
  queued: [{ type: 'ReminderRequested', data: requested }],
  sent: [
    { type: 'ReminderRequested', data: requested },
    { type: 'ReminderSent', data: sent },
  ],
  failed: [
    { type: 'ReminderRequested', data: requested },
    { type: 'ReminderFailed', data: failed },
  ],
};

describe('no reminder yet', () => {
  const none = spec.given([]);

  it('records the request for an active person', () => {
    none.when(request()).then([{ type: 'ReminderRequested', data: requested }]);
  });

  it('needs no day', () => {
    none
      .when(request({ date: null }))
      .then([{ type: 'ReminderRequested', data: { ...requested, date: null } }]);
  });

  it('refuses a person who does not exist (404) or is not active (422)', () => {
    none.when(request({ recipient: null })).thenThrows('not_found', 'User was not found.');
    for (const status of ['inactive', 'blocked', 'left', 'deleted'] as const) {
      none
        .when(request({ recipient: { ...uma, status } }))
        .thenThrows('reminder_recipient_inactive', REMINDER_RECIPIENT_INACTIVE);
    }
  });

  it('refuses a person the reports do not list: a Client, an Admin, a Manager (422)', () => {
    for (const role of ['Client', 'Admin', 'superAdmin', 'Manager'] as const) {
      none
        .when(request({ recipient: { ...uma, role } }))
        .thenThrows('reminder_recipient_unlisted', REMINDER_RECIPIENT_UNLISTED);
    }
    none
      .when(request({ recipient: { ...uma, role: 'Viewer' } }))
      .then([{ type: 'ReminderRequested', data: requested }]);
  });

  it('lets a lead remind only the people they lead (403)', () => {
    none
      .when(request({ senderRemindsAnyone: false }))
      .thenThrows('forbidden', REMINDER_RECIPIENT_NOT_LED);
    const led = { ...uma, leadIds: [requested.requestedBy] };
    none
      .when(request({ senderRemindsAnyone: false, recipient: led }))
      .then([{ type: 'ReminderRequested', data: requested }]);
  });

  it('refuses a day after today (400) and takes today', () => {
    none
      .when(request({ date: '2026-03-11' }))
      .thenThrows('reminder_date_future', REMINDER_DATE_FUTURE);
    none
      .when(request({ date: '2026-03-10' }))
      .then([{ type: 'ReminderRequested', data: requested }]);
  });

  it('has nothing to record as sent or failed (404)', () => {
    none.when(recordSent).thenThrows('not_found', 'Reminder was not found.');
    none.when(recordFailed).thenThrows('not_found', 'Reminder was not found.');
  });
});

describe('a queued reminder', () => {
  it('is requested once: asking again under its id records nothing', () => {
    spec.given(given.queued).when(request()).then([]);
    spec.given(given.sent).when(request()).then([]);
  });

  it('records the send, or that it failed', () => {
    spec
      .given(given.queued)
      .when(recordSent)
      .then([{ type: 'ReminderSent', data: sent }]);
    spec
      .given(given.queued)
      .when(recordFailed)
      .then([{ type: 'ReminderFailed', data: failed }]);
  });

  it('leaves the other reminders of the person alone', () => {
    const other = { ...requested, reminderId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' };
    const state = [...given.queued, { type: 'ReminderRequested', data: other } as const].reduce(
      evolveReminders,
      initialRemindersState,
    );
    expect(evolveReminders(state, { type: 'ReminderSent', data: sent }).reminders).toEqual({
      [reminderId]: 'sent',
      [other.reminderId]: 'queued',
    });
  });
});

describe('a sent reminder', () => {
  it('records nothing more when the job runs again or fails afterwards', () => {
    spec.given(given.sent).when(recordSent).then([]);
    spec.given(given.sent).when(recordFailed).then([]);
  });
});

describe('a failed reminder', () => {
  it('is recorded as sent when a retried job gets it out, and fails only once', () => {
    spec
      .given(given.failed)
      .when(recordSent)
      .then([{ type: 'ReminderSent', data: sent }]);
    spec.given(given.failed).when(recordFailed).then([]);
  });
});

describe('reminderRequestSchema', () => {
  const userId = requested.userId;

  it('takes a person, a subject and an optional day', () => {
    expect(reminderRequestSchema.parse({ userId, subject: 'lessHours' })).toEqual({
      userId,
      subject: 'lessHours',
    });
    expect(
      reminderRequestSchema.parse({ userId, subject: 'standupMissing', date: '2026-03-09' }),
    ).toEqual({ userId, subject: 'standupMissing', date: '2026-03-09' });
  });

  it.each([[{ userId }], [{ userId, subject: '' }], [{ userId, subject: 'Hours log reminder' }]])(
    "says 'Please select a subject!' for %j",
    (body) => {
      const result = reminderRequestSchema.safeParse(body);
      expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
        [['subject'], 'Please select a subject!'],
      ]);
    },
  );

  it('refuses a field it does not know', () => {
    expect(
      reminderRequestSchema.safeParse({ userId, subject: 'hoursLog', body: 'Hi' }).success,
    ).toBe(false);
  });
});
