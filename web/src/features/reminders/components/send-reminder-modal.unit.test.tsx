// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import type { Reminder } from '@teamledger/domain';
import { describe, expect, it, vi } from 'vitest';
import { apiError, renderWithApp, stubApi } from '../../../test-support/render';
import { SendReminderModal } from './send-reminder-modal';

const target = {
  userId: '0b7f6c1e-3f0a-4b7e-9a51-3c1f2f0c9a11',
  name: 'Uma Patel',
  date: '2026-03-10',
};
const queued: Reminder = {
  id: '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b',
  user: { id: target.userId, name: 'Uma Patel' },
  subject: 'lessHours',
  date: '2026-03-10',
  state: 'queued',
  requestedAt: '2026-03-10T18:00:00.000Z',
  sentAt: null,
  failure: null,
};

function renderModal() {
  const onSent = vi.fn<(reminder: Reminder) => void>();
  const app = renderWithApp(<SendReminderModal target={target} onHide={vi.fn()} onSent={onSent} />);
  const dialog = within(screen.getByRole('dialog', { name: 'Reminder Email' }));
  return { ...app, dialog, onSent };
}

const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));

describe('the Reminder Email modal', () => {
  it('says who and which day, and needs a subject before it sends anything', async () => {
    const sent = stubApi();
    const { user, dialog, onSent } = renderModal();
    expect(dialog.getByText(/about Mar 10, 2026/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await dialog.findByText('Please select a subject!')).toBeTruthy();
    expect(sent).toEqual([]);
    expect(onSent).not.toHaveBeenCalled();
  });

  it('records the reminder with the row, toasts once it is queued and hands it on', async () => {
    const sent = stubApi({ status: 201, body: { reminder: queued } });
    const { user, dialog, onSent } = renderModal();
    await user.selectOptions(dialog.getByLabelText('Subject'), 'Less hours reminder');
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await toasts().findByText('Email sent successfully to user!')).toBeTruthy();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/reminders',
        body: { userId: target.userId, subject: 'lessHours', date: '2026-03-10' },
        idempotencyKey: expect.any(String),
      },
    ]);
    expect(onSent).toHaveBeenCalledWith(queued);
  });

  it('says so, and toasts nothing, when the reminder could not be recorded', async () => {
    stubApi(apiError(422, 'reminder_recipient_inactive', 'Reminders go to active people only.'));
    const { user, dialog, onSent } = renderModal();
    await user.selectOptions(dialog.getByLabelText('Subject'), 'Hours log reminder');
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect((await dialog.findByRole('alert')).textContent).toContain(
      'Reminders go to active people only.',
    );
    expect(toasts().queryByText('Email sent successfully to user!')).toBeNull();
    expect(onSent).not.toHaveBeenCalled();
  });
});
