// @vitest-environment jsdom
import type { WorklogEntryView } from '@teamledger/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, renderWithApp, stubApi } from '../../../test-support/render';
import { WorklogEntries } from './worklog-entries';

const platform = { id: '5c2d1e0f-8a7b-4c6d-9e5f-1a2b3c4d5e6f', name: 'Platform Core' };
const entry: WorklogEntryView = {
  id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  userId: '0b7f6c1e-3f0a-5b7e-9a51-3c1f2f0c9a11',
  date: '2026-03-10',
  workspace: platform,
  milestone: null,
  title: 'Typo entry',
  details: 'Meant 2',
  hours: 12,
  synced: false,
  providerUrl: null,
  correctable: true,
  lock: null,
};
const synced: WorklogEntryView = {
  ...entry,
  id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4e',
  title: 'Ticket 412',
  hours: 1.5,
  synced: true,
  providerUrl: 'https://northwind.assembla.test/spaces/platform/tickets/412',
  correctable: false,
};

const render = () =>
  renderWithApp(
    <WorklogEntries
      entries={[entry, synced]}
      loading={false}
      workspaces={[platform]}
      today="2026-03-11"
    />,
  );

describe('the entries of Task Logs', () => {
  it('totals the hours and offers Edit and Delete only where the entry may be corrected', () => {
    render();
    expect(screen.getByText('Total: 13.5 hours')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Typo entry of Mar 10, 2026' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Ticket 412 of Mar 10, 2026' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Correct at the provider' }).getAttribute('href')).toBe(
      synced.providerUrl,
    );
  });

  it('asks for a reason, shows the API’s refusal and leaves Delete usable', async () => {
    const sent = stubApi(
      apiError(
        422,
        'correction_window_closed',
        'Entries of Mar 10, 2026 could be corrected until Mar 22, 2026.',
      ),
    );
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Delete Typo entry of Mar 10, 2026' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete Hours Log' }));
    const remove = dialog.getByRole('button', { name: 'Delete' });
    await user.click(remove);
    await dialog.findByText('Reason is required!');
    expect(sent).toEqual([]);

    await user.type(dialog.getByLabelText('Reason'), 'Logged twice');
    await user.click(remove);
    await dialog.findByText('Entries of Mar 10, 2026 could be corrected until Mar 22, 2026.');
    expect(sent).toMatchObject([
      {
        method: 'POST',
        path: `/api/worklogs/${entry.id}/delete`,
        body: { reason: 'Logged twice' },
      },
    ]);
    expect(remove.hasAttribute('disabled')).toBe(false);
  });
});
