import { describe, expect, it } from 'vitest';
import { LEAVE_NOTIFICATION_JOB, type ReactedEvent } from '../jobs/index.js';
import type { LeaveApplied } from './events.js';
import { leaveNotificationReaction } from './reactions.js';

const applied = (source: ReactedEvent['source']): ReactedEvent<LeaveApplied> => ({
  id: '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e',
  source,
  type: 'LeaveApplied',
  data: {
    leaveId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    userId: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
    leaveType: 'Sick',
    details: 'Flu',
    from: '2026-11-27',
    to: '2026-11-27',
    status: 'pending',
  },
});

describe('leaveNotificationReaction', () => {
  it('asks for HR to be emailed about a leave someone applied for', () => {
    expect(leaveNotificationReaction.react(applied('web'))).toEqual([
      {
        name: LEAVE_NOTIFICATION_JOB,
        payload: { leaveId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d' },
        jobId: `${LEAVE_NOTIFICATION_JOB}-5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e`,
      },
    ]);
  });

  it('notifies nobody of history the system wrote (the demo seed)', () => {
    expect(leaveNotificationReaction.react(applied('system'))).toEqual([]);
  });
});
