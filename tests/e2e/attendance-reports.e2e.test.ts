import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoWorkspaceId } from '../../services/api/src/demo/seed-people-admin.js';
import { seedPeople } from '../../services/api/src/test-support/sessions.js';
import { workEvents } from '../../services/api/src/test-support/work-events.js';
import { expectAxeClean } from '../support/browser.js';
import { useE2E } from '../support/e2e.js';
import { waitForPath, signInAt, clickNavLink } from '../support/people.js';

// The demo company is seeded in January, so March is empty but for Zoe, whose week is set
// up below. The company runs on UTC; today is Wednesday 2026-03-11, and the screens open on
// the last 7 days, Thu Mar 5 .. Wed Mar 11: working days Mar 5, 6, 9, 10, 11 (5).
//   Thu 5   standup 09:00, 8 h, last entry 17:00               on work 8 h
//   Fri 6   standup 09:45 (late), 6 h, last entry 16:45         on work 7 h
//   Mon 9   on leave
//   Tue 10  standup 09:15, 7.5 h, last entry 17:45             on work 8.5 h
//   Wed 11  nothing yet: today is in progress, not counted until its standup is in
// Monthly: 4 working days, 1 absence (Mar 9), 1 leave day.
// Detail: 32 h available (8 x 4), 21.5 h logged, 23.5 h on work, 1 no standup, 1 late.
const zoe = randomUUID();
const platform = demoWorkspaceId('platform');

/** The body rows of the table named `caption`, each as the texts of its cells. */
async function tableRows(page: Page, caption: string): Promise<string[][]> {
  const table = page.getByRole('region', { name: caption });
  const rows: string[][] = [];
  for (const row of await table.locator('tbody tr').all()) {
    rows.push((await row.locator('td').allTextContents()).map((text) => text.trim()));
  }
  return rows;
}

/** The records of a downloaded CSV: a UTF-8 BOM first, CRLF after each. */
async function csvRecords(download: Download): Promise<string[]> {
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  return text.slice(0, -2).split('\r\n');
}

async function chooseZoe(page: Page) {
  await page.getByLabel('User', { exact: true }).selectOption({ label: 'Zoe Quinn' });
  await page.getByRole('button', { name: 'Apply Filter' }).click();
}

describe('the Monthly and Detail reports in Chromium', () => {
  const e2e = useE2E({ seed: false });

  beforeAll(async () => {
    const { stack } = e2e;
    await stack.setClock('2026-01-20T10:00:00.000Z');
    await seedPeople(stack.deps);
    const work = workEvents(stack.deps.store);
    await work.person({
      userId: zoe,
      name: 'Zoe Quinn',
      role: 'User',
      teamName: 'Platform',
      workspaceIds: [platform],
    });
    await work.standup(zoe, '2026-03-05', '2026-03-05T09:00:00.000Z', platform);
    await work.hours(zoe, '2026-03-05', 8, '2026-03-05T17:00:00.000Z', platform);
    await work.standup(zoe, '2026-03-06', '2026-03-06T09:45:00.000Z', platform);
    await work.hours(zoe, '2026-03-06', 6, '2026-03-06T16:45:00.000Z', platform);
    await work.leave(zoe, '2026-03-09', '2026-03-09');
    await work.standup(zoe, '2026-03-10', '2026-03-10T09:15:00.000Z', platform);
    await work.hours(zoe, '2026-03-10', 7.5, '2026-03-10T17:45:00.000Z', platform);
    await stack.deps.watcher.waitFor(await stack.deps.store.headPosition(), {
      timeoutMs: 10_000,
    });
    await stack.setClock('2026-03-11T10:00:00.000Z');
  });

  it('shows the Monthly Report, a person’s days in a modal, the chart and MonthlyReport.csv', async () => {
    const { page, stack } = e2e;
    await signInAt(page, stack.url, 'admin', '/StandUpReport');
    await waitForPath(page, '/StandUpReport');
    await clickNavLink(page, 'Monthly Report', 'Reports');
    await waitForPath(page, '/report2');
    await page.getByRole('heading', { level: 1, name: 'Monthly Report' }).waitFor();
    await page.getByRole('button', { name: 'Zoe Quinn' }).waitFor();
    await expect(page.getByLabel('From', { exact: true }).inputValue()).resolves.toBe('2026-03-05');
    await expect(page.getByLabel('To', { exact: true }).inputValue()).resolves.toBe('2026-03-11');

    const rows = await tableRows(page, 'Monthly attendance');
    expect(rows.find((row) => row[1] === 'Zoe Quinn')).toEqual([
      'Platform Core',
      'Zoe Quinn',
      '4',
      '1',
      '1',
    ]);
    // The demo's people have nothing in March: every working day before today is an absence.
    expect(rows.find((row) => row[1] === 'Uma Patel')?.slice(2)).toEqual(['4', '4', '0']);
    expect(rows.map((row) => row[1])).not.toContain('Amina Qureshi'); // the Admin
    await page
      .getByRole('img', { name: 'Attendance per person: working days, absences and leave days' })
      .waitFor();
    await expectAxeClean(page);

    await page.getByRole('button', { name: 'Zoe Quinn' }).click();
    const dialog = page.getByRole('dialog', { name: 'Zoe Quinn: Mar 5, 2026 to Mar 11, 2026' });
    await dialog.getByRole('cell', { name: 'Mar 5, 2026' }).waitFor();
    const days = await tableRows(page, 'Task logs by day');
    expect(days.map((day) => [day[0], day[3]])).toEqual([
      ['Mar 11, 2026', '0 hours : In progress'],
      ['Mar 10, 2026', '7.5 hours : Short Leave'],
      ['Mar 9, 2026', '0 hours : On leave (Sick)'],
      ['Mar 6, 2026', '6 hours : Short Leave'],
      ['Mar 5, 2026', '8 hours : Full Day'],
    ]);
    expect(days[1]!.slice(1, 3)).toEqual(['9:15 AM - 5:45 PM', '7.5']);
    await expectAxeClean(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    await chooseZoe(page);
    await page.getByRole('button', { name: 'Uma Patel' }).waitFor({ state: 'detached' });
    expect(await tableRows(page, 'Monthly attendance')).toEqual([
      ['Platform Core', 'Zoe Quinn', '4', '1', '1'],
    ]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('MonthlyReport.csv');
    expect(await csvRecords(download)).toEqual([
      'Space,User,Working Days,Absences,Leave days',
      'Platform Core,Zoe Quinn,4,1,1',
    ]);
  });

  it('shows the Detail Report for a lead, filtered to one person, and DetailReport.csv', async () => {
    const { page, stack } = e2e;
    // A laptop: the last column's title was cut here.
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInAt(page, stack.url, 'lead', '/StandUpReport');
    await waitForPath(page, '/StandUpReport');
    await clickNavLink(page, 'Detail Report', 'Reports');
    await waitForPath(page, '/DetailReport');
    await page.getByRole('heading', { level: 1, name: 'Detail Report' }).waitFor();
    await page.getByRole('cell', { name: 'Zoe Quinn' }).waitFor();
    await page.getByLabel('Team', { exact: true }).selectOption('Platform');
    await chooseZoe(page);
    await page.getByRole('cell', { name: 'Uma Patel' }).waitFor({ state: 'detached' });
    expect(await tableRows(page, 'Detail report')).toEqual([
      ['Zoe Quinn', 'Platform Core', 'Platform', '32', '21.5', '23.5', '1', '1'],
    ]);
    // Every title shows whole: the table fits its card without scrolling sideways.
    const table = page.getByRole('region', { name: 'Detail report' });
    const fit = await table.evaluate((box) => ({
      overflow: box.scrollWidth - box.clientWidth,
      lastTitleInside:
        box.querySelector('thead th:last-child')!.getBoundingClientRect().right <=
        box.getBoundingClientRect().right,
    }));
    expect(fit).toEqual({ overflow: 0, lastTitleInside: true });
    await expect(
      table.getByRole('columnheader', { name: 'Late Arrival after 9:30' }).isVisible(),
    ).resolves.toBe(true);
    await expectAxeClean(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('DetailReport.csv');
    expect(await csvRecords(download)).toEqual([
      'Name,Work space,Team Name,Total Hours Available,Total Logged Hours,Total hours on Work,No Standups,Late Arrival after 9:30',
      'Zoe Quinn,Platform Core,Platform,32,21.5,23.5,1,1',
    ]);
  });
});
