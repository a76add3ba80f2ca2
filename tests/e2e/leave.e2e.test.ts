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
    // It waits for Uma's Lead 1 and can still be withdrawn.
    expect(leaves[0]?.[6]).toBe('Pending');
    expect(leaves[1]?.slice(0, 4)).toEqual(['Sick', 'Mar 5, 2026', 'Mar 5, 2026', '1']);
    await expectAxeClean(page);
  });

  it('waits as Leave pending until Lead 1 approves it, then reads On leave; the applicant withdraws another', async () => {
    const { page, stack } = e2e;
    await signInAt(page, stack.url, 'user', '/ApplyLeave');
    await waitForPath(page, '/ApplyLeave');
    const apply = async (from: string, details: string) => {
      await field(page, 'Leave Type').selectOption('Annual');
      await field(page, 'First day').fill(from);
      await field(page, 'Last day').fill(from);
      await field(page, 'Leave Details').fill(details);
      // The form tells what the leave leaves of her Annual balance before it sends.
      await page
        .getByText(/^Annual balance 2026: \d+ days available; this leave takes 1 and leaves \d+\.$/)
        .waitFor();
      await page.getByRole('button', { name: 'Send' }).click();
      await toast(page, 'Successfully Applied for leave.').waitFor();
      await waitForPath(page, '/userReport');
      await page.goto(`${stack.url}/ApplyLeave`);
    };
    await apply('2026-03-12', 'Dentist and errands');
    await apply('2026-03-20', 'Long weekend');

    // Withdrawn before it starts: no reason asked of the applicant.
    await page
      .getByRole('button', {
        name: "Cancel Uma Patel's Annual leave, Mar 20, 2026 to Mar 20, 2026",
      })
      .click();
    const cancel = page.getByRole('dialog', { name: 'Cancel leave' });
    await cancel.getByRole('button', { name: 'Cancel leave' }).click();
    await toast(page, 'Leave cancelled.').waitFor();
    await expect.poll(async () => (await rowsOf(page, 'My leave'))[0]?.[6]).toMatch(/^Cancelled/);

    // The day after: the leave still waits, and says so instead of Absent.
    await stack.setClock('2026-03-13T09:05:00.000Z');
    await page.goto(`${stack.url}/userStandupReport`);
    const labelOf12th = async () =>
      new Map((await rowsOf(page, 'My standups')).map((cells) => [cells[0], cells[1]])).get(
        'Mar 12, 2026',
      );
    expect(await labelOf12th()).toBe('Leave pending (Annual)');

    // Liam, Uma's Lead 1, finds it in Leave Approvals and approves it with a note.
    await page.context().clearCookies();
    await signInAt(page, stack.url, 'lead', '/LeaveApprovals');
    await waitForPath(page, '/LeaveApprovals');
    const name = "Uma Patel's Annual leave, Mar 12, 2026 to Mar 12, 2026";
    await page.getByRole('button', { name: `Approve ${name}` }).click();
    const approve = page.getByRole('dialog', { name: 'Approve leave' });
    await approve.getByLabel('Note (optional)').fill('Get well soon');
    await expectAxeClean(page);
    await approve.getByRole('button', { name: 'Approve' }).click();
    await toast(page, 'Leave approved.').waitFor();
    await page.getByRole('button', { name: `Approve ${name}` }).waitFor({ state: 'detached' });

    // Uma's day now counts as leave, and My leave says who approved it and why.
    await page.context().clearCookies();
    await signInAt(page, stack.url, 'user', '/userStandupReport');
    await waitForPath(page, '/userStandupReport');
    await expect.poll(labelOf12th).toBe('On leave (Annual)');
    await page.goto(`${stack.url}/ApplyLeave`);
    const mine = await rowsOf(page, 'My leave');
    const approved = mine.find((cells) => cells[4]?.includes('Dentist'));
    expect(approved?.[6]).toMatch(/^Approvedby Liam Carter, Mar 13, 2026, .*“Get well soon”$/);
    // The team calendar beneath: who is away which day, the holiday said.
    const calendar = new Map(
      (await rowsOf(page, 'Team leave calendar')).map((cells) => [cells[0], cells[1]]),
    );
    expect(calendar.get('Thu, Mar 12, 2026')).toContain('Uma Patel (Annual)');
    expect(calendar.get('Fri, Mar 20, 2026')).not.toContain('Uma Patel');
    expect(calendar.get('Tue, Mar 31, 2026')).toBe('Holiday: Company Retreat');
    await page.getByRole('button', { name: 'Next month' }).click();
    await page.getByText('April 2026', { exact: true }).waitFor();

    // Her Annual balance lists the approved day as taken, with the approval behind it.
    await page.getByRole('button', { name: 'Movements of Annual leave' }).click();
    const movements = page.getByRole('table', { name: 'Annual leave movements in 2026' });
    const taken = movements.locator('tr', {
      hasText: 'Taken: Annual leave 12 Mar (1 working day)',
    });
    await taken.waitFor();
    expect((await taken.locator('td').last().textContent())?.trim()).toMatch(
      /^LeaveApproved #\d+$/,
    );
    await expectAxeClean(page);

    // A private calendar address of her approved leave, for the calendar app she uses.
    await page.getByRole('button', { name: 'Make an address for My approved leave' }).click();
    const address = page.getByLabel('Your address (shown once; copy it now)');
    await address.waitFor();
    const ics = await (await page.request.get(await address.inputValue())).text();
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('SUMMARY:Uma Patel: Annual leave');
    expect(ics).toContain('DTSTART;VALUE=DATE:20260312');
    await expectAxeClean(page);
  });
});
