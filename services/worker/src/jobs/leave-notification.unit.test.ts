import { describe, expect, it } from 'vitest';
import { leaveNotificationPayload } from '@teamledger/domain';
import { leaveNotificationMail } from './leave-notification.js';

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

describe('leaveNotificationMail', () => {
  const leave = {
    id: '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b',
    user: { id: 'u-1', name: 'Liam Carter' },
    leaveType: 'Annual' as const,
    details: 'Family trip.\nReachable by phone.',
    from: '2026-04-01',
    to: '2026-04-01',
    appliedAt: '2026-03-31T22:30:00.000Z',
  };
  const mail = leaveNotificationMail({
    leave,
    applicant: { name: 'Liam Carter', address: 'liam@northwind.test' },
    hrEmail: 'hr@northwind.test',
    timeZone: 'Asia/Kolkata',
  });

  it('goes to HR, answered to the applicant, with the name and type in the subject', () => {
    expect(mail).toMatchObject({
      to: 'hr@northwind.test',
      replyTo: { name: 'Liam Carter', address: 'liam@northwind.test' },
      subject: 'Leave application: Liam Carter — Annual',
    });
  });

  it("gives the days, the details and when it was applied for on the company's clock", () => {
    expect(mail.text).toBe(
      [
        'Liam Carter (liam@northwind.test) applied for Annual leave.',
        '',
        'First day:  Apr 1, 2026',
        'Last day:   Apr 1, 2026 (1 calendar day)',
        'Applied on: Apr 1, 2026, 4:00 AM (Asia/Kolkata)',
        '',
        'Details:',
        'Family trip.',
        'Reachable by phone.',
        '',
        'Reply to this email to answer Liam Carter.',
      ].join('\n'),
    );
  });
});
