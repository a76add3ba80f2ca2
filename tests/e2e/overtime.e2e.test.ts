import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedPeople } from '../../services/api/src/test-support/sessions.js';
import { expectAxeClean, localInput } from '../support/browser.js';
import { useE2E } from '../support/e2e.js';
import { signInAt, waitForPath } from '../support/people.js';

const toast = (page: Page, message: string) =>
  page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('alert')
    .filter({ hasText: message });

/** The Overtime table's row of a person, cell by cell. */
async function rowOf(page: Page, name: string): Promise<string[]> {
  const row = page.getByRole('table', { name: 'Overtime' }).locator('tbody tr', { hasText: name });
  await row.waitFor();
  return (await row.locator('td').allTextContents()).map((text) => text.trim());
}

describe('the Overtime report and a person’s working time, in Chromium', () => {
  const e2e = useE2E({ seed: false });

  // The company is recorded by 09:03; everything the tests change, from 09:05 on.
  beforeAll(async () => {
    await e2e.stack.setClock('2026-03-11T09:03:00.000Z');
    await seedPeople(e2e.stack.deps);
    await e2e.stack.setClock('2026-03-11T09:05:00.000Z');
  });

  it('explains a balance, sets a contract and adjusts the balance, and the row follows', async () => {
    const { page, stack } = e2e;
    await signInAt(page, stack.url, 'admin', '/OvertimeReport');
    await waitForPath(page, '/OvertimeReport');
    await page.getByRole('heading', { level: 1, name: 'Overtime' }).waitFor();
    const before = await rowOf(page, 'Uma Patel');
    const running = (cells: string[]) => Number(cells.at(-1)!.replace(' h', ''));

    await page.getByRole('button', { name: 'Uma Patel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Overtime of Uma Patel' });
    await dialog.getByRole('table', { name: 'Days of the period' }).waitFor();
    await dialog
      .getByText('Default: Mon 8, Tue 8, Wed 8, Thu 8, Fri 8, Sat 0, Sun 0 hours')
      .waitFor();
    await expectAxeClean(page);

    const contract = dialog.getByRole('form', { name: 'Set working time' });
    await contract.getByLabel('From').fill('2026-03-01');
    await contract.getByLabel('Fri', { exact: true }).fill('4');
    await contract.getByLabel('Reason').fill('Short Fridays');
    await contract.getByRole('button', { name: 'Set working time' }).click();
    await toast(page, 'Working time saved.').waitFor();
    await dialog
      .getByText(
        /^From Mar 1, 2026: Mon 8, Tue 8, Wed 8, Thu 8, Fri 4, Sat 0, Sun 0 hours \(Short Fridays\)/,
      )
      .waitFor();

    const adjustment = dialog.getByRole('form', { name: 'Adjust the overtime balance' });
    await adjustment.getByLabel('Day').fill('2026-03-10');
    await adjustment.getByLabel('Hours (+ or -)').fill('-2');
    await adjustment.getByRole('button', { name: 'Adjust balance' }).click();
    await page.getByText('Reason is required!').waitFor();
    await adjustment.getByLabel('Reason').fill('Paid out');
    await adjustment.getByRole('button', { name: 'Adjust balance' }).click();
    await toast(page, 'Overtime adjusted.').waitFor();
    await dialog.getByText(/^Mar 10, 2026: -2 h, Paid out/).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Fri 6 Mar now expects 4 hours instead of 8, and 2 hours were paid out: +2 in all.
    await expect
      .poll(async () => running(await rowOf(page, 'Uma Patel')))
      .toBe(running(before) + 2);

    // As of 09:04, before the contract and the adjustment, the running balance is as it
    // was, marked changed with what it is now.
    const after = await rowOf(page, 'Uma Patel');
    const asOf = page.getByRole('form', { name: 'See the report as of a past date and time' });
    await asOf.getByLabel('As of').fill(await localInput(page, '2026-03-11T09:04:00.000Z'));
    await asOf.getByRole('button', { name: 'Show as of' }).click();
    const changed = page
      .getByRole('table', { name: 'Overtime' })
      .locator('tbody tr', { hasText: 'Uma Patel' })
      .locator('button[data-changed="true"][aria-description^="Why this number? Running balance"]');
    await changed.waitFor();
    await expect(changed.getAttribute('aria-description')).resolves.toBe(
      `Why this number? Running balance of Uma Patel. Changed: ${before.at(-1)} as of Mar 11, 2026, 9:04 AM UTC; ${after.at(-1)} now`,
    );
    await expectAxeClean(page);

    // Her dialog as of 09:04: the default week and no adjustment, as recorded by then, and
    // nothing to change from there.
    await page.getByRole('button', { name: 'Uma Patel' }).click();
    const then = page.getByRole('dialog', {
      name: 'Overtime of Uma Patel as of Mar 11, 2026, 9:04 AM UTC',
    });
    await then.getByRole('table', { name: 'Days of the period' }).waitFor();
    await then
      .getByText('Default: Mon 8, Tue 8, Wed 8, Thu 8, Fri 8, Sat 0, Sun 0 hours')
      .waitFor();
    await then.getByText('None.').waitFor();
    await then.getByText(`Running balance at the end: ${before.at(-1)}`).waitFor();
    expect(await then.getByText(/Short Fridays|Paid out/).count()).toBe(0);
    expect(await then.getByRole('form').count()).toBe(0);
    await expectAxeClean(page);
    await then.getByRole('button', { name: 'Close' }).click();
  });

  it('shows a person their own balance on their home screen', async () => {
    const { page, stack } = e2e;
    await page.context().clearCookies();
    await signInAt(page, stack.url, 'user', '/home');
    await waitForPath(page, '/home');
    const card = page.getByRole('region', { name: 'My overtime' });
    await card.getByText(/^This month: expected \d+(\.\d+)? h, logged/).waitFor();
    await card.getByRole('link', { name: 'Overtime report' }).click();
    await waitForPath(page, '/OvertimeReport');
    const rows = page.getByRole('table', { name: 'Overtime' }).locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
  });
});
