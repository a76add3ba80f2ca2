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
 * Connecting a workspace to Jira Cloud and seeing its synced hours (issue 32, D275, D277):
 * the worker's default provider stays Assembla (for which it holds no token) and its
 * environment holds a Jira token. An admin sets the Jira connection in Settings, adds a
 * workspace and names the Jira project TL on its row of the WorkSpaces screen, runs the Sync
 * Routine (which shows each workspace's part), and the TimeSheet Report shows Pavel's Jira
 * worklogs with their issue as the ticket, linked to Jira.
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
  // The Jira adapter is built from the connection an admin sets in Settings, as main.ts does.
  providers: {
    defaultProvider: 'assembla',
    credentials: { assembla: false, jira: true, gitlab: false },
    siteUrl: 'https://northwind.assembla.test',
    adapter: (name, connection) =>
      name === 'jira' && connection
        ? createJiraProvider({
            baseUrl: connection.baseUrl,
            email: connection.account,
            apiToken: 'token-1',
            logger: createLogger('test', 'silent'),
            baseDelayMs: 10,
          })
        : null,
  },
});

const notification = (page: Page, text: string) =>
  page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('alert')
    .filter({ hasText: text })
    .waitFor({ timeout: 60_000 });

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
    // Settings: where Jira is, as whom; the worker says it holds the token.
    await page.goto(`${stack.url}/setting`);
    const jira = page.getByRole('region', { name: /^Jira/ });
    await jira.getByText('The worker has its token').waitFor();
    await expect(
      page
        .getByRole('region', { name: /^GitLab/ })
        .getByText('The worker has no token (GITLAB_TOKEN)')
        .isVisible(),
    ).resolves.toBe(true);
    await jira.getByLabel('Jira base URL', { exact: true }).fill(jiraUrl);
    await jira.getByLabel('Jira account email', { exact: true }).fill('sync@northwind.test');
    await jira.getByRole('button', { name: 'Save Jira connection' }).click();
    await notification(page, 'Jira connection saved.');

    // The workspace screen: a new workspace reads its hours from the Jira project TL.
    await page.goto(`${stack.url}/workspaces`);
    await page.getByRole('button', { name: 'Add WorkSpace' }).click();
    const add = page.getByRole('dialog', { name: 'Add New WorkSpace' });
    await add.getByLabel('Name', { exact: true }).fill('Teamledger');
    await add.getByRole('button', { name: 'Add WorkSpace' }).click();
    await notification(page, 'WorkSpace Added successfully.');
    await page.getByRole('button', { name: 'Provider Teamledger' }).click();
    const dialog = page.getByRole('dialog', { name: 'WorkSpace Provider' });
    await dialog.getByLabel('Provider', { exact: true }).selectOption({ label: 'Jira project' });
    // No Sync Routine has read Jira yet: the key is typed.
    await dialog.getByLabel('Jira project key', { exact: true }).fill('TL');
    await expectAxeClean(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await notification(page, 'WorkSpace provider saved.');
    await page.getByRole('cell', { name: 'Yes (Jira TL)' }).waitFor();

    // The Sync Routine shows each workspace's part as it goes.
    await page.goto(`${stack.url}/users`);
    await page.getByRole('button', { name: 'Sync Routine (Assembla)', exact: true }).click();
    await notification(page, 'Sync Routine successfully completed.');
    const parts = page.getByRole('list', { name: 'Last Sync Routine by workspace' });
    await parts.getByText('Teamledger (Jira): done, 2 read, 2 added').waitFor();
    await expect(
      parts.getByText(/^Platform Core \(Assembla\): not synced/).isVisible(),
    ).resolves.toBe(true);
    await expectAxeClean(page);

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
