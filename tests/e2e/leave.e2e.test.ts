import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { personId, seedPeople } from '../../services/api/src/test-support/sessions.js';
import { expectAxeClean } from '../support/browser.js';
import { useE2E } from '../support/e2e.js';
import { signInAt, waitForPath } from '../support/people.js';

const toast = (page: Page, message: string) =>
  page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('alert')
    .filter({ hasText: message });

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The texts of a table's body rows, cell by cell. */
async function rowsOf(page: Page, caption: string): Promise<string[][]> {
  const table = page.getByRole('table', { name: caption });
  await table.locator('tbody tr').first().waitFor();
  const rows: string[][] = [];
  for (const row of await table.locator('tbody tr').all()) {
    rows.push((await row.locator('td').allTextContents()).map((text) => text.trim()));
  }
  return rows;
}

describe('the leave form, My leave and the own standup page, in Chromium', () => {
  const e2e = useE2E({ seed: false });

  // Wednesday 2026-03-11 in the company's zone (UTC in the demo). The demo gives Uma a
  // standup and hours on the working days before it, and a sick day on Thursday 5 March.
  beforeAll(async () => {
    await e2e.stack.setClock('2026-03-11T09:05:00.000Z');
    await seedPeople(e2e.stack.deps);
  });

  it('labels the sick day On leave (Sick) on the own standup page, with each standup’s history', async () => {
    const { page, stack } = e2e;
    await signInAt(page, stack.url, 'user', '/userStandupReport');
    await waitForPath(page, '/userStandupReport');
    const rows = await rowsOf(page, 'My standups');
    const byDate = new Map(rows.map((cells) => [cells[0], cells[1]]));
    expect(byDate.get('Mar 11, 2026')).toBe('Not Added');
    expect(byDate.get('Mar 5, 2026')).toBe('On leave (Sick)');
    // No weekend without a standup.
    expect(byDate.has('Mar 8, 2026')).toBe(false);

    const historyButton = page.getByRole('button', {
      name: 'History the standup of Mar 10, 2026',
    });
    const history = page.getByRole('dialog', { name: 'History of the standup of Mar 10, 2026' });
    await historyButton.click();
    await history.getByText('Not corrected since it was added.').waitFor();
    await history.getByRole('button', { name: 'Close' }).click();
    await history.waitFor({ state: 'detached' });

    // Corrected with a reason, the standup's history says who, from what, to what and why.
    await page.getByRole('button', { name: 'Edit the standup of Mar 10, 2026' }).click();
    const correction = page.getByRole('dialog', { name: 'Correct Standup' });
    await correction.getByLabel('Do you have roadblocks').fill('The VPN');
    await correction.getByLabel('Reason').fill('Forgot the VPN');
    await correction.getByRole('button', { name: 'Correct' }).click();
    await toast(page, 'Standup successfully Corrected.').waitFor();
    await correction.waitFor({ state: 'detached' });
    await historyButton.click();
    await history.getByText('Why: Forgot the VPN').waitFor();
    await history.getByText(/^Corrected by Uma Patel on /).waitFor();
    await history.getByText(/^To: .*; Roadblock: The VPN$/).waitFor();
    await expectAxeClean(page);
  });

  it('asks for both days, sums the leave up, warns of a day worked, and lists it in My leave', async () => {
    const { page, stack } = e2e;
    await signInAt(page, stack.url, 'user', '/userStandupReport');
    await waitForPath(page, '/userStandupReport');
    const tuesday = await page.request.get(
      `${stack.url}/api/reports/users/${personId('user')}/days?from=2026-03-10&to=2026-03-10`,
    );
    const { days } = (await tuesday.json()) as { days: { hoursLogged: number }[] };
    const hours = days[0]!.hoursLogged;
    expect(hours).toBeGreaterThan(0);

    await page.goto(`${stack.url}/ApplyLeave`);
    await page.getByRole('heading', { name: 'Apply for leave' }).waitFor();
    await expect(field(page, 'First day').inputValue()).resolves.toBe('');
    await expect(field(page, 'Last day').inputValue()).resolves.toBe('');
    const send = page.getByRole('button', { name: 'Send' });
    await send.click();
    await page.getByText('Please select the first day!').waitFor();
    await page.getByText('Please select the last day!').waitFor();

    await field(page, 'Leave Type').selectOption('Casual');
    await field(page, 'First day').fill('2026-03-10');
    await field(page, 'Last day').fill('2026-03-10');
    await field(page, 'Leave Details').fill('Moving house');
    await page.getByText('Casual leave, Tue 10 Mar, 1 working day').waitFor();
    await page.getByText(`Tue 10 Mar has ${hours} hours logged and a standup.`).waitFor();
    await send.click();
    await page.getByText('Say you mean these days, or change them.').waitFor();
    await expectAxeClean(page);

    await field(page, 'Apply for these days anyway').check();
    await send.click();
    await toast(page, 'Successfully Applied for leave.').waitFor();
    await waitForPath(page, '/userReport');

    await page.goto(`${stack.url}/ApplyLeave`);
    const leaves = await rowsOf(page, 'My leave');
    // The latest applied first: today's, then the demo's sick day (applied that morning).
    expect(leaves[0]?.slice(0, 5)).toEqual([
      'Casual',
      'Mar 10, 2026',
      'Mar 10, 2026',
      '1',
      expect.stringContaining('Moving house'),
    ]);
    expect(leaves[0]?.[5]).toMatch(/^Mar 11, 2026, 9:0\d AM$/);
    expect(leaves[1]?.slice(0, 4)).toEqual(['Sick', 'Mar 5, 2026', 'Mar 5, 2026', '1']);
    await expectAxeClean(page);
  });
});
