import { useE2E } from '../support/e2e.js';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAxeClean } from '../support/browser.js';
import { meOf, submitSignIn, waitForPath } from '../support/people.js';
import type { Stack } from '../support/stack.js';

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
  const e2e = useE2E();

  it('shows the read-only email and is axe-clean', async () => {
    await openProfile(e2e.page, e2e.stack, 'user');
    await expect(field(e2e.page, 'Username').inputValue()).resolves.toBe('Uma Patel');
    const email = field(e2e.page, 'Email');
    await expect(email.inputValue()).resolves.toBe('user@northwind.test');
    await expect(email.getAttribute('readonly')).resolves.not.toBeNull();
    await expect(field(e2e.page, 'Availability').inputValue()).resolves.toBe('Away');
    await expectAxeClean(e2e.page);
  });

  it("checks the new password with the spec's messages and shows a wrong current password", async () => {
    await openProfile(e2e.page, e2e.stack, 'user');
    const submit = e2e.page.getByRole('button', { name: 'Update profile' });

    await field(e2e.page, 'Current password').fill('teamledger-demo');
    await field(e2e.page, 'New password').fill('short');
    await field(e2e.page, 'Confirm new password').fill('short');
    await submit.click();
    await e2e.page.getByText('It should be at least 8 characters long').waitFor();
    await expect(field(e2e.page, 'New password').getAttribute('aria-invalid')).resolves.toBe(
      'true',
    );

    await field(e2e.page, 'New password').fill('long-enough-1');
    await field(e2e.page, 'Confirm new password').fill('long-enough-2');
    await submit.click();
    await e2e.page.getByText('The two passwords that you entered do not match!').waitFor();
    expect(await e2e.page.getByText('It should be at least 8 characters long').count()).toBe(0);

    // The server's 422 is shown under the field it blames; nothing is saved.
    await field(e2e.page, 'Current password').fill('not-my-password');
    await field(e2e.page, 'Confirm new password').fill('long-enough-1');
    await submit.click();
    await e2e.page.getByText('Current password is not correct!').waitFor();
    await expect(field(e2e.page, 'Current password').getAttribute('aria-invalid')).resolves.toBe(
      'true',
    );
    await expect(submit.isEnabled()).resolves.toBe(true);
    expect(new URL(e2e.page.url()).pathname).toBe('/updateProfile');
    await expectAxeClean(e2e.page);
  });

  it('renames: toast, then about 2 s later the start page, with the new name in the header', async () => {
    await openProfile(e2e.page, e2e.stack, 'user');
    await field(e2e.page, 'Username').fill('Uma Patel-Rao');
    const submit = e2e.page.getByRole('button', { name: 'Update profile' });
    await submit.click();

    const shown = toast(e2e.page, 'Profile updated successfully!');
    await shown.waitFor();
    const toastAt = Date.now();
    await expect(shown.textContent()).resolves.toContain('Notification');
    await expect(submit.isDisabled()).resolves.toBe(true);
    expect(new URL(e2e.page.url()).pathname).toBe('/updateProfile');

    await waitForPath(e2e.page, '/home');
    const waited = Date.now() - toastAt;
    expect(waited).toBeGreaterThanOrEqual(1_500);
    // Not at once; the upper bound only catches a redirect that never comes on its own
    // timer, so it sits far from the 2 s it normally takes on a busy machine.
    expect(waited).toBeLessThan(15_000);
    await e2e.page.getByRole('button', { name: 'Uma Patel-Rao' }).waitFor();
    expect((await meOf(e2e.page)).name).toBe('Uma Patel-Rao');

    // Stored, not only shown: a reload still has it.
    await e2e.page.reload();
    await e2e.page.getByRole('button', { name: 'Uma Patel-Rao' }).waitFor();
  });

  it('changes the password: the session carries on, and the new password signs in', async () => {
    await openProfile(e2e.page, e2e.stack, 'provider');
    await field(e2e.page, 'Current password').fill('teamledger-demo');
    await field(e2e.page, 'New password').fill('a-new-secret-42');
    await field(e2e.page, 'Confirm new password').fill('a-new-secret-42');
    await e2e.page.getByRole('button', { name: 'Update profile' }).click();
    await toast(e2e.page, 'Profile updated successfully!').waitFor();
    await waitForPath(e2e.page, '/home');
    expect((await meOf(e2e.page)).name).toBe('Pavel Novak');

    await e2e.page.getByRole('button', { name: 'Pavel Novak' }).click();
    await e2e.page.getByRole('button', { name: 'Sign Out' }).click();
    await e2e.page.getByRole('button', { name: 'Sign in' }).waitFor();

    await submitSignIn(e2e.page, e2e.stack.url, 'provider');
    await e2e.page.getByText('Wrong email or password.').waitFor();
    await submitSignIn(e2e.page, e2e.stack.url, 'provider', 'a-new-secret-42');
    await waitForPath(e2e.page, '/home');
  });

  it('saves the availability with a toast and no redirect', async () => {
    await openProfile(e2e.page, e2e.stack, 'admin');
    await field(e2e.page, 'Availability').selectOption('Do not Disturb');
    await field(e2e.page, 'Status message').fill('In the quarterly review');
    const save = e2e.page.getByRole('button', { name: 'Save', exact: true });
    await save.click();
    await toast(e2e.page, 'Availability updated.').waitFor();
    await expect(save.isEnabled()).resolves.toBe(true);

    const me = await meOf(e2e.page);
    expect(me.availability).toBe('Do not Disturb');
    expect(me.textStatus).toBe('In the quarterly review');

    await e2e.page.waitForTimeout(2_500);
    expect(new URL(e2e.page.url()).pathname).toBe('/updateProfile');
    await e2e.page.reload();
    await expect(field(e2e.page, 'Availability').inputValue()).resolves.toBe('Do not Disturb');
    await expect(field(e2e.page, 'Status message').inputValue()).resolves.toBe(
      'In the quarterly review',
    );
  });
});
