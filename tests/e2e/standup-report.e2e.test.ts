import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedPeople } from '../../services/api/src/test-support/sessions.js';
import { expectAxeClean } from '../support/browser.js';
import { useE2E } from '../support/e2e.js';
import { waitForPath, signInAt } from '../support/people.js';

/** The body rows of the page's table, each as the texts its cells show to the eye. */
async function tableRows(page: Page): Promise<string[][]> {
  const rows: string[][] = [];
  for (const row of await page.locator('table tbody tr').all()) {
    const cells: string[] = [];
    for (const cell of await row.locator('td').all()) {
      const text = (await cell.textContent()) ?? '';
      // A cut text carries its rest for screen readers only.
      const hidden = (await cell.locator('.visually-hidden').allTextContents()).join('');
      cells.push((hidden ? text.replace(hidden, '') : text).trim());
    }
    rows.push(cells);
  }
  return rows;
}

describe('the all-user StandUp Report in Chromium', () => {
  const e2e = useE2E({ seed: false });

  // The demo history is seeded before Wednesday 2026-03-11; the clock then goes back to
  // Tuesday afternoon, a seeded working day on which Uma (09:01), Hira (09:05), Liam (09:08)
  // and Vera (09:13) added their standups; Pavel's would come from Assembla.
  beforeAll(async () => {
    await e2e.stack.setClock('2026-03-11T09:05:00.000Z');
    await seedPeople(e2e.stack.deps);
    await e2e.stack.setClock('2026-03-10T15:00:00.000Z');
  });

  it("lands an admin on today's standups and filters 'StandUp Not Added'", async () => {
    const { page, stack } = e2e;
    await signInAt(page, stack.url, 'admin', '/StandUpReport');
    await waitForPath(page, '/StandUpReport');
    await page.getByRole('heading', { level: 1, name: 'StandUp Report' }).waitFor();
    await page.getByRole('cell', { name: 'Uma Patel' }).waitFor();
    await expect(page.getByLabel('Date', { exact: true }).inputValue()).resolves.toBe('2026-03-10');

    const rows = await tableRows(page);
    expect(rows.map((row) => row.slice(0, 4))).toEqual([
      ['9:01 AM', 'Platform', 'Uma Patel', 'Platform Core'],
      ['9:05 AM', 'People', 'Hira Hassan', 'Northwind HQ'],
      ['9:08 AM', 'Platform', 'Liam Carter', 'Platform Core'],
      ['9:13 AM', 'Management', 'Vera Lind', 'Northwind HQ'],
      ['—', 'Platform', 'Pavel Novak', 'StandUp Not Added'],
    ]);
    const uma = rows[0]!;
    expect(uma[4]!.length).toBeGreaterThan(0);
    expect(uma[4]!.length).toBeLessThanOrEqual(71);
    expect(rows.at(-1)).toEqual(['—', 'Platform', 'Pavel Novak', 'StandUp Not Added', '', '', '']);
    await expectAxeClean(page);

    // Only the people without a standup: tick 'StandUp Not Added', which clears All.
    await page.getByRole('button', { name: /WorkSpace/ }).click();
    await page.getByRole('checkbox', { name: 'StandUp Not Added' }).check();
    await expect(page.getByRole('checkbox', { name: 'All' }).isChecked()).resolves.toBe(false);
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Apply Filter' }).click();
    await page.getByRole('cell', { name: 'Uma Patel' }).waitFor({ state: 'detached' });
    expect((await tableRows(page)).map((row) => row[2])).toEqual(['Pavel Novak']);

    // No workspace at all: the spec's empty state instead of the table and its download.
    await page.getByRole('button', { name: /WorkSpace/ }).click();
    await page.getByRole('checkbox', { name: 'StandUp Not Added' }).uncheck();
    await expect(page.getByRole('button', { name: /WorkSpace/ }).textContent()).resolves.toBe(
      'Select WorkSpace',
    );
    await page.getByRole('button', { name: 'Apply Filter' }).click();
    await page.getByRole('status').filter({ hasText: 'Please select WorkSpace' }).waitFor();
    await expect(page.locator('table').count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Download CSV' }).count()).resolves.toBe(0);
    // The day stays chosen for when a workspace is picked again.
    await expect(page.getByLabel('Date', { exact: true }).inputValue()).resolves.toBe('2026-03-10');
    await expectAxeClean(page);

    await page.getByRole('button', { name: /WorkSpace/ }).click();
    await page.getByRole('checkbox', { name: 'Northwind HQ' }).check();
    await page.getByRole('button', { name: 'Apply Filter' }).click();
    await page.getByRole('cell', { name: 'Vera Lind' }).waitFor();
    expect((await tableRows(page)).map((row) => row[2])).toEqual(['Hira Hassan', 'Vera Lind']);
  });
});
