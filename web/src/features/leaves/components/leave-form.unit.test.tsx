// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '../../../test-support/render';
import { LeaveForm } from './leave-form';

const TODAY = '2026-11-28';

const leave = {
  id: '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b',
  user: { id: '0b7f6c1e-3f0a-5b7e-9a51-3c1f2f0c9a11', name: 'Uma Patel' },
  leaveType: 'Casual',
  details: 'Moving house',
  from: '2026-11-27',
  to: '2026-11-27',
  halfDay: false,
  workingDays: 1,
  appliedAt: '2026-11-28T09:00:00.000Z',
  status: 'pending' as const,
  decision: null,
};

function fill(user: ReturnType<typeof renderWithApp>['user'], from: string, to: string) {
  fireEvent.change(screen.getByLabelText('First day'), { target: { value: from } });
  fireEvent.change(screen.getByLabelText('Last day'), { target: { value: to } });
  return user.type(screen.getByLabelText('Leave Details'), 'Moving house');
}

describe('the leave form', () => {
  it('starts with both days empty and asks for them', async () => {
    const sent = stubApi();
    const { user } = renderWithApp(<LeaveForm today={TODAY} onSaved={vi.fn()} />);
    expect(screen.getByLabelText<HTMLInputElement>('First day').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Last day').value).toBe('');
    await user.selectOptions(screen.getByLabelText('Leave Type'), 'Casual');
    await user.type(screen.getByLabelText('Leave Details'), 'Moving house');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Please select the first day!');
    expect(screen.getByText('Please select the last day!')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sums the leave up, warns of a day already worked, and sends once told to go on', async () => {
    const sent = stubApi(
      {
        status: 200,
        body: {
          from: '2026-11-27',
          to: '2026-11-27',
          holidays: [],
          worked: [{ date: '2026-11-27', hoursLogged: 14.5, standup: true }],
          balance: null,
        },
      },
      { status: 201, body: { leave } },
    );
    const onSaved = vi.fn();
    const { user } = renderWithApp(<LeaveForm today={TODAY} onSaved={onSaved} />);
    await user.selectOptions(screen.getByLabelText('Leave Type'), 'Casual');
    await fill(user, '2026-11-27', '2026-11-27');
    await screen.findByText('Casual leave, Fri 27 Nov, 1 working day');
    expect(screen.getByText('Fri 27 Nov has 14.5 hours logged and a standup.')).toBeTruthy();
    expect(sent.map((request) => request.path)).toEqual([
      '/api/leaves/days?from=2026-11-27&to=2026-11-27&leaveType=Casual',
    ]);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Say you mean these days, or change them.');
    expect(sent).toHaveLength(1);

    await user.click(screen.getByLabelText('Apply for these days anyway'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const toasts = within(screen.getByRole('region', { name: 'Notifications' }));
    await toasts.findByText('Successfully Applied for leave.');
    expect(sent[1]).toMatchObject({
      method: 'POST',
      path: '/api/leaves',
      body: { leaveType: 'Casual', details: 'Moving house', from: '2026-11-27', to: '2026-11-27' },
    });
    expect(onSaved).toHaveBeenCalledOnce();
  });

  it('asks nothing more of a leave on days not worked', async () => {
    const sent = stubApi(
      {
        status: 200,
        // Thu 31 Dec to Mon 4 Jan, New Year's Day a holiday.
        body: {
          from: '2026-12-31',
          to: '2027-01-04',
          holidays: ['2027-01-01'],
          worked: [],
          balance: {
            leaveType: 'Annual',
            years: [
              { year: 2026, available: 3, charge: 1, after: 2 },
              { year: 2027, available: 20, charge: 1, after: 19 },
            ],
            allowed: true,
          },
        },
      },
      { status: 201, body: { leave: { ...leave, from: '2026-12-31', to: '2027-01-04' } } },
    );
    const { user } = renderWithApp(<LeaveForm today={TODAY} onSaved={vi.fn()} />);
    await user.selectOptions(screen.getByLabelText('Leave Type'), 'Annual');
    await fill(user, '2026-12-31', '2027-01-04');
    await screen.findByText('Annual leave, Thu 31 Dec 2026 to Mon 4 Jan 2027, 2 working days');
    expect(screen.queryByLabelText('Apply for these days anyway')).toBeNull();
    // What it leaves of the balance, each year apart; no half day for a leave of several days.
    expect(
      screen.getByText('Annual balance 2026: 3 days available; this leave takes 1 and leaves 2.'),
    ).toBeTruthy();
    expect(
      screen.getByText('Annual balance 2027: 20 days available; this leave takes 1 and leaves 19.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Half day')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const toasts = within(screen.getByRole('region', { name: 'Notifications' }));
    await toasts.findByText('Successfully Applied for leave.');
    expect(sent.map((request) => request.method)).toEqual(['GET', 'POST']);
  });
});
