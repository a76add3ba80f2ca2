import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAxeClean, launchBrowser } from '../support/browser.js';
import { meOf, submitSignIn, waitForPath } from '../support/people.js';
import { startStack, type Stack } from '../support/stack.js';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function openProfile(page: Page, stack: Stack, key: 'user' | 'provider' | 'admin') {
  await submitSignIn(page, stack.url, key);
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  await page.getByRole('button', { name: (await meOf(page)).name }).click();
  await page.getByRole('link', { name: 'My Profile' }).click();
  await waitForPath(page, '/updateProfile');
  await page.getByRole('heading', { name: 'My Profile' }).waitFor();
}

/** The visible toast with this message, titled 'Notification'. */
const toast = (page: Page, message: string) =>
  page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('alert')
    .filter({ hasText: message });

describe('/updateProfile', () => {
  let stack: Stack;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext();
    page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
  });

  it('shows the read-only email and is axe-clean', async () => {
    await openProfile(page, stack, 'user');
    await expect(field(page, 'Username').inputValue()).resolves.toBe('Uma Patel');
    const email = field(page, 'Email');
    await expect(email.inputValue()).resolves.toBe('user@northwind.test');
    await expect(email.getAttribute('readonly')).resolves.not.toBeNull();
    await expect(field(page, 'Availability').inputValue()).resolves.toBe('Away');
    await expectAxeClean(page);
  });

  it("checks the new password with the spec's messages and shows a wrong current password", async () => {
    await openProfile(page, stack, 'user');
    const submit = page.getByRole('button', { name: 'Update profile' });

    await field(page, 'Current password').fill('teamledger-demo');
    await field(page, 'New password').fill('short');
    await field(page, 'Confirm new password').fill('short');
    await submit.click();
    await page.getByText('It should be at least 8 characters long').waitFor();
    await expect(field(page, 'New password').getAttribute('aria-invalid')).resolves.toBe('true');

    await field(page, 'New password').fill('long-enough-1');
    await field(page, 'Confirm new password').fill('long-enough-2');
    await submit.click();
    await page.getByText('The two passwords that you entered do not match!').waitFor();
    expect(await page.getByText('It should be at least 8 characters long').count()).toBe(0);

    // The server's 422 is shown as an error alert; nothing is saved.
    await field(page, 'Current password').fill('not-my-password');
    await field(page, 'Confirm new password').fill('long-enough-1');
    await submit.click();
    const alert = page.getByRole('main').getByRole('alert');
    await alert.getByText('Current password is not correct!').waitFor();
    await expect(submit.isEnabled()).resolves.toBe(true);
    expect(new URL(page.url()).pathname).toBe('/updateProfile');
    await expectAxeClean(page);
  });

  it('renames: toast, then about 2 s later the start page, with the new name in the header', async () => {
    await openProfile(page, stack, 'user');
    await field(page, 'Username').fill('Uma Patel-Rao');
    const submit = page.getByRole('button', { name: 'Update profile' });
    await submit.click();

    const shown = toast(page, 'Profile updated successfully!');
    await shown.waitFor();
    const toastAt = Date.now();
    await expect(shown.textContent()).resolves.toContain('Notification');
    await expect(submit.isDisabled()).resolves.toBe(true);
    expect(new URL(page.url()).pathname).toBe('/updateProfile');

    await waitForPath(page, '/userStandupReport');
    const waited = Date.now() - toastAt;
    expect(waited).toBeGreaterThanOrEqual(1_500);
    expect(waited).toBeLessThan(4_000);
    await page.getByRole('button', { name: 'Uma Patel-Rao' }).waitFor();
    expect((await meOf(page)).name).toBe('Uma Patel-Rao');

    // Stored, not only shown: a reload still has it.
    await page.reload();
    await page.getByRole('button', { name: 'Uma Patel-Rao' }).waitFor();
  });

  it('changes the password: the session carries on, and the new password signs in', async () => {
    await openProfile(page, stack, 'provider');
    await field(page, 'Current password').fill('teamledger-demo');
    await field(page, 'New password').fill('a-new-secret-42');
    await field(page, 'Confirm new password').fill('a-new-secret-42');
    await page.getByRole('button', { name: 'Update profile' }).click();
    await toast(page, 'Profile updated successfully!').waitFor();
    await waitForPath(page, '/userStandupReport');
    expect((await meOf(page)).name).toBe('Pavel Novak');

    await page.getByRole('button', { name: 'Pavel Novak' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();

    await submitSignIn(page, stack.url, 'provider');
    await page.getByText('Wrong email or password.').waitFor();
    await submitSignIn(page, stack.url, 'provider', 'a-new-secret-42');
    await waitForPath(page, '/userStandupReport');
  });

  it('saves the availability with a toast and no redirect', async () => {
    await openProfile(page, stack, 'admin');
    await field(page, 'Availability').selectOption('Do not Disturb');
    await field(page, 'Status message').fill('In the quarterly review');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await save.click();
    await toast(page, 'Availability updated.').waitFor();
    await expect(save.isEnabled()).resolves.toBe(true);

    const me = await meOf(page);
    expect(me.availability).toBe('Do not Disturb');
    expect(me.textStatus).toBe('In the quarterly review');

    await page.waitForTimeout(2_500);
    expect(new URL(page.url()).pathname).toBe('/updateProfile');
    await page.reload();
    await expect(field(page, 'Availability').inputValue()).resolves.toBe('Do not Disturb');
    await expect(field(page, 'Status message').inputValue()).resolves.toBe(
      'In the quarterly review',
    );
  });
});
