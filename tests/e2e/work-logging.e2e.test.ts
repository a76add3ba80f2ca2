import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoWorkspaceId } from '../../services/api/src/demo/seed-people-admin.js';
import { seedPeople } from '../../services/api/src/test-support/sessions.js';
import { expectAxeClean } from '../support/browser.js';
import { useE2E } from '../support/e2e.js';
import { waitForPath, signInAt, clickNavLink } from '../support/people.js';

/** The visible toast with this message, titled 'Notification'. */
const toast = (page: Page, message: string) =>
  page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('alert')
    .filter({ hasText: message });

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The body rows of the page's first table, each as the texts its cells show to the eye. */
async function tableRows(page: Page): Promise<string[][]> {
  const rows: string[][] = [];
  for (const row of await page.locator('table').first().locator('tbody tr').all()) {
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

describe('work logging in Chromium', () => {
  const e2e = useE2E({ seed: false });

  // A Wednesday morning in the company's zone (UTC in the demo), so weekends and the
  // holiday window are the same on every run; the demo history is seeded around it.
  beforeAll(async () => {
    await e2e.stack.setClock('2026-03-11T09:05:00.000Z');
    await seedPeople(e2e.stack.deps);
  });

  it('adds a standup and logs hours, and sees both on the reports they lead to', async () => {
    const { page, stack } = e2e;
    await signInAt(page, stack.url, 'user', '/userStandupReport');
    await waitForPath(page, '/userStandupReport');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Add Standup' })
      .click();
    await waitForPath(page, '/AddStandup');

    const update = page.getByRole('button', { name: 'Update' });
    await update.click();
    await page.getByText('What I did yesterday is required!').waitFor();

    await field(page, 'What I did yesterday').fill('Reviewed the holiday screen');
    await field(page, 'What I will do today').fill('Write the end-to-end test for work logging');
    await field(page, 'Do you have roadblocks').fill('None');
    await expectAxeClean(page);
    await stack.setClock('2026-03-11T09:05:00.000Z');
    await update.click();
    await toast(page, 'Standup successfully Added.').waitFor();
    await expect(update.isDisabled()).resolves.toBe(true);

    // Next, the hours: today's plan is offered as a task to fill with them.
    await waitForPath(page, '/AddHoursLog');
    await page
      .getByRole('button', { name: 'Fill in Write the end-to-end test for work logging' })
      .waitFor();
    await page.goto(`${stack.url}/userStandupReport`);
    await page.getByRole('cell', { name: 'Reviewed the holiday screen' }).waitFor();
    const rows = await tableRows(page);
    expect(rows[0]).toEqual([
      'Mar 11, 2026',
      '9:05 AM',
      'Platform Core',
      'Reviewed the holiday screen',
      'Write the end-to-end test for …',
      'None',
      // The row's buttons: Edit and History.
      'EditHistory',
    ]);
    // Last 8 days: Wed 11 back to Wed 4, the weekend left out; the sick day says so.
    expect(rows.map((row) => row[0])).toEqual([
      'Mar 11, 2026',
      'Mar 10, 2026',
      'Mar 9, 2026',
      'Mar 6, 2026',
      'Mar 5, 2026',
      'Mar 4, 2026',
    ]);
    expect(rows[4]?.[1]).toBe('On leave (Sick)');
    await expectAxeClean(page);

    // The form is prefilled with what was said.
    await page.goto(`${stack.url}/AddStandup`);
    await expect(field(page, 'Do you have roadblocks').inputValue()).resolves.toBe('None');

    // Then hours, against a milestone of the Mobile App workspace, in the evening.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Add Hours Log' })
      .click();
    await waitForPath(page, '/AddHoursLog');
    await field(page, 'Workspace').waitFor();
    // Her default workspace and No Milestone come chosen.
    await expect(field(page, 'Workspace').inputValue()).resolves.toBe(demoWorkspaceId('platform'));
    await expect(field(page, 'Milestone').inputValue()).resolves.toBe('none');
    await field(page, 'Workspace').selectOption({ label: 'Mobile App' });
    const milestone = field(page, 'Milestone');
    await milestone.locator('option', { hasText: 'Release 2.0' }).waitFor({ state: 'attached' });
    await expect(milestone.locator('option').allTextContents()).resolves.toEqual([
      'Select milestone',
      'No Milestone',
      'Beta feedback',
      'Release 2.0',
    ]);
    const save = page.getByRole('button', { name: 'Log hours', exact: true });
    await field(page, 'Total Hours Spent').fill('13');
    await save.click();
    await page.getByText('Total Hours Spent must be more than 0 and at most 12').waitFor();

    await milestone.selectOption({ label: 'Release 2.0' });
    await field(page, 'Task Title').fill('Offline sync');
    await field(page, 'Task Details').fill('Queue writes while offline');
    await field(page, 'Total Hours Spent').fill('2.5');
    await expectAxeClean(page);
    await stack.setClock('2026-03-11T17:30:00.000Z');
    await save.click();
    await toast(page, 'Hours Log successfully Added.').waitFor();
    // The form stays for the next task of the day, the day's entries and total under it.
    await page.getByRole('heading', { name: 'Logged for 2026-03-11: 2.5 hours' }).waitFor();
    await page.getByText('2.5 h, Mobile App / Release 2.0: Offline sync').waitFor();
    await expect(field(page, 'Task Title').inputValue()).resolves.toBe('');
    await expect(save.isDisabled()).resolves.toBe(false);

    await page.goto(`${stack.url}/userReport`);
    // Today is in progress until it ends: no status by its hours yet.
    await page.getByRole('cell', { name: '2.5 hours : In progress' }).waitFor();
    const days = await tableRows(page);
    // 09:05 to 17:30 less the hour of break is 7.42 hours available.
    expect(days[0]).toEqual([
      'Mar 11, 2026',
      '9:05 AM - 5:30 PM',
      '7.42',
      '2.5 hours : In progress',
    ]);
    expect(days.map((day) => day[0])).toEqual([
      'Mar 11, 2026',
      'Mar 10, 2026',
      'Mar 9, 2026',
      'Mar 6, 2026',
      'Mar 5, 2026',
    ]);
    expect(days[4]?.slice(1)).toEqual(['Not Added', '0', '0 hours : On leave (Sick)']);
    await expectAxeClean(page);
  });

  it('applies for leave from the main navigation and goes to Task Logs', async () => {
    const { page, stack } = e2e;
    await signInAt(page, stack.url, 'lead', '/StandUpReport');
    await waitForPath(page, '/StandUpReport');
    await clickNavLink(page, 'Apply for Leave');
    await waitForPath(page, '/ApplyLeave');

    const send = page.getByRole('button', { name: 'Send' });
    await send.click();
    await page.getByText('Leave Type is required.').waitFor();
    await page.getByText('Leave Details is required!').waitFor();
    await field(page, 'Leave Type').selectOption('Annual');
    await field(page, 'First day').fill('2026-03-12');
    await field(page, 'Last day').fill('2026-03-13');
    await field(page, 'Leave Details').fill('Family wedding');
    await expectAxeClean(page);
    await send.click();
    await toast(page, 'Successfully Applied for leave.').waitFor();
    await expect(send.isDisabled()).resolves.toBe(true);
    await waitForPath(page, '/userReport');
    await page.getByRole('heading', { name: 'Task Logs' }).waitFor();

    const leaves = await page.request.get(`${stack.url}/api/leaves`);
    expect((await leaves.json()).leaves).toContainEqual(
      expect.objectContaining({
        leaveType: 'Annual',
        details: 'Family wedding',
        from: '2026-03-12',
        to: '2026-03-13',
      }),
    );
  });

  it('adds a milestone to a workspace and completes it after the confirmation', async () => {
    const { page, stack } = e2e;
    await signInAt(page, stack.url, 'admin', '/StandUpReport');
    await waitForPath(page, '/StandUpReport');
    const mobile = demoWorkspaceId('mobile');
    await page.goto(`${stack.url}/milestones/${mobile}/Mobile%20App/false`);
    await page.getByRole('heading', { name: 'Milestones of Mobile App' }).waitFor();
    // Beta feedback was due on Monday: its date is red.
    const overdue = page.getByRole('cell', { name: 'Mar 9, 2026 (overdue)' });
    await overdue.waitFor();
    await expect(overdue.locator('.text-danger').count()).resolves.toBe(1);

    await page.getByRole('button', { name: 'Add Milestone' }).click();
    const modal = page.getByRole('dialog', { name: 'Add Milestone' });
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.getByText('Name is required.').waitFor();
    await modal.getByText('Description is required.').waitFor();
    await field(page, 'Name').fill('Release 2.1');
    await field(page, 'Start date').fill('2026-03-16');
    await field(page, 'Due date').fill('2026-03-27');
    await field(page, 'Description').fill('Tablet layouts');
    await modal.getByText('14/100').waitFor();
    await expectAxeClean(page);
    await modal.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Milestone Added successfully.').waitFor();
    await page.getByRole('cell', { name: 'Release 2.1', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Complete Release 2.1' }).click();
    const confirm = page.getByRole('dialog', { name: 'Do you want to Complete this Milestone?' });
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await toast(page, 'Milestone Completed successfully.').waitFor();
    await page
      .getByRole('cell', { name: 'Release 2.1', exact: true })
      .waitFor({ state: 'detached' });

    // The detail lists the hours logged against a milestone (the demo's and today's).
    await page.getByRole('link', { name: 'Details of Release 2.0' }).click();
    await page.getByRole('heading', { name: 'Release 2.0' }).waitFor();
    await page.getByRole('columnheader', { name: 'Task Hours' }).waitFor();
    expect((await tableRows(page)).length).toBeGreaterThan(0);
  });

  it('adds and deletes a holiday after the confirmation', async () => {
    const { page, stack } = e2e;
    await signInAt(page, stack.url, 'admin', '/StandUpReport');
    await waitForPath(page, '/StandUpReport');
    await clickNavLink(page, 'Mark Holiday', 'Setup');
    await waitForPath(page, '/MarkLeave');
    await page.getByRole('cell', { name: 'Company Retreat', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Add Holiday' }).click();
    await page.getByText('Please select date!').waitFor();
    await page.getByText('Holiday Title is required!').waitFor();
    await expect(field(page, 'Select Date').getAttribute('min')).resolves.toBe('2026-03-12');
    await expect(field(page, 'Select Date').getAttribute('max')).resolves.toBe('2026-04-11');

    await field(page, 'Holiday Title').fill('Spring Day');
    await field(page, 'Select Date').fill('2026-03-20');
    await page.getByRole('button', { name: 'Add Holiday' }).click();
    await toast(page, 'Holiday Added successfully.').waitFor();
    await page.getByRole('cell', { name: 'Spring Day', exact: true }).waitFor();
    expect(await tableRows(page)).toEqual([
      ['1', 'Mar 31, 2026', 'Company Retreat', 'Delete'],
      ['2', 'Mar 20, 2026', 'Spring Day', 'Delete'],
      ['3', 'Feb 27, 2026', 'Founders Day', ''],
      ['4', 'Jan 27, 2026', 'Company Anniversary', ''],
      ['5', 'Dec 29, 2025', 'Volunteer Day', ''],
    ]);
    await expectAxeClean(page);

    await page.getByRole('button', { name: 'Delete Spring Day on Mar 20, 2026' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete this!' });
    await dialog.getByRole('button', { name: 'No' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Delete Spring Day on Mar 20, 2026' }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await toast(page, 'Holiday Deleted successfully.').waitFor();
    await page
      .getByRole('cell', { name: 'Spring Day', exact: true })
      .waitFor({ state: 'detached' });
    expect((await tableRows(page)).map((row) => row[2])).toEqual([
      'Company Retreat',
      'Founders Day',
      'Company Anniversary',
      'Volunteer Day',
    ]);
  });
});
