// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import type { Workspace } from '@teamledger/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-support/render';
import { WorkspaceProviderModal } from './workspace-modals';

const lab: Workspace = {
  id: '0c000000-0000-4000-8000-000000000001',
  name: 'Lab',
  isProviderSpace: false,
  provider: null,
  providerSpaceId: null,
  providerCheck: null,
  hallType: 10,
  members: [],
};
const mobile: Workspace = {
  ...lab,
  id: '0c000000-0000-4000-8000-000000000002',
  name: 'Mobile',
  isProviderSpace: true,
  provider: 'jira',
  providerSpaceId: 'MOB',
  providerCheck: 'not_checked',
};

/** Answers by path: the provider's spaces, the workspaces, and the PUT it records. */
function stubProviderApi(spaces: {
  directorySynced: boolean;
  spaces: { id: string; name: string }[];
}) {
  const puts: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const path = String(input);
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        });
      if (path.startsWith('/api/provider/spaces')) {
        return json({
          provider: new URL(path, 'http://x').searchParams.get('provider'),
          ...spaces,
        });
      }
      if (path === '/api/workspaces') return json({ workspaces: [lab, mobile] });
      puts.push({ path, body: JSON.parse(String(init?.body)) as unknown });
      return json({ ...lab, isProviderSpace: true, provider: 'jira', providerSpaceId: 'TL' });
    }),
  );
  return puts;
}
afterEach(() => vi.unstubAllGlobals());

const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));

describe('WorkSpace Provider', () => {
  it("asks for the Jira project key in Jira's words, then sends the typed one", async () => {
    const puts = stubProviderApi({ directorySynced: false, spaces: [] });
    const { user } = renderWithApp(<WorkspaceProviderModal workspace={lab} onHide={() => {}} />);
    const dialog = within(screen.getByRole('dialog', { name: 'WorkSpace Provider' }));
    await user.selectOptions(dialog.getByLabelText('Provider'), 'Jira project');
    const key = await dialog.findByLabelText('Jira project key');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Jira project key is required.')).toBeTruthy();
    expect(puts).toEqual([]);

    await user.type(key, 'TL');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await toasts().findByText('WorkSpace provider saved.')).toBeTruthy();
    expect(puts).toEqual([
      {
        path: `/api/workspaces/${lab.id}/provider`,
        body: { provider: 'jira', providerSpaceId: 'TL' },
      },
    ]);
  });

  it("offers the projects Jira's last Sync Routine found, another workspace's disabled", async () => {
    stubProviderApi({
      directorySynced: true,
      spaces: [
        { id: 'MOB', name: 'Mobile' },
        { id: 'TL', name: 'Teamledger' },
      ],
    });
    const { user } = renderWithApp(<WorkspaceProviderModal workspace={lab} onHide={() => {}} />);
    const dialog = within(screen.getByRole('dialog', { name: 'WorkSpace Provider' }));
    await user.selectOptions(dialog.getByLabelText('Provider'), 'Jira project');
    const picker = await dialog.findByRole('combobox', { name: 'Jira project key' });
    const options = within(picker).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => [option.textContent, option.disabled])).toEqual([
      ['Choose…', false],
      ['Mobile (MOB) — linked to Mobile', true],
      ['Teamledger (TL)', false],
    ]);
  });
});
