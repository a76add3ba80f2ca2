// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import type { Score, ScoreForm, ScoreMonthSummary } from '@teamledger/domain';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '../../../test-support/render';
import { EditScoreModal } from './edit-score-modal';

const userId = '0b7f6c1e-3f0a-4b7e-9a51-3c1f2f0c9a11';
const leadId = '1a000000-0000-4000-8000-000000000001';
const pending = (step: 'lead1' | 'hr', id: string | null) => ({
  step,
  leadId: id,
  leadName: id ? 'Liam Carter' : null,
  status: 'pending' as const,
  version: 0,
  score: null,
  comments: '',
  total: null,
  savedAt: null,
});
const score: Score = {
  userId,
  userName: 'Uma Patel',
  month: '2026-02',
  monthLabel: 'Feb 2026',
  total: null,
  status: 'pending',
  approved: false,
  exists: false,
  templateName: null,
  steps: [pending('lead1', leadId), pending('hr', null)],
};
const form: ScoreForm = {
  score,
  approval: null,
  template: { name: 'Engineering', fields: ['Quality', 'Delivery'] },
  projects: [
    { workspaceId: 'w1', name: 'Atlas', hours: 30, weightage: 75 },
    { workspaceId: 'w2', name: 'Beacon', hours: 10, weightage: 25 },
  ],
};

const summary: ScoreMonthSummary = {
  month: '2026-02',
  hoursLogged: 40,
  hoursAvailable: 160,
  lateArrivals: 2,
  standupsMissed: 3,
  leaveDays: 1,
  milestones: [{ id: 'm1', name: 'Release 2.0', hours: 30 }],
};

function renderModal() {
  const app = renderWithApp(
    <EditScoreModal
      show
      onHide={vi.fn()}
      userId={userId}
      userName="Uma Patel"
      month="2026-02"
      step="lead1"
    />,
  );
  const dialog = within(screen.getByRole('dialog', { name: 'Score Uma Patel for February 2026' }));
  return { ...app, dialog };
}

// jsdom and user-event are slow on a busy machine: each test clicks through a whole form.
describe('the Edit Score modal', { timeout: 30_000 }, () => {
  it('needs every rating before it sends anything', async () => {
    const sent = stubApi({ status: 200, body: form }, { status: 200, body: summary });
    const { user, dialog } = renderModal();
    await user.selectOptions(await dialog.findByLabelText('Quality'), '4');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await dialog.findByText('Missing field')).toBeTruthy();
    expect(dialog.queryByRole('group', { name: /^Submit the score/ })).toBeNull();
    expect(sent.map((request) => request.method)).toEqual(['GET', 'GET']);
  });

  it("shows the person's month beside the ratings", async () => {
    stubApi({ status: 200, body: form }, { status: 200, body: summary });
    const { dialog } = renderModal();
    const month = within(await dialog.findByRole('region', { name: 'Uma Patel in February 2026' }));
    expect(await month.findByText('40 h of 160 h available')).toBeTruthy();
    expect(month.getByText('Late arrivals').nextElementSibling?.textContent).toBe('2');
    expect(month.getByText('Standups missed').nextElementSibling?.textContent).toBe('3');
    expect(month.getByText('Leave days').nextElementSibling?.textContent).toBe('1');
    expect(month.getByText('Release 2.0: 30 h')).toBeTruthy();
  });

  it('asks before the final submit: keeping on editing sends nothing, yes submits', async () => {
    const sent = stubApi(
      { status: 200, body: form },
      { status: 200, body: summary },
      { status: 200, body: score },
      { status: 200, body: form },
    );
    const { user, dialog } = renderModal();
    await user.selectOptions(await dialog.findByLabelText('Quality'), '4');
    await user.selectOptions(dialog.getByLabelText('Delivery'), '5');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    const question = within(
      dialog.getByRole('group', { name: 'Submit the score of Uma Patel for February 2026?' }),
    );
    expect(
      question.getByText('Submitting is final: you cannot change this score afterwards.'),
    ).toBeTruthy();
    await user.click(question.getByRole('button', { name: 'Keep editing' }));
    expect((dialog.getByLabelText('Quality') as HTMLSelectElement).value).toBe('4');
    expect(sent.map((request) => request.method)).toEqual(['GET', 'GET']);

    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    await user.click(dialog.getByRole('button', { name: 'Yes, submit' }));
    expect(
      await within(screen.getByRole('region', { name: 'Notifications' })).findByText(
        'Score Saved successfully.',
      ),
    ).toBeTruthy();
    expect(sent[2]).toMatchObject({
      method: 'PUT',
      path: `/api/scores/${userId}/2026-02/steps/lead1`,
      body: { status: 'submitted', baseVersion: 0 },
    });
  });

  it('pre-fills weightages from hours, rescales on Ignore and saves the included projects', async () => {
    // The save refreshes the open score before the modal closes.
    const sent = stubApi(
      { status: 200, body: form },
      { status: 200, body: summary },
      { status: 200, body: score },
      { status: 200, body: form },
      { status: 200, body: form },
    );
    const { user, dialog } = renderModal();
    await user.click(await dialog.findByLabelText('Projects'));
    expect(
      (dialog.getByLabelText('Weightage', { selector: '#project-0-weightage' }) as HTMLInputElement)
        .value,
    ).toBe('75');
    expect(dialog.getByText('Current Weightage is 100')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Ignore Atlas' }));
    expect(
      (dialog.getByLabelText('Weightage', { selector: '#project-1-weightage' }) as HTMLInputElement)
        .value,
    ).toBe('100');
    await user.selectOptions(dialog.getByLabelText('Quality'), '5');
    await user.selectOptions(dialog.getByLabelText('Delivery'), '3');
    await user.click(dialog.getByRole('button', { name: 'Save as Draft' }));
    expect(
      await within(screen.getByRole('region', { name: 'Notifications' })).findByText(
        'Score Save as Draft successfully.',
      ),
    ).toBeTruthy();
    expect(sent[2]).toMatchObject({
      method: 'PUT',
      path: `/api/scores/${userId}/2026-02/steps/lead1`,
      body: {
        status: 'draft',
        baseVersion: 0,
        comments: '',
        score: {
          type: 'project',
          projects: [
            {
              name: 'Beacon',
              weightage: 100,
              comments: '',
              criteria: [
                { name: 'Quality', rating: 5 },
                { name: 'Delivery', rating: 3 },
              ],
            },
          ],
        },
      },
    });
  });
});
