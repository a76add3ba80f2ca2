import { jobStatusSchema, milestoneListSchema, workspaceListSchema } from '@teamledger/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoWorkspaceId } from '../../services/api/src/demo/seed-people-admin.js';
import { recordProviderDirectory } from '../../services/api/src/test-support/provider-directory.js';
import { expectAxeClean } from '../support/browser.js';
import { useE2E } from '../support/e2e.js';
import { submitSignIn, waitForPath } from '../support/people.js';

const e2e = useE2E();
const mobile = demoWorkspaceId('mobile');
const platform = demoWorkspaceId('platform');

async function adminAt(path: string): Promise<Page> {
  const { page, stack } = e2e;
  await submitSignIn(page, stack.url, 'admin');
  await waitForPath(page, '/home');
  await page.goto(`${stack.url}${path}`);
  return page;
}

const notification = (page: Page, text: string) =>
  page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('alert')
    .filter({ hasText: text })
    .waitFor();

async function apiMilestones(page: Page, workspaceId: string, query = '') {
  const response = await page.request.get(
    `${e2e.stack.url}/api/workspaces/${workspaceId}/milestones${query}`,
  );
  expect(response.status()).toBe(200);
  return milestoneListSchema.parse(await response.json()).milestones;
}

async function apiWorkspace(page: Page, name: string) {
  const response = await page.request.get(`${e2e.stack.url}/api/workspaces`);
  return workspaceListSchema.parse(await response.json()).workspaces.find((w) => w.name === name);
}

describe('WorkSpaces and their milestones in Chromium', () => {
  it("adds a milestone from a workspace's row, in place", async () => {
    const page = await adminAt('/workspaces');
    const table = page.getByRole('table', { name: 'WorkSpaces' });
    await table.getByRole('button', { name: 'Add Milestone Mobile App' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Milestone' });
    await dialog.getByLabel('Name', { exact: true }).fill('Store listing');
    await dialog.getByLabel('Start date', { exact: true }).fill('2026-12-01');
    await dialog.getByLabel('Due date', { exact: true }).fill('2026-12-18');
    await dialog.getByLabel('Description', { exact: true }).fill('Screenshots and copy');
    await expectAxeClean(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await notification(page, 'Milestone Added successfully.');
    await dialog.waitFor({ state: 'hidden' });
    // Still on WorkSpaces: the button did its work here.
    await waitForPath(page, '/workspaces');
    const added = (await apiMilestones(page, mobile)).find((m) => m.title === 'Store listing');
    expect(added).toMatchObject({
      startDate: '2026-12-01',
      dueDate: '2026-12-18',
      description: 'Screenshots and copy',
      isCompleted: false,
    });
  });

  it("syncs an Assembla workspace's milestones from its row after asking, and says how it went", async () => {
    const page = await adminAt('/workspaces');
    const table = page.getByRole('table', { name: 'WorkSpaces' });
    expect(await table.getByRole('button', { name: 'Add Milestone Platform Core' }).count()).toBe(
      0,
    );
    const sync = table.getByRole('button', { name: 'Sync Milestones Platform Core' });
    await sync.click();
    const ask = page.getByRole('dialog', {
      name: 'Do you want to Sync Milestones to Platform Core?',
    });
    await expectAxeClean(page);
    await ask.getByRole('button', { name: 'No' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(await page.getByRole('progressbar', { name: 'Sync Milestones' }).count()).toBe(0);

    await sync.click();
    const started = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/workspaces/${platform}/milestones/sync`) &&
        response.request().method() === 'POST',
    );
    await ask.getByRole('button', { name: 'Yes' }).click();
    const response = await started;
    expect(response.status()).toBe(201);
    const { jobId } = (await response.json()) as { jobId: string };

    // The row says what the finished job says (this stack's worker has no provider, so the
    // job fails; with one it names what came in, see syncResultMessage).
    const region = page.getByRole('region', { name: 'Notifications' });
    await region.getByRole('alert').first().waitFor();
    const job = jobStatusSchema.parse(
      (
        (await (await page.request.get(`${e2e.stack.url}/api/jobs/${jobId}`)).json()) as {
          job: unknown;
        }
      ).job,
    );
    expect(['completed', 'failed']).toContain(job.state);
    const expected =
      job.state === 'failed' ? (job.failure ?? 'Sync Milestones failed.') : 'Milestones Added';
    await notification(page, expected);
    await expect(sync.isEnabled()).resolves.toBe(true);
  });

  it('picks the Assembla space from the last Sync Routine, and says when none ran yet', async () => {
    const page = await adminAt('/workspaces');
    await page.getByRole('button', { name: 'Add WorkSpace' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add New WorkSpace' });
    await dialog.getByLabel('Provider', { exact: true }).selectOption({ label: 'Assembla space' });
    // No Sync Routine yet: the form says so and takes the id as typed.
    await dialog.getByText('No Sync Routine has run yet').waitFor();
    await dialog.getByLabel('Assembla space id', { exact: true }).fill('typed-space');
    await dialog.getByLabel('Name', { exact: true }).fill('Typed Space');
    await expectAxeClean(page);
    await dialog.getByRole('button', { name: 'Add WorkSpace' }).click();
    await notification(page, 'WorkSpace Added successfully.');
    expect((await apiWorkspace(page, 'Typed Space'))?.providerSpaceId).toBe('typed-space');

    await recordProviderDirectory(e2e.stack.deps.store, {
      spaces: [
        { id: 'northwind-platform', name: 'Platform Core' },
        { id: 'ops-7', name: 'Operations' },
      ],
      users: [],
    });
    await page.reload();
    await page.getByRole('button', { name: 'Add WorkSpace' }).click();
    dialog = page.getByRole('dialog', { name: 'Add New WorkSpace' });
    await dialog.getByLabel('Provider', { exact: true }).selectOption({ label: 'Assembla space' });
    const picker = dialog.getByRole('combobox', { name: 'Assembla space id' });
    const options = picker.locator('option');
    // The picker replaces the typed field once the directory query answers: wait for it.
    await expect
      .poll(() => options.allTextContents())
      .toEqual([
        'Choose…',
        'Operations (ops-7)',
        'Platform Core (northwind-platform) — linked to Platform Core',
      ]);
    await expect(picker.locator('option[value="northwind-platform"]').isDisabled()).resolves.toBe(
      true,
    );
    expect(await dialog.getByRole('textbox', { name: 'Assembla space id' }).count()).toBe(0);
    await dialog.getByLabel('Name', { exact: true }).fill('Operations');
    await picker.selectOption('ops-7');
    await expectAxeClean(page);
    await dialog.getByRole('button', { name: 'Add WorkSpace' }).click();
    await notification(page, 'WorkSpace Added successfully.');
    expect(await apiWorkspace(page, 'Operations')).toMatchObject({
      isProviderSpace: true,
      providerSpaceId: 'ops-7',
    });

    // Another provider's project, named as the workspace is added.
    await page.getByRole('button', { name: 'Add WorkSpace' }).click();
    dialog = page.getByRole('dialog', { name: 'Add New WorkSpace' });
    await dialog.getByLabel('Provider', { exact: true }).selectOption({ label: 'GitLab project' });
    await dialog.getByLabel('GitLab project path', { exact: true }).fill('north/ops');
    await dialog.getByLabel('Name', { exact: true }).fill('North Ops');
    await dialog.getByRole('button', { name: 'Add WorkSpace' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'North Ops', exact: true }).waitFor();
    expect(await apiWorkspace(page, 'North Ops')).toMatchObject({
      isProviderSpace: true,
      provider: 'gitlab',
      providerSpaceId: 'north/ops',
    });
  });

  it('shows the completed milestones when asked', async () => {
    const page = await adminAt(`/milestones/${mobile}/Mobile%20App/false`);
    const table = page.getByRole('table');
    await table.getByRole('row', { name: /Release 2\.0/ }).waitFor();
    expect(await table.getByRole('row', { name: /Release 1\.5/ }).count()).toBe(0);

    await page.getByLabel('Show completed', { exact: true }).check();
    const completed = table.getByRole('row', { name: /Release 1\.5/ });
    await completed.getByRole('cell', { name: 'Completed', exact: true }).waitFor();
    // A completed milestone can no longer be completed.
    expect(await completed.getByRole('button', { name: /^Complete/ }).count()).toBe(0);
    await expectAxeClean(page);
    const titles = (await apiMilestones(page, mobile, '?completed=include')).map((m) => m.title);
    expect(titles).toContain('Release 1.5');

    await page.getByLabel('Show completed', { exact: true }).uncheck();
    await completed.waitFor({ state: 'detached' });
  });
});
