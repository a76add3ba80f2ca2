// @vitest-environment jsdom
import type { TodayStandup } from '@teamledger/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '../../../test-support/render';
import { StandupForm } from './standup-form';

const standup = {
  date: '2026-03-11',
  yesterday: 'Reviewed the holiday screen',
  today: 'Write tests',
  roadblocks: 'None',
  workspace: null,
  reportedAt: '2026-03-11T09:05:00.000Z',
  updatedAt: '2026-03-11T09:05:00.000Z',
};

async function submit(current: TodayStandup) {
  const answer = { date: '2026-03-11', standup: { ...standup, roadblocks: 'The VPN' } };
  const sent = stubApi({ status: 200, body: answer });
  const onSaved = vi.fn();
  const { user } = renderWithApp(<StandupForm current={current} onSaved={onSaved} />);
  const roadblocks = screen.getByLabelText('Do you have roadblocks');
  await user.clear(roadblocks);
  await user.type(roadblocks, 'The VPN');
  if (!current.standup) {
    await user.type(screen.getByLabelText('What I did yesterday'), 'Reviewed');
    await user.type(screen.getByLabelText('What I will do today'), 'Tests');
  }
  await user.click(screen.getByRole('button', { name: 'Update' }));
  const toasts = within(screen.getByRole('region', { name: 'Notifications' }));
  await toasts.findByRole('alert');
  return { sent, onSaved, toastText: toasts.getByRole('alert').textContent ?? '' };
}

describe('the standup form', () => {
  it("says Added for the day's first standup", async () => {
    const { sent, onSaved, toastText } = await submit({ date: '2026-03-11', standup: null });
    expect(toastText).toContain('Standup successfully Added.');
    expect(sent[0]?.body).toEqual({ yesterday: 'Reviewed', today: 'Tests', roadblocks: 'The VPN' });
    expect(onSaved).toHaveBeenCalledOnce();
  });

  it("says Updated when today's standup is sent again", async () => {
    const { sent, toastText } = await submit({ date: '2026-03-11', standup });
    expect(toastText).toContain('Standup successfully Updated.');
    expect(toastText).not.toContain('Added');
    expect(sent[0]?.body).toEqual({
      yesterday: 'Reviewed the holiday screen',
      today: 'Write tests',
      roadblocks: 'The VPN',
    });
    expect(screen.getByRole('button', { name: 'Update' }).hasAttribute('disabled')).toBe(true);
  });
});
