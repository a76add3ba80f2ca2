// @vitest-environment jsdom
import type { LoginHoursReport, LoginHoursRow } from '@teamledger/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test-support/render';
import { LoginHoursTable, loginHoursRowKey } from './login-hours-table';

const row: LoginHoursRow = {
  userId: '0b7f6c1e-3f0a-5b7e-9a51-3c1f2f0c9a11',
  name: 'Pavel Novak',
  teamName: 'Platform',
  workspaces: [],
  date: '2026-03-10',
  totalHours: 7.5,
  firstStandupAt: null,
  lastLogAt: '2026-03-10T17:20:00.000Z',
  hoursAvailable: 0,
  status: 'Short Leave',
};

const report = (rows: LoginHoursRow[]): LoginHoursReport => ({
  from: '2026-03-10',
  to: '2026-03-10',
  today: '2026-03-11',
  timeZone: 'UTC',
  page: 1,
  pageSize: 100,
  total: rows.length,
  rows,
  totals: [],
});

describe('the Login/Hours table as of an instant', () => {
  it('marks the Standup - Time Out cell that changed since', () => {
    // Now the day has the standup the provider sync brought in later.
    const now = { ...row, firstStandupAt: '2026-03-10T09:05:00.000Z', hoursAvailable: 7.25 };
    renderWithApp(
      <LoginHoursTable
        report={report([row])}
        filter={{ range: null, team: null, workspaces: [], userId: null, hours: null }}
        loading={false}
        action={() => null}
        onPageChange={() => undefined}
        asOf="2026-03-10T18:00:00.000Z"
        rowsNow={new Map([[loginHoursRowKey(now), now]])}
      />,
    );
    const marked = [...document.querySelectorAll('[data-changed="true"]')].map(
      (cell) => cell.getAttribute('aria-description') ?? '',
    );
    // The figures are marked by their Why this number? buttons, plain outside an ExplainProvider.
    expect(marked).toEqual([
      'Changed: Not Added as of Mar 10, 2026, 6:00 PM UTC; 9:05 AM - 5:20 PM now',
    ]);
    expect(screen.getByText('Not Added')).toBeTruthy();
  });
});
