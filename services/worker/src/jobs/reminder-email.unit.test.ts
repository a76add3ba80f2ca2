import { describe, expect, it } from 'vitest';
import { reminderEmailPayload } from '@teamledger/domain';
import { reminderMail } from './reminder-email.js';

const uma = { name: 'Uma Patel', address: 'uma@northwind.test' };
const liam = { name: 'Liam Carter', address: 'liam@northwind.test' };

describe('reminderEmailPayload', () => {
  const ids = {
    reminderId: '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b',
    userId: '0b7f6c1e-3f0a-4b7e-9a51-3c1f2f0c9a11',
  };

  it('takes the ids, and nothing personal', () => {
    expect(reminderEmailPayload.parse({ ...ids, email: uma.address })).toEqual(ids);
  });

  it.each([[{}], [{ reminderId: ids.reminderId }], [{ ...ids, userId: 'uma' }], [null]])(
    'refuses %j',
    (data) => {
      expect(reminderEmailPayload.safeParse(data).success).toBe(false);
    },
  );
});

describe('reminderMail', () => {
  it("goes to the person with the modal's subject, answered to who asked", () => {
    expect(
      reminderMail({ subject: 'hoursLog', date: '2026-03-09', recipient: uma, requester: liam }),
    ).toEqual({
      to: 'uma@northwind.test',
      subject: 'Hours log reminder',
      replyTo: liam,
      text: [
        'Hi Uma Patel,',
        '',
        'Please log your hours for Mar 9, 2026 in Teamledger.',
        '',
        'Liam Carter sent you this reminder; reply to this email to answer them.',
      ].join('\n'),
    });
  });

  it('says where it comes from when the one who asked is not known', () => {
    const mail = reminderMail({
      subject: 'standupMissing',
      date: null,
      recipient: uma,
      requester: null,
    });
    expect(mail).not.toHaveProperty('replyTo');
    expect(mail.subject).toBe('Standup missing reminder');
    expect(mail.text.split('\n').slice(2)).toEqual([
      'Your standup is missing. Please add it in Teamledger.',
      '',
      'This reminder was sent from Teamledger.',
    ]);
  });
});
