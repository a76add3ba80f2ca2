// @vitest-environment jsdom
import type { StandupsReport as Report } from '@teamledger/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CompanyTimeZoneProvider } from '../../../components/text';
import { renderWithApp, stubApi } from '../../../test-support/render';
import { StandupsReport } from './standups-report';

const platform = { id: '5c2d1e0f-8a7b-4c6d-9e5f-1a2b3c4d5e6f', name: 'Platform Core' };

const report = (
  rows: Report['rows'],
  page = 1,
  total = rows.length,
  days: Report['days'] = [],
): Report => ({
  from: '2026-03-11',
  to: '2026-03-11',
  today: '2026-03-11',
  timeZone: 'UTC',
  page,
  pageSize: 20,
  total,
  rows,
  days,
});

const uma: Report['rows'][number] = {
  date: '2026-03-11',
  user: { id: '0b7f6c1e-3f0a-5b7e-9a51-3c1f2f0c9a11', name: 'Uma Patel' },
  teamName: 'Platform',
  leaveType: null,
  standup: {
    reportedAt: '2026-03-11T09:05:00.000Z',
    workspace: platform,
    yesterday: 'Reviewed the holiday screen',
    today: 'Write tests',
    roadblocks: 'None',
  },
};

/** Wednesday's heading counts: one of two posted, no roadblocks. */
const wednesday = {
  date: '2026-03-11',
  dayOff: null,
  posted: 1,
  expected: 2,
  missing: 1,
  roadblocks: 0,
};

describe('the StandUp Report', () => {
  it("opens on today's standups of every workspace, and asks for a workspace when none is chosen", async () => {
    const sent = stubApi(
      { status: 200, body: report([uma]) },
      { status: 200, body: report([uma]) },
    );
    const { user } = renderWithApp(<StandupsReport workspaces={[platform]} people={[]} />);

    // First view: All workspaces, the server's today, the table with its download.
    await screen.findByRole('cell', { name: 'Uma Patel' });
    expect(sent.map((request) => request.path)).toEqual(['/api/reports/standups']);
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe('2026-03-11');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();

    // Untick All and apply: nothing to ask for, so the empty state stands in for the table.
    await user.click(screen.getByRole('button', { name: /WorkSpace/ }));
    await user.click(screen.getByRole('checkbox', { name: 'All' }));
    await user.click(screen.getByRole('button', { name: 'Apply Filter' }));
    expect(screen.getByRole('status').textContent).toBe('Please select WorkSpace');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
    expect(sent).toHaveLength(1);
    // The day shown stays in the picker for the next choice.
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe('2026-03-11');

    // Choosing a workspace asks for its standups again.
    await user.click(screen.getByRole('checkbox', { name: 'Platform Core' }));
    await user.click(screen.getByRole('button', { name: 'Apply Filter' }));
    await screen.findByRole('cell', { name: 'Uma Patel' });
    expect(sent[1]?.path).toBe(`/api/reports/standups?workspaces=${platform.id}`);
    expect(screen.queryByText('Please select WorkSpace')).toBeNull();
  });

  it('heads the day with who posted, and names the leave of someone without a standup', async () => {
    const ana: Report['rows'][number] = {
      ...uma,
      user: { id: '3a4b5c6d-7e8f-4a0b-8c1d-2e3f4a5b6c7d', name: 'Ana Silva' },
      leaveType: 'Sick',
      standup: null,
    };
    const day = { ...wednesday, onLeave: 1 };
    stubApi({ status: 200, body: report([uma, ana], 1, 2, [day]) });
    renderWithApp(<StandupsReport workspaces={[platform]} people={[]} />);
    await screen.findByText('Mar 11, 2026: 1 of 2 posted, 1 missing, 1 on leave, 0 roadblocks');
    expect(screen.getByRole('cell', { name: 'On leave (Sick)' })).toBeTruthy();
  });

  it('marks a day heading that changed since the instant chosen with As of', async () => {
    const day = { ...wednesday, onLeave: 0 };
    // Now one of two posted; as of the instant nobody had.
    const then = { ...day, posted: 0, missing: 2 };
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => {
        const path = String(input);
        asked.push(path);
        const body = path.includes('asOf=')
          ? report([{ ...uma, standup: null }], 1, 1, [then])
          : report([uma], 1, 1, [day]);
        return new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    // The company is in New York: the As of field and the note read its clock.
    const { user } = renderWithApp(
      <CompanyTimeZoneProvider value="America/New_York">
        <StandupsReport workspaces={[platform]} people={[]} />
      </CompanyTimeZoneProvider>,
    );
    await screen.findByText('Mar 11, 2026: 1 of 2 posted, 1 missing, 0 roadblocks');
    expect(document.querySelector('[data-changed="true"]')).toBeNull();

    await user.type(screen.getByLabelText('As of'), '2026-03-11T08:00');
    await user.click(screen.getByRole('button', { name: 'Show as of' }));
    const heading = await screen.findByText('0 of 2 posted, 2 missing, 0 roadblocks');
    const marked = heading.closest('[data-changed="true"]');
    expect(marked?.getAttribute('aria-description')).toBe(
      'Changed: 0 of 2 posted, 2 missing, 0 roadblocks as of Mar 11, 2026, 8:00 AM America/New_York; 1 of 2 posted, 1 missing, 0 roadblocks now',
    );
    // 08:00 in New York (EDT since Mar 8) is 12:00 UTC.
    expect(asked.some((path) => path.includes('asOf=2026-03-11T12%3A00%3A00.000Z'))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Back to now' }));
    await screen.findByText('Mar 11, 2026: 1 of 2 posted, 1 missing, 0 roadblocks');
    expect(document.querySelector('[data-changed="true"]')).toBeNull();
  });

  it('asks the server for the page chosen, and for page 1 again when a filter is applied', async () => {
    // 25 rows: page 1 holds Uma, page 2 someone else (the server pages; 20 a page).
    const vera = {
      ...uma,
      user: { id: '7d1e2f3a-4b5c-5d6e-8f70-8192a3b4c5d6', name: 'Vera Lind' },
    };
    const sent = stubApi(
      { status: 200, body: report([uma], 1, 25) },
      { status: 200, body: report([vera], 2, 25) },
      { status: 200, body: report([uma], 1, 1) },
    );
    const { user } = renderWithApp(<StandupsReport workspaces={[platform]} people={[]} />);
    await screen.findByRole('cell', { name: 'Uma Patel' });

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('cell', { name: 'Vera Lind' });
    expect(sent[1]?.path).toBe('/api/reports/standups?page=2');

    await user.click(screen.getByRole('button', { name: /WorkSpace/ }));
    await user.click(screen.getByRole('checkbox', { name: 'All' }));
    await user.click(screen.getByRole('checkbox', { name: 'Platform Core' }));
    await user.click(screen.getByRole('button', { name: 'Apply Filter' }));
    await screen.findByRole('cell', { name: 'Uma Patel' });
    expect(sent[2]?.path).toBe(`/api/reports/standups?workspaces=${platform.id}`);
    // One row in all: no pages to choose from.
    expect(screen.queryByRole('button', { name: 'Page 2' })).toBeNull();
  });
});
