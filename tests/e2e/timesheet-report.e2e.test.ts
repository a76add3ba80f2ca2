import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedPeople } from '../../services/api/src/test-support/sessions.js';
import {
  seedTimesheetWeek,
  TICKET_412,
  TIMESHEET_WEEK,
} from '../../services/api/src/test-support/timesheet-week.js';
import { expectAxeClean } from '../support/browser.js';
import { chartLayout } from '../support/charts.js';
import { useE2E } from '../support/e2e.js';
import { waitForPath, type PersonKey, signInAt } from '../support/people.js';

const TABLE = 'Hours by person, milestone and space';

/** The body rows of a table, each as the texts its cells show. */
async function tableRows(table: Locator): Promise<string[][]> {
  const rows: string[][] = [];
  for (const row of await table.locator('tbody tr').all()) {
    rows.push((await row.locator('td').allTextContents()).map((text) => text.trim()));
  }
  return rows;
}

/** The lines of a downloaded CSV, after its BOM, without the CRLF after the last one. */
async function csvLines(download: Download): Promise<string[]> {
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes.subarray(3).toString('utf8').slice(0, -2).split('\r\n');
}

async function openReport(page: Page, url: string, key: PersonKey) {
  await signInAt(page, url, key, '/TimesheetReport');
  await waitForPath(page, '/TimesheetReport');
  await page.getByRole('heading', { level: 1, name: 'TimeSheet Report' }).waitFor();
}

/** Picks the seeded week and the user, and applies them. */
async function applyWeek(page: Page, user: string) {
  await page.getByLabel('From', { exact: true }).fill(TIMESHEET_WEEK.from);
  await page.getByLabel('To', { exact: true }).fill(TIMESHEET_WEEK.to);
  await page.getByLabel('User', { exact: true }).selectOption({ label: user });
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
}

describe('the TimeSheet Report in Chromium', () => {
  const e2e = useE2E({ seed: false });

  // Wednesday 2026-03-11; the seeded week 2025-06-02..08 and its hand-counted totals are in
  // services/api/src/test-support/timesheet-week.ts.
  beforeAll(async () => {
    await e2e.stack.setClock('2026-03-11T10:00:00.000Z');
    await seedPeople(e2e.stack.deps);
    await seedTimesheetWeek(e2e.stack.deps);
    // The week goes straight to the log: wait until the read models have it (a loaded machine
    // took longer than a locator's 30 s to project it).
    const { deps } = e2e.stack;
    expect(
      await deps.watcher.waitFor(await deps.store.headPosition(), { timeoutMs: 120_000 }),
    ).toBe(true);
  }, 180_000);

  it('shows an admin everyone’s hours of a week, the chart, Ticket Details and both CSVs', async () => {
    const { page, stack } = e2e;
    await openReport(page, stack.url, 'admin');
    await applyWeek(page, 'All');
    const table = page.getByRole('region', { name: TABLE });
    await table.getByRole('cell', { name: 'Pavel Novak', exact: true }).waitFor();

    expect(await tableRows(table)).toEqual([
      ['Liam Carter', 'Platform', 'Sprint 12, tablets', 'Mobile App', '2', 'DetailsDownload'],
      ['Liam Carter', 'Platform', 'No Milestone', 'Mobile App', '6', 'DetailsDownload'],
      // Thursday and Friday are after Pavel left.
      ['Pavel Novak', 'Platform', 'No Milestone', 'Platform Core', '5', 'DetailsDownload'],
      // 2.5 on Monday + 1.5 on Saturday.
      ['Uma Patel', 'Platform', 'Sprint 12, tablets', 'Mobile App', '4', 'DetailsDownload'],
      // 3 + 4.25.
      ['Uma Patel', 'Platform', 'No Milestone', 'Platform Core', '7.25', 'DetailsDownload'],
      ['Vera Lind', 'Management', 'No Milestone', 'Mobile App', '1', 'DetailsDownload'],
    ]);

    // Mobile App 2 + 6 + 4 + 1 = 13, Platform Core 5 + 7.25 = 12.25; Wednesday has
    // Liam's 8 and Pavel's 5.
    const chart = page.getByRole('figure', { name: 'Hours per day by workspace' });
    await chart.locator('.recharts-bar-rectangle').first().waitFor();
    await expect(chart.getAttribute('aria-describedby')).resolves.toBeTruthy();
    const summary = page.locator(`[id="${await chart.getAttribute('aria-describedby')}"]`);
    await expect(summary.textContent()).resolves.toBe(
      'Hours per day by workspace from Jun 2, 2025 to Jun 8, 2025: Mobile App 13 hours, ' +
        'Platform Core 12.25 hours. The busiest day is Jun 4, 2025 with 13 hours.',
    );
    await expectAxeClean(page);

    await page
      .getByRole('button', { name: 'Details Uma Patel, Platform Core, No Milestone' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Ticket Details' });
    await dialog.getByRole('cell', { name: 'Code review', exact: true }).waitFor();
    expect(await tableRows(dialog)).toEqual([
      ['Platform Core', 'No Milestone', '4.25', '#412', 'View Ticket'],
      ['Platform Core', 'No Milestone', '3', 'Code review', ''],
    ]);
    const view = dialog.getByRole('link', { name: /^View Ticket #412/ });
    await expect(view.getAttribute('href')).resolves.toBe(TICKET_412);
    await expect(view.getAttribute('target')).resolves.toBe('_blank');
    await expect(view.getAttribute('rel')).resolves.toMatch(/\bnoopener\b/);
    await expectAxeClean(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    const [whole] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(whole.suggestedFilename()).toBe('TimesheetReport.csv');
    expect(await csvLines(whole)).toEqual([
      'Name,Team Name,Milestone,Space,Hours',
      'Liam Carter,Platform,"Sprint 12, tablets",Mobile App,2',
      'Liam Carter,Platform,No Milestone,Mobile App,6',
      'Pavel Novak,Platform,No Milestone,Platform Core,5',
      'Uma Patel,Platform,"Sprint 12, tablets",Mobile App,4',
      'Uma Patel,Platform,No Milestone,Platform Core,7.25',
      'Vera Lind,Management,No Milestone,Mobile App,1',
    ]);

    const [row] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('button', { name: 'Download Uma Patel, Mobile App, Sprint 12, tablets' })
        .click(),
    ]);
    expect(row.suggestedFilename()).toBe('UserReport.csv');
    expect(await csvLines(row)).toEqual([
      'Date,Space Name,Milestone,Hours,Ticket,Ticket URL',
      '2025-06-07,Mobile App,"Sprint 12, tablets",1.5,Release fixes,',
      '2025-06-02,Mobile App,"Sprint 12, tablets",2.5,Tablet layout,',
    ]);

    // No user chosen: nothing to show until one is.
    await page.getByLabel('User', { exact: true }).selectOption({ label: 'Select User' });
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByText('Please select User').waitFor();
    await expect(chart.count()).resolves.toBe(0);
    await expectAxeClean(page);
  });

  it('draws the bars with their axes, on whole hours, every label whole at 1366 and 390 px', async () => {
    const { page, stack } = e2e;
    await page.setViewportSize({ width: 1366, height: 900 });
    await openReport(page, stack.url, 'admin');
    await applyWeek(page, 'All');
    const chart = page.getByRole('figure', { name: 'Hours per day by workspace' });
    await chart.locator('.recharts-yAxis').waitFor();
    // The moment the axes are there, so are the bars: no animation draws them seconds later.
    const drawn = await chartLayout(chart);
    expect(drawn.bars).toBeGreaterThan(1);
    for (const size of [
      { width: 1366, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await expect.poll(async () => (await chartLayout(chart)).cut).toEqual([]);
      // A loaded machine may read the chart mid-way through its new layout.
      await expect.poll(async () => (await chartLayout(chart)).bars).toBe(drawn.bars);
      const layout = await chartLayout(chart);
      // Wednesday's 13 hours are the tallest stack: whole-hour ticks up to at least 13.
      expect(
        layout.yTicks.every((tick) => /^\d+$/.test(tick)),
        layout.yTicks.join(),
      ).toBe(true);
      expect(Math.max(...layout.yTicks.map(Number))).toBeGreaterThanOrEqual(13);
    }
  });

  it('offers a plain user only themselves and shows only their hours', async () => {
    const { page, stack } = e2e;
    await openReport(page, stack.url, 'user');
    const select = page.getByLabel('User', { exact: true });
    await expect(select.locator('option').allTextContents()).resolves.toEqual([
      'Select User',
      'Uma Patel',
    ]);
    await applyWeek(page, 'Uma Patel');
    const table = page.getByRole('region', { name: TABLE });
    await table.getByRole('cell', { name: '7.25', exact: true }).waitFor();
    expect(await tableRows(table)).toEqual([
      ['Uma Patel', 'Platform', 'Sprint 12, tablets', 'Mobile App', '4', 'DetailsDownload'],
      ['Uma Patel', 'Platform', 'No Milestone', 'Platform Core', '7.25', 'DetailsDownload'],
    ]);

    // A week without hours says so.
    await page.getByLabel('From', { exact: true }).fill('2025-05-05');
    await page.getByLabel('To', { exact: true }).fill('2025-05-11');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByText('No hours logged in this range.').waitFor();
    await expectAxeClean(page);
  });
});
