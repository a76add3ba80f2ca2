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
  // A standup and 5 hours: the less hours reminder fits.
  day: { hasStandup: true, hoursLogged: 5 },
  senderName: 'Liam Carter',
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

function renderModal(shown = target) {
  const onSent = vi.fn<(reminder: Reminder) => void>();
  const app = renderWithApp(<SendReminderModal target={shown} onHide={vi.fn()} onSent={onSent} />);
  const dialog = within(screen.getByRole('dialog', { name: 'Reminder Email' }));
  return { ...app, dialog, onSent };
}

const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));

describe('the Reminder Email modal', () => {
  it.each([
    [{ hasStandup: false, hoursLogged: 6 }, 'Standup missing reminder'],
    [{ hasStandup: true, hoursLogged: 0 }, 'Hours log reminder'],
    [{ hasStandup: true, hoursLogged: 5 }, 'Less hours reminder'],
  ])('chooses the subject that fits a day of %j: %s', (day, label) => {
    const { dialog } = renderModal({ ...target, day });
    const subject = dialog.getByLabelText<HTMLSelectElement>('Subject');
    expect(subject.selectedOptions[0]?.textContent).toBe(label);
  });

  it('previews the email with its link, and warns of a subject the row does not fit', async () => {
    const { user, dialog } = renderModal();
    const preview = within(dialog.getByRole('region', { name: 'Preview: Less hours reminder' }));
    expect(preview.getByText('Hi Uma Patel,')).toBeTruthy();
    expect(preview.getByText(/The hours you logged for Mar 10, 2026 are fewer/)).toBeTruthy();
    expect(preview.getByText(`${window.location.origin}/AddHoursLog`)).toBeTruthy();
    expect(dialog.queryByText(/does not fit the row/)).toBeNull();

    await user.selectOptions(dialog.getByLabelText('Subject'), 'Standup missing reminder');
    expect(
      dialog.getByText(
        'Uma Patel already posted a standup that day. This reminder does not fit the row.',
      ),
    ).toBeTruthy();
    expect(dialog.getByText(`${window.location.origin}/AddStandup`)).toBeTruthy();
  });

  it('says who and which day, and needs a subject before it sends anything', async () => {
    const sent = stubApi();
    // A full day with a standup: no subject fits, none is chosen.
    const { user, dialog, onSent } = renderModal({
      ...target,
      day: { hasStandup: true, hoursLogged: 8 },
    });
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
