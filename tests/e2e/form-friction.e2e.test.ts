import { userDirectorySchema } from '@teamledger/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedPeople } from '../../services/api/src/test-support/sessions.js';
import { expectAxeClean } from '../support/browser.js';
import { useE2E } from '../support/e2e.js';
import { waitForPath, signInAt } from '../support/people.js';

/** The toasts on screen, titled 'Notification'. */
const toasts = (page: Page) =>
  page.getByRole('region', { name: 'Notifications' }).getByRole('alert');
const toast = (page: Page, message: string) => toasts(page).filter({ hasText: message });

/** A form's own alert (the danger one), not a toast. */
const formAlert = (page: Page) => page.locator('form .alert-danger');

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

describe('forms a person fixes and sends again, in Chromium', () => {
  const e2e = useE2E({ seed: false });

  // A Wednesday morning in the company's zone, as in the work-logging tests.
  beforeAll(async () => {
    await e2e.stack.setClock('2026-03-11T09:05:00.000Z');
    await seedPeople(e2e.stack.deps);
  });

  it('logs hours on a phone after a refused date is corrected, with the new range message', async () => {
    const { page, stack } = e2e;
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAt(page, stack.url, 'user', '/userStandupReport');
    await waitForPath(page, '/userStandupReport');
    await page.goto(`${stack.url}/AddHoursLog`);
    await field(page, 'Workspace').selectOption({ label: 'Mobile App' });
    const milestone = field(page, 'Milestone');
    await milestone.locator('option', { hasText: 'Release 2.0' }).waitFor({ state: 'attached' });
    await milestone.selectOption({ label: 'Release 2.0' });
    await field(page, 'Task Title').fill('Offline sync');
    await field(page, 'Task Details').fill('Queue writes while offline');
    await field(page, 'Total Hours Spent').fill('0');
    const save = page.getByRole('button', { name: 'Log hours', exact: true });
    await save.click();
    await page.getByText('Total Hours Spent must be more than 0 and at most 12').waitFor();

    // Eight days back is one too many: the server refuses it, under the Date field.
    await field(page, 'Total Hours Spent').fill('2.5');
    await field(page, 'Date').fill('2026-03-03');
    await save.click();
    const dateRefusal = page.getByText('Hours can be logged for today and up to 7 days back.');
    await dateRefusal.waitFor();
    await expect(field(page, 'Date').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(formAlert(page).count()).resolves.toBe(0);

    // Fixing the date takes the old message down; sending again is a new request.
    await field(page, 'Date').fill('2026-03-10');
    await dateRefusal.waitFor({ state: 'detached' });
    await save.click();
    await toast(page, 'Hours Log successfully Added.').waitFor();
    await expect(
      page.getByText('This Idempotency-Key was already used for a different request.').count(),
    ).resolves.toBe(0);
    if (process.env.SCREENSHOT_DIR) {
      await page.screenshot({
        path: `${process.env.SCREENSHOT_DIR}/hours-390.png`,
        fullPage: true,
      });
    }
    await page.getByText('2.5 h, Mobile App / Release 2.0: Offline sync').waitFor();
  });

  it('marks a holiday after a refusal under its date, and a new submit takes down the last toast', async () => {
    const { page, stack } = e2e;
    await signInAt(page, stack.url, 'admin', '/StandUpReport');
    await waitForPath(page, '/StandUpReport');
    await page.goto(`${stack.url}/MarkLeave`);
    await page.getByRole('cell', { name: 'Company Retreat', exact: true }).waitFor();
    const add = page.getByRole('button', { name: 'Add Holiday' });

    await field(page, 'Holiday Title').fill('Spring Day');
    await field(page, 'Select Date').fill('2026-03-31');
    await add.click();
    const taken = page.getByText('2026-03-31 is already a holiday (Company Retreat).');
    await taken.waitFor();
    await expect(field(page, 'Select Date').getAttribute('aria-invalid')).resolves.toBe('true');

    await field(page, 'Select Date').fill('2026-03-20');
    await taken.waitFor({ state: 'detached' });
    await add.click();
    await toast(page, 'Holiday Added successfully.').waitFor();
    await page.getByRole('cell', { name: 'Spring Day', exact: true }).waitFor();

    // The same day again is refused; the success toast of the last one goes with the submit.
    await field(page, 'Holiday Title').fill('Spring Day again');
    await field(page, 'Select Date').fill('2026-03-20');
    await add.click();
    await page.getByText('2026-03-20 is already a holiday (Spring Day).').waitFor();
    await expect(toasts(page).count()).resolves.toBe(0);
    await expectAxeClean(page);
  });

  it("says Added for the day's first standup and Updated when it is sent again", async () => {
    const { page, stack } = e2e;
    await signInAt(page, stack.url, 'lead', '/StandUpReport');
    await waitForPath(page, '/StandUpReport');
    await page.goto(`${stack.url}/AddStandup`);
    await field(page, 'What I did yesterday').fill('Reviewed pull requests');
    await field(page, 'What I will do today').fill('Plan the sprint');
    await field(page, 'Do you have roadblocks').fill('None');
    await page.getByRole('button', { name: 'Update' }).click();
    await toast(page, 'Standup successfully Added.').waitFor();

    await page.goto(`${stack.url}/AddStandup`);
    await expect(field(page, 'Do you have roadblocks').inputValue()).resolves.toBe('None');
    await field(page, 'Do you have roadblocks').fill('Waiting for the VPN');
    await page.getByRole('button', { name: 'Update' }).click();
    await toast(page, 'Standup successfully Updated.').waitFor();
    await expect(toast(page, 'Standup successfully Added.').count()).resolves.toBe(0);
  });

  it('registers from the sign-in page, and the registration waits on the Users screen', async () => {
    const { page, stack } = e2e;
    await page.goto(`${stack.url}/`);
    await page.getByRole('link', { name: 'Register' }).click();
    await waitForPath(page, '/register');
    await page.getByRole('heading', { name: 'Teamledger' }).waitFor();
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Name is required.').waitFor();

    await field(page, 'Name').fill('Nia Brooks');
    await field(page, 'Email').fill('nia@northwind.test');
    await field(page, 'Password').fill('nia-password-1');
    await field(page, 'Confirm password').fill('nia-password-1');
    await field(page, 'Gender').selectOption('F');
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Register' }).click();
    await page
      .getByRole('status')
      .getByText('Your account is waiting for approval by an administrator.')
      .waitFor();
    await expectAxeClean(page);

    // Not yet: an administrator has to accept it first.
    const early = await page.request.post(`${stack.url}/api/auth/login`, {
      data: { email: 'nia@northwind.test', password: 'nia-password-1' },
    });
    expect(early.status()).toBe(403);

    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await signInAt(page, stack.url, 'admin', '/StandUpReport');
    await waitForPath(page, '/StandUpReport');
    await page.goto(`${stack.url}/users`);
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'InActive' });
    await page.getByRole('button', { name: 'Actions for Nia Brooks' }).click();
    await page
      .getByRole('menu', { name: 'Actions for Nia Brooks' })
      .getByRole('menuitem', { name: 'Accept or reject' })
      .waitFor();
  });

  it('offers only active people who can lead in the lead pickers', async () => {
    const { page, stack } = e2e;
    await signInAt(page, stack.url, 'admin', '/StandUpReport');
    await waitForPath(page, '/StandUpReport');
    await page.goto(`${stack.url}/users`);
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New User' });
    const offered = await dialog
      .getByLabel('Lead 1', { exact: true })
      .locator('option')
      .allTextContents();

    // The directory has the Client (active, but never signs in) and not Riya (waiting).
    const directory = userDirectorySchema.parse(
      await (await page.request.get(`${stack.url}/api/users/directory`)).json(),
    );
    expect(directory.users.map((person) => person.name)).toContain('Cora Client');
    expect(offered).toEqual([
      'Choose…',
      ...directory.users.filter((person) => person.role !== 'Client').map((person) => person.name),
    ]);
    expect(offered).toContain('Liam Carter');
    expect(offered).not.toContain('Cora Client');
    expect(offered).not.toContain('Riya Shah');
  });
});
