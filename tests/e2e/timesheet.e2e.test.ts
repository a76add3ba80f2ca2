import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { personId, seedPeople } from '../../services/api/src/test-support/sessions.js';
import { expectAxeClean } from '../support/browser.js';
import { useE2E } from '../support/e2e.js';
import { signInAt, waitForPath, type PersonKey } from '../support/people.js';

const toast = (page: Page, message: string) =>
  page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('alert')
    .filter({ hasText: message });

// The demo is seeded on Wednesday 2026-03-11; Uma's week 2026-W10 (Mar 2 to 8) has its hours.
const WEEK = '2026-W10';
const MY_WEEK = `/MyTimesheet?period=${WEEK}`;
const LOCK =
  'Week 2026-W10 of Uma Patel was approved on Mar 11, 2026 and is locked; only an Admin can reopen it.';

describe('timesheet approval, in Chromium', () => {
  const e2e = useE2E({ seed: false });

  beforeAll(async () => {
    await e2e.stack.setClock('2026-03-11T09:05:00.000Z');
    await seedPeople(e2e.stack.deps);
  });

  const as = async (key: PersonKey, path: string) => {
    await e2e.page.context().clearCookies();
    await signInAt(e2e.page, e2e.stack.url, key, path);
    await waitForPath(e2e.page, path.split('?')[0]!);
  };
  const status = (text: string) => e2e.page.locator('.badge', { hasText: text }).first().waitFor();

  /** The lead decides every checked period of the approvals list at once. */
  const decideAll = async (decision: 'Approve' | 'Reject', note: string) => {
    const { page } = e2e;
    await as('lead', '/TimesheetApprovals');
    await page.getByRole('checkbox', { name: `Choose Week ${WEEK} of Uma Patel` }).check();
    await page.getByRole('button', { name: `${decision} selected (1)` }).click();
    const dialog = page.getByRole('dialog');
    if (note !== '') await dialog.getByLabel('What to fix').fill(note);
    await dialog.getByRole('button', { name: `${decision} 1` }).click();
    await toast(page, `1 of 1 ${decision === 'Approve' ? 'approved' : 'rejected'}.`).waitFor();
  };

  it('goes submit, reject, fix, approve, locked, and an Admin reopens it', async () => {
    const { page } = e2e;
    await as('user', MY_WEEK);
    await page.getByRole('heading', { level: 2, name: /^Week 2026-W10: Mar 2, 2026/ }).waitFor();
    await status('Open');
    // Her contract's 8 hours Monday to Friday, none on her sick day and the weekend.
    await page
      .getByTestId('timesheet-total')
      .filter({ hasText: 'Total: 33 of 32 hours expected' })
      .waitFor();
    await page.getByRole('cell', { name: 'Mar 5, 2026 On leave' }).waitFor();
    await page.getByRole('cell', { name: 'Mar 7, 2026 Day off' }).waitFor();
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Submit for approval' }).click();
    await toast(page, 'Timesheet submitted for approval.').waitFor();
    await status('Submitted, awaiting approval');

    await decideAll('Reject', 'Friday is short');

    await as('user', MY_WEEK);
    await page.getByText('Rejected by Liam Carter on Mar 11, 2026: Friday is short').waitFor();
    await as('user', '/AddHoursLog');
    await page.getByLabel('Task Title').fill('Friday review');
    await page.getByLabel('Task Details').fill('The part I forgot');
    await page.getByLabel('Total Hours Spent').fill('1.5');
    await page.getByLabel('Date').fill('2026-03-06');
    await page.getByRole('button', { name: 'Log hours' }).click();
    await toast(page, 'Hours Log successfully Added.').waitFor();
    await as('user', MY_WEEK);
    await page.getByRole('button', { name: 'Submit for approval' }).click();
    await toast(page, 'Timesheet submitted for approval.').waitFor();

    await decideAll('Approve', '');
    // The TimeSheet Report shows the approved hours beside the current ones, on request.
    await as('lead', '/TimesheetReport');
    await page.getByLabel('Show approved timesheet hours beside the current ones').check();
    await page
      .getByRole('table', { name: 'Approved and current hours' })
      .getByRole('cell', { name: 'Uma Patel' })
      .waitFor();

    // Locked: Add Hours Log names the lock for a day of the week, and refuses an entry there
    // with the same words; the form stays usable for another day.
    await as('user', '/AddHoursLog');
    await page.getByLabel('Date').fill('2026-03-05');
    await page.getByTestId('period-lock').filter({ hasText: LOCK }).waitFor();
    await page.getByLabel('Task Title').fill('Late entry');
    await page.getByLabel('Task Details').fill('Should not go in');
    await page.getByLabel('Total Hours Spent').fill('1');
    await page.getByRole('button', { name: 'Log hours' }).click();
    await page.locator('.invalid-feedback', { hasText: LOCK }).waitFor();
    await expectAxeClean(page);
    await page.getByLabel('Date').fill('2026-03-11');
    await page.getByRole('button', { name: 'Log hours' }).click();
    await toast(page, 'Hours Log successfully Added.').waitFor();
    // Task Logs mark the week's entries locked.
    await as('user', '/userReport');
    await page.getByText(LOCK).first().waitFor();

    // An Admin reopens it with a reason; the approved revision stays in sight.
    await as('admin', `/MyTimesheet?user=${personId('user')}&period=${WEEK}`);
    await status('Approved (locked)');
    await page.getByRole('button', { name: 'Reopen period' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('Friday went to the wrong project');
    await dialog.getByRole('button', { name: 'Reopen' }).click();
    await toast(page, 'Period reopened.').waitFor();
    await status('Reopened');
    await page
      .getByText('Reopened by an Admin on Mar 11, 2026: Friday went to the wrong project')
      .waitFor();
    const summary = await page.getByTestId('revision-summary').textContent();
    expect(summary).toMatch(
      /^Approved [\d.]+ h on Mar 11, 2026 \(revision 2\); now [\d.]+ h, not submitted yet\.$/,
    );

    // Uma may log into the week again.
    await as('user', '/AddHoursLog');
    await page.getByLabel('Date').fill('2026-03-05');
    await page.getByLabel('Task Title').fill('Late entry');
    await page.getByLabel('Task Details').fill('Now it goes in');
    await page.getByLabel('Total Hours Spent').fill('1');
    await page.getByRole('button', { name: 'Log hours' }).click();
    await toast(page, 'Hours Log successfully Added.').waitFor();
  });
});
