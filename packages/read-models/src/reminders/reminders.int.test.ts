import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderStream, type ReminderEvent, type UserRegistered } from '@teamledger/domain';
import { eventRecorder } from '../test-support/recorded.js';
import { applyOnceAndTwice } from '../test-support/replay-twice.js';
import { openReadModelDb, type ReadModelDb } from '../test-support/work-fixtures.js';
import { usersProjection } from '../users/index.js';
import { remindersProjection } from './projection.js';
import { findReminder } from './queries.js';

const uma = '22222222-2222-4222-8222-222222222222';
const amina = '11111111-1111-4111-8111-111111111111';
const first = '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a71';
const second = '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a72';
const third = '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a73';

const recorded = eventRecorder();
const reminder = (event: ReminderEvent, at: string) => recorded(event, reminderStream(uma), at);
const requested = (reminderId: string, date: string | null) =>
  reminder(
    {
      type: 'ReminderRequested',
      data: { reminderId, userId: uma, subject: 'hoursLog', date, requestedBy: amina },
    },
    '2026-03-10T17:00:00.000Z',
  );

const umaRegistered: UserRegistered = {
  type: 'UserRegistered',
  data: {
    userId: uma,
    email: 'uma@northwind.test',
    name: 'Uma Patel',
    role: 'User',
    status: 'active',
    via: 'admin',
    teamName: null,
    leadIds: [],
    workspaceIds: [],
    defaultWorkspaceId: null,
    isProviderUser: false,
    isLead: false,
    gender: 'F',
  },
};

const events = [
  requested(first, '2026-03-10'),
  reminder(
    {
      type: 'ReminderSent',
      data: { reminderId: first, to: 'uma@northwind.test', at: '2026-03-10T17:00:03.000Z' },
    },
    '2026-03-10T17:00:03.000Z',
  ),
  requested(second, null),
  reminder(
    {
      type: 'ReminderFailed',
      data: { reminderId: second, reason: 'Mailbox refused', at: '2026-03-10T17:05:00.000Z' },
    },
    '2026-03-10T17:05:00.000Z',
  ),
  requested(third, '2026-03-09'),
];

describe('reminders read model', () => {
  let t: ReadModelDb;
  beforeAll(async () => {
    t = await openReadModelDb([usersProjection]);
    await usersProjection.apply(t.db, recorded(umaRegistered, `user-${uma}`));
  });
  afterAll(() => t.close());

  it('ends identical when every event is applied twice', async () => {
    const { once, twice } = await applyOnceAndTwice(t.db, remindersProjection, events);
    expect(twice).toEqual(once);
  });

  it('shows each reminder queued, sent or failed, with the name of the person', async () => {
    expect(await findReminder(t.db, first)).toEqual({
      id: first,
      user: { id: uma, name: 'Uma Patel' },
      subject: 'hoursLog',
      date: '2026-03-10',
      state: 'sent',
      requestedAt: '2026-03-10T17:00:00.000Z',
      sentAt: '2026-03-10T17:00:03.000Z',
      failure: null,
    });
    expect(await findReminder(t.db, second)).toMatchObject({
      date: null,
      state: 'failed',
      sentAt: null,
      failure: 'Mailbox refused',
    });
    expect(await findReminder(t.db, third)).toMatchObject({ state: 'queued', sentAt: null });
    expect(await findReminder(t.db, '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a79')).toBeNull();
  });
});
