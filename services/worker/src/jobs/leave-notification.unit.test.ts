import { describe, expect, it } from 'vitest';
import { leaveNotificationPayload } from '@teamledger/domain';

describe('leaveNotificationPayload', () => {
  it('takes the leave id, and nothing personal', () => {
    const leaveId = '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b';
    expect(leaveNotificationPayload.parse({ leaveId, name: 'Uma Patel' })).toEqual({ leaveId });
  });

  it.each([[{}], [{ leaveId: '' }], [{ leaveId: 'leave-1' }], [{ leaveId: 42 }], [null]])(
    'refuses %j',
    (data) => {
      expect(leaveNotificationPayload.safeParse(data).success).toBe(false);
    },
  );
});
