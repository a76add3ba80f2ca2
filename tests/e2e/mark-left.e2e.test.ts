import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { standupsReportSchema } from '@teamledger/domain';
import { personId, seedPeople } from '../../services/api/src/test-support/sessions.js';
import { expectAxeClean } from '../support/browser.js';
import { useE2E } from '../support/e2e.js';
import { waitForPath, signInAt } from '../support/people.js';

const toast = (page: Page, text: string) =>
  page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('alert')
    .filter({ hasText: text })
    .waitFor();

describe('marking a person as left in Chromium', () => {
  const e2e = useE2E({ seed: false });

  // The demo history is seeded before Wednesday 2026-03-11, which is then today.
  beforeAll(async () => {
    await e2e.stack.setClock('2026-03-11T09:05:00.000Z');
    await seedPeople(e2e.stack.deps);
    await e2e.stack.setClock('2026-03-11T15:00:00.000Z');
  });

  /** The people the all-user StandUp Report lists on `date`, as the page's session asks. */
  const reportedOn = async (page: Page, date: string) => {
    const response = await page.request.get(
      `${e2e.stack.url}/api/reports/standups?from=${date}&to=${date}`,
    );
    expect(response.status()).toBe(200);
    return standupsReportSchema.parse(await response.json()).rows.map((row) => row.user.name);
  };

  it('lets a Manager mark Uma as left with a day and a reason; history and reports follow', async () => {
    const { page, stack } = e2e;
    await signInAt(page, stack.url, 'manager', '/StandUpReport');
    await waitForPath(page, '/StandUpReport');
    expect(await reportedOn(page, '2026-03-10')).toContain('Uma Patel');

    await page.goto(`${stack.url}/users`);
    await page.getByRole('table', { name: 'Users' }).waitFor();
    await page.getByRole('button', { name: 'Actions for Uma Patel' }).click();
    await page
      .getByRole('menu', { name: 'Actions for Uma Patel' })
      .getByRole('menuitem', { name: 'Mark as left' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Mark as left' });
    await dialog.getByLabel('Left as of', { exact: true }).fill('2026-03-10');
    await dialog.getByRole('button', { name: 'Mark as left' }).click();
    await dialog.getByText('Please input the reason!').waitFor();
    await expectAxeClean(page);

    await dialog.getByLabel('Reason', { exact: true }).fill('Moved to another company');
    await dialog.getByRole('button', { name: 'Mark as left' }).click();
    await toast(page, 'Uma Patel is now Left.');
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByRole('row', { name: /Uma Patel/ })
      .getByRole('cell', { name: 'Left as of Mar 10, 2026' })
      .waitFor();
    // A person who left can be activated again, not marked as left twice.
    await page.getByRole('button', { name: 'Actions for Uma Patel' }).click();
    const menu = page.getByRole('menu', { name: 'Actions for Uma Patel' });
    await expect(menu.getByRole('menuitem').allTextContents()).resolves.toEqual([
      'Edit',
      'Activate',
      'History',
      'Delete',
    ]);
    await menu.getByRole('menuitem', { name: 'Edit' }).click();
    const history = page
      .getByRole('dialog', { name: 'User Detail' })
      .getByRole('list', { name: 'Status history' });
    const entry = history.getByRole('listitem').filter({ hasText: 'Active → Left' });
    await entry.waitFor();
    await expect(entry.textContent()).resolves.toContain(
      'by Marco Rossi · as of Mar 10, 2026 · Moved to another company',
    );
    await expectAxeClean(page);

    expect(await reportedOn(page, '2026-03-10')).not.toContain('Uma Patel');
    expect(await reportedOn(page, '2026-03-11')).not.toContain('Uma Patel');
    expect(await reportedOn(page, '2026-03-09')).toContain('Uma Patel');
    const days = await page.request.get(
      `${stack.url}/api/reports/users/${personId('user')}/days?from=2026-03-09&to=2026-03-11`,
    );
    expect(((await days.json()) as { days: { date: string }[] }).days.map((d) => d.date)).toEqual([
      '2026-03-09',
    ]);
  });
});
