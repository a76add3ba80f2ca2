import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, localDate } from '@teamledger/domain';
import { createLogger } from '@teamledger/platform';
import { demoEmail } from '../../services/api/src/demo/seed.js';
import { createJiraProvider } from '../../services/worker/src/provider/jira-adapter.js';
import { createJiraSimulator } from '../../tools/provider-simulator/jira.js';
import { expectAxeClean } from '../support/browser.js';
import { useE2E } from '../support/e2e.js';
import { submitSignIn, waitForPath } from '../support/people.js';

/**
 * Connecting a workspace to Jira Cloud and seeing its synced hours (issue 32): the worker
 * reads the Jira simulator, the API says the provider is Jira, an admin runs the Sync
 * Routine, adds a workspace for the Jira project TL, syncs again, and the TimeSheet Report
 * shows Pavel's Jira worklogs with their issue as the ticket, linked to Jira.
 */
const simulator = createJiraSimulator({ email: 'sync@northwind.test', apiToken: 'token-1' });
await simulator.app.listen({ port: 0, host: '127.0.0.1' });
const jiraUrl = `http://127.0.0.1:${(simulator.app.server.address() as { port: number }).port}`;
afterAll(() => simulator.app.close());

const today = localDate(new Date().toISOString(), 'UTC');
const yesterday = addDays(today, -1);
const twoDaysAgo = addDays(today, -2);
simulator.addProject({ id: '10000', key: 'TL', name: 'Teamledger' });
simulator.addPerson({
  accountId: 'acc-pavel',
  displayName: 'Pavel Novak',
  emailAddress: demoEmail('provider'),
  projectKeys: ['TL'],
});
simulator.addIssue({ id: '30012', key: 'TL-12', summary: 'Sync retries' });
simulator.addWorklog({
  issueKey: 'TL-12',
  accountId: 'acc-pavel',
  started: `${twoDaysAgo}T09:00:00Z`,
  timeSpentSeconds: 2 * 3600,
  comment: 'Back off on 429',
});
simulator.addWorklog({
  issueKey: 'TL-12',
  accountId: 'acc-pavel',
  started: `${yesterday}T09:00:00Z`,
  timeSpentSeconds: 5400,
  comment: 'Honour Retry-After',
});

const e2e = useE2E({
  provider: {
    name: 'jira',
    adapter: createJiraProvider({
      baseUrl: jiraUrl,
      email: 'sync@northwind.test',
      apiToken: 'token-1',
      logger: createLogger('test', 'silent'),
      baseDelayMs: 10,
    }),
  },
});

const notification = (page: Page, text: string) =>
  page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('alert')
    .filter({ hasText: text })
    .waitFor({ timeout: 60_000 });

async function syncRoutine(page: Page) {
  await page.goto(`${e2e.stack.url}/users`);
  const sync = page.getByRole('button', { name: 'Sync Routine (Jira)', exact: true });
  await sync.click();
  await notification(page, 'Sync Routine successfully completed.');
}

async function tableRows(table: Locator): Promise<string[][]> {
  const rows: string[][] = [];
  for (const row of await table.locator('tbody tr').all()) {
    rows.push((await row.locator('td').allTextContents()).map((text) => text.trim()));
  }
  return rows;
}

describe('a workspace synced from Jira Cloud, in Chromium', () => {
  it('connects a workspace to a Jira project and shows its worklogs in the TimeSheet Report', async () => {
    const { page, stack } = e2e;
    await submitSignIn(page, stack.url, 'admin');
    await waitForPath(page, '/home');
    // The first Sync Routine finds the Jira projects.
    await syncRoutine(page);

    await page.goto(`${stack.url}/workspaces`);
    await page.getByRole('button', { name: 'Add WorkSpace' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New WorkSpace' });
    await dialog.getByLabel('Name', { exact: true }).fill('Teamledger');
    await dialog.getByLabel('Jira project', { exact: true }).check();
    const picker = dialog.getByRole('combobox', { name: 'Jira project key' });
    await picker.selectOption({ label: 'Teamledger (TL)' });
    await expect(
      dialog.getByText('The projects the last Sync Routine found on Jira.').isVisible(),
    ).resolves.toBe(true);
    await expectAxeClean(page);
    await dialog.getByRole('button', { name: 'Add WorkSpace' }).click();
    await notification(page, 'WorkSpace Added successfully.');

    // The next one brings the project's worklogs.
    await syncRoutine(page);

    await page.goto(`${stack.url}/TimesheetReport`);
    await page.getByRole('heading', { level: 1, name: 'TimeSheet Report' }).waitFor();
    await page.getByLabel('From', { exact: true }).fill(addDays(today, -7));
    await page.getByLabel('To', { exact: true }).fill(today);
    await page.getByLabel('User', { exact: true }).selectOption({ label: 'Pavel Novak' });
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    const table = page.getByRole('region', { name: 'Hours by person, milestone and space' });
    await table.getByRole('cell', { name: 'Teamledger', exact: true }).waitFor();
    const rows = await tableRows(table);
    expect(rows.filter((row) => row[3] === 'Teamledger')).toEqual([
      ['Pavel Novak', 'Platform', 'No Milestone', 'Teamledger', '3.5', 'DetailsDownload'],
    ]);

    await page
      .getByRole('button', { name: 'Details Pavel Novak, Teamledger, No Milestone' })
      .click();
    const details = page.getByRole('dialog', { name: 'Ticket Details' });
    const view = details.getByRole('link', { name: /^View Ticket TL-12/ }).first();
    await view.waitFor();
    await expect(view.getAttribute('href')).resolves.toBe(`${jiraUrl}/browse/TL-12`);
    expect((await tableRows(details)).map((row) => row.slice(0, 4))).toEqual([
      ['Teamledger', 'No Milestone', '1.5', 'TL-12'],
      ['Teamledger', 'No Milestone', '2', 'TL-12'],
    ]);
    await expectAxeClean(page);
  }, 240_000);
});
