// @vitest-environment jsdom
import type { Explanation } from '@teamledger/domain';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CompanyTimeZoneProvider } from '../../../components/text';
import { renderWithApp, stubApi } from '../../../test-support/render';
import { instantOf, localOf } from './as-of-control';
import { ExplainButton, ExplainProvider } from './explain';

const uma = '0b7f6c1e-3f0a-5b7e-9a51-3c1f2f0c9a11';
const explanation: Explanation = {
  report: 'login-hours',
  figure: 'totalHours',
  user: { id: uma, name: 'Uma Patel' },
  title: 'Hours logged on Mar 9, 2026',
  rule: 'Hours logged: the sum of the entries of the day as they stand.',
  value: 5.25,
  unit: 'hours',
  combine: 'sum',
  facts: [
    { label: 'API work', date: '2026-03-09', value: 3, eventIds: ['e1'] },
    { label: 'Review', date: '2026-03-09', value: 2.25, eventIds: ['e2', 'e3'] },
  ],
  events: [
    {
      id: 'e3',
      type: 'HoursCorrected',
      streamId: `worklogs-${uma}-2026-03-09`,
      recordedAt: '2026-03-10T08:00:00.000Z',
      by: { id: 'a', name: 'Amina Qureshi' },
      origin: { kind: 'corrected', reason: 'Forgot the review' },
      summary: '2 h corrected to 2.25 h: Review',
    },
  ],
  asOf: null,
  laterEvents: [],
};

// jsdom has no media queries; the offcanvas asks one (never a phone here).
beforeEach(() => {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({
      matches: false,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
});

describe('Why this number?', () => {
  it('is plain text outside a screen that explains', () => {
    renderWithApp(
      <ExplainButton target={{ report: 'login-hours', figure: 'totalHours', user: uma }} label="x">
        5.25
      </ExplainButton>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('5.25')).toBeTruthy();
  });

  it('opens the panel with the rule, the facts and who corrected what, asking for that figure', async () => {
    const sent = stubApi({ status: 200, body: explanation });
    const { user } = renderWithApp(
      <ExplainProvider>
        <ExplainButton
          target={{ report: 'login-hours', figure: 'totalHours', user: uma, date: '2026-03-09' }}
          label="Total Hours of Uma Patel on Mar 9, 2026"
          changed={null}
        >
          5.25
        </ExplainButton>
      </ExplainProvider>,
    );
    const button = screen.getByRole('button', { name: '5.25' });
    expect(button.getAttribute('aria-description')).toBe(
      'Why this number? Total Hours of Uma Patel on Mar 9, 2026',
    );
    await user.click(button);
    expect((await screen.findByTestId('explained-value')).textContent).toBe('5.25 h');
    expect(screen.getByText(explanation.rule)).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Review' })).toBeTruthy();
    expect(screen.getByText(/Corrected by Amina Qureshi: Forgot the review/)).toBeTruthy();
    expect(sent.map((request) => request.path)).toEqual([
      `/api/explain?report=login-hours&figure=totalHours&user=${uma}&date=2026-03-09`,
    ]);
  });

  it('names a figure that changed since the as-of instant with both values, on the company clock', () => {
    renderWithApp(
      <CompanyTimeZoneProvider value="Asia/Karachi">
        <ExplainProvider>
          <ExplainButton
            target={{
              report: 'login-hours',
              figure: 'totalHours',
              user: uma,
              asOf: '2026-03-09T18:00:00.000Z',
            }}
            label="Total Hours of Uma Patel"
            changed={{ asOf: '3 h', now: '5.25 h' }}
          >
            3
          </ExplainButton>
        </ExplainProvider>
      </CompanyTimeZoneProvider>,
    );
    // 18:00 UTC is 23:00 in Karachi (UTC+5).
    expect(screen.getByRole('button', { name: '3 changed' }).getAttribute('aria-description')).toBe(
      'Why this number? Total Hours of Uma Patel. Changed: 3 h as of Mar 9, 2026, 11:00 PM Asia/Karachi; 5.25 h now',
    );
  });

  it('reads the As of field on the company clock, whatever the browser zone', () => {
    expect(instantOf('', 'UTC')).toBeNull();
    expect(instantOf('not a time', 'UTC')).toBeNull();
    expect(instantOf('2026-03-09T23:00', 'Asia/Karachi')).toBe('2026-03-09T18:00:00.000Z');
    expect(instantOf('2026-03-09T13:00', 'America/New_York')).toBe('2026-03-09T17:00:00.000Z');
    expect(localOf('2026-03-09T18:00:00.000Z', 'Asia/Karachi')).toBe('2026-03-09T23:00');
    // A screen opened as of an instant fills the control with it, to the minute, in any zone.
    for (const zone of ['UTC', 'Asia/Karachi', 'Europe/Berlin', 'America/New_York']) {
      expect(localOf(instantOf('2026-11-20T09:05', zone)!, zone)).toBe('2026-11-20T09:05');
      expect(localOf(instantOf('2026-03-29T23:59', zone)!, zone)).toBe('2026-03-29T23:59');
    }
  });
});
