import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MILESTONE_HOURS_TODAY,
  seedMilestoneHours,
  TICKET_412,
  TICKET_77,
} from '../../services/api/src/test-support/milestone-hours.js';
import { seedPeople } from '../../services/api/src/test-support/sessions.js';
import { expectAxeClean } from '../support/browser.js';
import { chartLayout } from '../support/charts.js';
import { useE2E } from '../support/e2e.js';
import { submitSignIn, clickNavLink } from '../support/people.js';

/** The body rows of a table, each as the texts its cells show to the eye. */
async function rows(scope: Locator): Promise<string[][]> {
  const result: string[][] = [];
  for (const row of await scope.locator('tbody tr').all()) {
    const cells: string[] = [];
    for (const cell of await row.locator('td').all()) {
      const text = (await cell.textContent()) ?? '';
      const hidden = (await cell.locator('.visually-hidden').allTextContents()).join('');
      cells.push((hidden ? text.replace(hidden, '') : text).trim());
    }
    result.push(cells);
  }
  return result;
}

/** The card titles and totals of an accordion section, in order. */
async function cardHeaders(page: Page, section: string): Promise<string[]> {
  const body = page.locator('.accordion-item', {
    has: page.getByRole('heading', { level: 2, name: section }),
  });
  return (await body.locator('.card-header').allTextContents()).map((text) => text.trim());
}

async function openReport(page: Page, baseUrl: string, key: 'admin' | 'user'): Promise<void> {
  await submitSignIn(page, baseUrl, key);
  await page.waitForURL((url) => url.pathname !== '/');
  await clickNavLink(page, 'Milestone Report', 'Reports');
  await page.getByRole('heading', { level: 1, name: 'Milestone Report' }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Total hours locked By User' }).waitFor();
}

/** Opens a card's Entries (or a person's Details) and gives its dialog once its rows show. */
async function openEntries(page: Page, button: string, dialogName: string): Promise<Locator> {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.locator('tbody tr').first().waitFor();
  return dialog;
}

async function closeDialog(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function chooseUser(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: /^Select User/ }).click();
  await page.getByRole('searchbox', { name: 'Search Select User' }).fill(name.slice(0, 3));
  await page.getByRole('button', { name, exact: true }).click();
}

describe('the Milestone Report in Chromium', () => {
  const e2e = useE2E({ seed: false });

  // The hours of test-support/milestone-hours.ts; today is Wednesday 2026-06-17 (UTC), so
  // the default range is 2026-06-11..2026-06-17.
  beforeAll(async () => {
    await e2e.stack.setClock('2026-03-11T10:00:00.000Z');
    await seedPeople(e2e.stack.deps);
    await seedMilestoneHours(e2e.stack.deps);
    await e2e.stack.setClock(MILESTONE_HOURS_TODAY);
  });

  it('shows an admin every milestone and person, the chart, the tickets and the CSV', async () => {
    const { page, stack } = e2e;
    await openReport(page, stack.url, 'admin');
    await expect(page.getByLabel('From', { exact: true }).inputValue()).resolves.toBe('2026-06-11');
    await expect(page.getByLabel('To', { exact: true }).inputValue()).resolves.toBe('2026-06-17');
    // Release 2.0: 0.33 + 2.5 + 1.25 = 4.08; Offline mode 4; Uma's code review 3; Vera 0.5.
    expect(await cardHeaders(page, 'Total hours locked in Milestones')).toEqual([
      'Release 2.0Mobile App4.08 h',
      'Offline modeMobile App4.00 h',
      'No MilestonePlatform Core3.00 h',
      'No MilestoneNorthwind HQ0.50 h',
    ]);
    // A card counts its entries; Entries lists them, newest first, from the server.
    const releaseCard = page.getByRole('region', { name: 'Entries of Release 2.0 in Mobile App' });
    await expect(releaseCard.textContent()).resolves.toBe('3 entriesEntries');
    const release = await openEntries(
      page,
      'Entries of Release 2.0 in Mobile App',
      'Entries of Release 2.0 (Mobile App)',
    );
    expect(await rows(release)).toEqual([
      ['Jun 16, 2026, 5:20 PM', 'Liam Carter', '—', 'Release notes', '0.33'],
      ['Jun 15, 2026, 4:30 PM', 'Uma Patel', '—', 'Push notifications', '2.50'],
      ['Jun 15, 2026, 4:00 PM', 'Uma Patel', '#412', 'Login screen', '1.25'],
    ]);
    const ticket = release.getByRole('link', { name: /#412/ });
    await expect(ticket.getAttribute('href')).resolves.toBe(TICKET_412);
    await expect(ticket.getAttribute('target')).resolves.toBe('_blank');
    await expect(ticket.getAttribute('rel')).resolves.toMatch(/\bnoopener\b/);
    await expectAxeClean(page);
    await closeDialog(release);
    // A ticket whose link is not http(s) shows its number without a link.
    const offline = await openEntries(
      page,
      'Entries of Offline mode in Mobile App',
      'Entries of Offline mode (Mobile App)',
    );
    expect(await rows(offline)).toEqual([
      ['Jun 16, 2026, 11:00 AM', 'Liam Carter', '#414', '=1+1', '4.00'],
    ]);
    await expect(offline.getByRole('link').count()).resolves.toBe(0);
    await closeDialog(offline);
    // The chart loads lazily and carries its name.
    await page.locator('.recharts-surface').waitFor();
    await expect(page.getByRole('figure', { name: 'Hours per milestone' }).count()).resolves.toBe(
      1,
    );
    expect(await cardHeaders(page, 'Total hours locked By User')).toEqual([
      'Hira Hassan0.00 h',
      'Liam Carter4.33 h',
      'Uma Patel6.75 h',
      'Vera Lind0.50 h',
    ]);
    await expect(
      page.getByRole('button', { name: 'Details of Hira Hassan' }).isDisabled(),
    ).resolves.toBe(true);
    await expectAxeClean(page);

    // From 06-08, Pavel's 2 hours of 06-09 count (he left on 06-11): Platform Core has 5.
    await page.getByLabel('From', { exact: true }).fill('2026-06-08');
    await page.getByLabel('To', { exact: true }).fill('2026-06-16');
    await page.getByRole('button', { name: 'Apply Filter' }).click();
    await page.getByRole('button', { name: 'Details of Pavel Novak' }).waitFor();
    expect((await cardHeaders(page, 'Total hours locked in Milestones'))[0]).toBe(
      'No MilestonePlatform Core5.00 h',
    );

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('MilestoneReport.csv');
    const text = (await readFile(await download.path())).subarray(3).toString('utf8');
    expect(text.slice(0, -2).split('\r\n')).toEqual([
      'Milestone,WorkSpace,Name,Date,Logged at,Ticket,Ticket Link,Title,Hours',
      'No Milestone,Platform Core,Uma Patel,2026-06-12,,,,Code review,3',
      `No Milestone,Platform Core,Pavel Novak,2026-06-09,3:00 PM,#77,${TICKET_77},Sync ticket,2`,
      'Release 2.0,Mobile App,Liam Carter,2026-06-16,5:20 PM,,,Release notes,0.33',
      'Release 2.0,Mobile App,Uma Patel,2026-06-15,4:30 PM,,,Push notifications,2.5',
      `Release 2.0,Mobile App,Uma Patel,2026-06-15,4:00 PM,#412,${TICKET_412},Login screen,1.25`,
      `Offline mode,Mobile App,Liam Carter,2026-06-16,11:00 AM,#414,,'=1+1,4`,
      'No Milestone,Northwind HQ,Vera Lind,2026-06-11,12:00 PM,,,Budget review,0.5',
    ]);

    // One person: the cards and the entries are theirs only.
    await chooseUser(page, 'Liam Carter');
    await page.getByRole('button', { name: 'Apply Filter' }).click();
    // The cards come back once the new answer is in: Liam's only.
    await page.getByRole('region', { name: 'Milestones of Liam Carter' }).waitFor();
    expect(await cardHeaders(page, 'Total hours locked By User')).toEqual(['Liam Carter4.33 h']);
    expect(await cardHeaders(page, 'Total hours locked in Milestones')).toEqual([
      'Offline modeMobile App4.00 h',
      'Release 2.0Mobile App0.33 h',
    ]);
    const liams = await openEntries(
      page,
      'Entries of Release 2.0 in Mobile App',
      'Entries of Release 2.0 (Mobile App)',
    );
    expect(await rows(liams)).toEqual([
      ['Jun 16, 2026, 5:20 PM', 'Liam Carter', '—', 'Release notes', '0.33'],
    ]);
    await expect(
      liams.getByRole('columnheader', { name: 'Ticket Name' }).isVisible(),
    ).resolves.toBe(true);
    await closeDialog(liams);
    await expectAxeClean(page);
  });

  it('writes whole hours on the chart and every milestone whole or cut with an ellipsis', async () => {
    const { page, stack } = e2e;
    await page.setViewportSize({ width: 1366, height: 900 });
    await openReport(page, stack.url, 'admin');
    const chart = page.getByRole('figure', { name: 'Hours per milestone' });
    await chart.locator('.recharts-yAxis').waitFor();
    for (const size of [
      { width: 1366, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await expect.poll(async () => (await chartLayout(chart)).cut).toEqual([]);
      const layout = await chartLayout(chart);
      expect(
        layout.xTicks.every((tick) => /^\d+$/.test(tick)),
        layout.xTicks.join(),
      ).toBe(true);
      expect(layout.xTicks.length).toBeGreaterThan(1);
      // Longer than 22 characters: cut with an ellipsis (the tooltip has the whole name).
      expect(layout.yTicks).toEqual([
        'Release 2.0 (Mobile A…',
        'Offline mode (Mobile…',
        'No Milestone (Platfor…',
        'No Milestone (Northwi…',
      ]);
    }
  });

  it('shows a plain user only themselves, without a team select, and their Details', async () => {
    const { page, stack } = e2e;
    await openReport(page, stack.url, 'user');
    await expect(page.getByText('Select Teams').count()).resolves.toBe(0);
    const userSelect = page.getByRole('button', { name: /^Select User/ });
    await expect(userSelect.textContent()).resolves.toBe('Uma Patel');
    await userSelect.click();
    const menu = page.locator('.dropdown-menu.show');
    await expect(menu.locator('.dropdown-item').allTextContents()).resolves.toEqual(['Uma Patel']);
    await page.keyboard.press('Escape');

    // 1.25 + 2.5 on Release 2.0, 3 without a milestone: 6.75.
    expect(await cardHeaders(page, 'Total hours locked By User')).toEqual(['Uma Patel6.75 h']);
    const release = await openEntries(
      page,
      'Entries of Release 2.0 in Mobile App',
      'Entries of Release 2.0 (Mobile App)',
    );
    expect(await rows(release)).toEqual([
      ['Jun 15, 2026, 4:30 PM', 'Uma Patel', '—', 'Push notifications', '2.50'],
      ['Jun 15, 2026, 4:00 PM', 'Uma Patel', '#412', 'Login screen', '1.25'],
    ]);
    await closeDialog(release);
    expect(await rows(page.getByRole('region', { name: 'Milestones of Uma Patel' }))).toEqual([
      ['Release 2.0 · Mobile App', '3.75'],
      ['No Milestone · Platform Core', '3.00'],
    ]);

    const dialog = await openEntries(page, 'Details of Uma Patel', 'Details of Uma Patel');
    expect(await rows(dialog)).toEqual([
      ['Jun 15, 2026, 4:30 PM', 'Release 2.0Mobile App', '—', 'Push notifications', '2.50'],
      ['Jun 15, 2026, 4:00 PM', 'Release 2.0Mobile App', '#412', 'Login screen', '1.25'],
      ['Jun 12, 2026', 'No MilestonePlatform Core', '—', 'Code review', '3.00'],
    ]);
    await expectAxeClean(page);
    await closeDialog(dialog);
  });
});
