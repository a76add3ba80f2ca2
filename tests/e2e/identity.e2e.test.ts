import { generateSync } from 'otplib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAxeClean } from '../support/browser.js';
import { useE2E } from '../support/e2e.js';
import {
  demoEmail,
  DEMO_PASSWORD,
  meOf,
  rowMenu,
  submitSignIn,
  waitForPath,
} from '../support/people.js';

// Invitations, password resets and sessions as people meet them: the emails arrive at the
// stack's real SMTP mail catcher, and the links in them are opened in Chromium.
const e2e = useE2E();

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

const toast = (page: Page, text: string) =>
  page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('alert')
    .filter({ hasText: text })
    .waitFor();

/** The links emailed to an address with this subject so far, oldest first. */
const linksTo = (address: string, subject: string) =>
  e2e.stack.mail
    .mails()
    .filter((mail) => mail.to.includes(address) && mail.subject === subject)
    .map((mail) => /(http\S+#token=\S+)/.exec(mail.text)?.[1] ?? '')
    .reverse();

async function nthLink(address: string, subject: string, count: number): Promise<string> {
  await expect.poll(() => linksTo(address, subject).length, { timeout: 20_000 }).toBe(count);
  const link = linksTo(address, subject)[count - 1]!;
  expect(link.startsWith(`${e2e.stack.url}/`)).toBe(true);
  return link;
}

async function signInWith(page: Page, email: string, password: string) {
  await page.goto(`${e2e.stack.url}/`);
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens an emailed link and sets the password there, as the person would. */
async function setPasswordAt(page: Page, link: string, password: string) {
  await page.goto(link);
  await field(page, 'New password').fill(password);
  await field(page, 'Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByRole('status').getByText('Your password is set. Sign in with it.').waitFor();
}

/** The code an authenticator app shows for this secret, `ahead` seconds from now. */
const codeOf = (secret: string, ahead = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + ahead });

/** Adds a person as the admin on `page` and answers their emailed invitation link. */
async function invite(page: Page, name: string, email: string): Promise<string> {
  await page.goto(`${e2e.stack.url}/users`);
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New User' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Role', { exact: true }).selectOption('User');
  await dialog.getByLabel('Team Name', { exact: true }).selectOption('Platform');
  await dialog.getByLabel('Lead 1', { exact: true }).selectOption({ label: 'Liam Carter' });
  await dialog.getByRole('group', { name: 'WorkSpaces' }).getByLabel('Mobile App').check();
  await dialog
    .getByLabel('Default WorkSpace', { exact: true })
    .selectOption({ label: 'Mobile App' });
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByRole('button', { name: 'Add User' }).click();
  await toast(page, 'New User Added successfully.');
  return nthLink(email, 'You are invited to Teamledger', 1);
}

describe('identity in the browser', () => {
  it('invites a person, who sets a password from the emailed link and signs in', async () => {
    const { page, stack } = e2e;
    await submitSignIn(page, stack.url, 'admin');
    await waitForPath(page, '/home');
    await page.goto(`${stack.url}/users`);
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New User' });
    // No password to invent: the person sets their own.
    await expect(dialog.getByLabel('Password').count()).resolves.toBe(0);
    await dialog.getByLabel('Name', { exact: true }).fill('Rosa Diaz');
    await dialog.getByLabel('Role', { exact: true }).selectOption('User');
    await dialog.getByLabel('Team Name', { exact: true }).selectOption('Platform');
    await dialog.getByLabel('Lead 1', { exact: true }).selectOption({ label: 'Liam Carter' });
    await dialog.getByRole('group', { name: 'WorkSpaces' }).getByLabel('Mobile App').check();
    await dialog
      .getByLabel('Default WorkSpace', { exact: true })
      .selectOption({ label: 'Mobile App' });
    await dialog.getByLabel('Email', { exact: true }).fill('rosa@northwind.test');
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await toast(page, 'New User Added successfully.');
    const first = await nthLink('rosa@northwind.test', 'You are invited to Teamledger', 1);

    // Resend replaces the first link: only the newest one works.
    await (
      await rowMenu(page, 'Rosa Diaz')
    )
      .getByRole('menuitem', { name: 'Resend invitation' })
      .click();
    const ask = page.getByRole('dialog', { name: 'Resend the invitation to Rosa Diaz?' });
    await ask.getByRole('button', { name: 'Resend' }).click();
    await toast(page, 'A new invitation is on its way. It works for 7 days.');
    const second = await nthLink('rosa@northwind.test', 'You are invited to Teamledger', 2);
    expect(second).not.toBe(first);

    const invited = await e2e.browser.newContext();
    try {
      const rosa = await invited.newPage();
      await rosa.goto(first);
      await rosa.getByRole('heading', { name: 'Teamledger' }).waitFor();
      await expectAxeClean(rosa);
      await field(rosa, 'New password').fill('rosa-password-1');
      await field(rosa, 'Confirm new password').fill('rosa-password-1');
      await rosa.getByRole('button', { name: 'Set password' }).click();
      await rosa.getByText('This link was withdrawn. Ask for a new one.').waitFor();

      await setPasswordAt(rosa, second, 'rosa-password-1');
      await rosa.getByRole('link', { name: 'Sign in' }).click();
      await waitForPath(rosa, '/');
      await signInWith(rosa, 'rosa@northwind.test', 'rosa-password-1');
      await waitForPath(rosa, '/home');
      expect((await meOf(rosa)).name).toBe('Rosa Diaz');

      // Used once: the same link refuses a second password.
      await rosa.context().clearCookies();
      await rosa.goto(second);
      await field(rosa, 'New password').fill('rosa-password-2');
      await field(rosa, 'Confirm new password').fill('rosa-password-2');
      await rosa.getByRole('button', { name: 'Set password' }).click();
      await rosa.getByText('This link was already used. Ask for a new one.').waitFor();
    } finally {
      await invited.close();
    }

    // The history says what happened, and who did it.
    await (await rowMenu(page, 'Rosa Diaz')).getByRole('menuitem', { name: 'History' }).click();
    const history = page.getByRole('list', { name: 'Status history' });
    await history.getByText('Invitation used').waitFor();
    await history.getByText('Invitation withdrawn').waitFor();
  });

  it('resets a forgotten password from the sign-in page and ends the old sessions', async () => {
    const { page, stack } = e2e;
    await submitSignIn(page, stack.url, 'user');
    await waitForPath(page, '/home');

    const elsewhere = await e2e.browser.newContext();
    try {
      const reset = await elsewhere.newPage();
      await reset.goto(`${stack.url}/`);
      await reset.getByRole('link', { name: 'Forgot password?' }).click();
      await waitForPath(reset, '/forgot-password');
      await expectAxeClean(reset);
      const answer =
        'If that email belongs to an account, a link to choose a new password is on its way. It works for 1 hour.';
      // An unknown email gets the same answer, and no email.
      await field(reset, 'Email').fill('nobody@northwind.test');
      await reset.getByRole('button', { name: 'Send the link' }).click();
      await reset.getByRole('status').getByText(answer).waitFor();
      await reset.goto(`${stack.url}/forgot-password`);
      await field(reset, 'Email').fill(demoEmail('user'));
      await reset.getByRole('button', { name: 'Send the link' }).click();
      await reset.getByRole('status').getByText(answer).waitFor();

      const link = await nthLink(demoEmail('user'), 'Reset your Teamledger password', 1);
      expect(link.startsWith(`${stack.url}/reset-password#token=`)).toBe(true);
      expect(linksTo('nobody@northwind.test', 'Reset your Teamledger password')).toEqual([]);
      await setPasswordAt(reset, link, 'uma-new-password-1');
      await reset.getByRole('heading', { name: 'Teamledger' }).waitFor();
      await expectAxeClean(reset);
      await signInWith(reset, demoEmail('user'), DEMO_PASSWORD);
      await reset.getByText('Wrong email or password.').waitFor();
      await signInWith(reset, demoEmail('user'), 'uma-new-password-1');
      await waitForPath(reset, '/home');
    } finally {
      await elsewhere.close();
    }

    // The session signed in before the reset has ended: the app sends it to sign in.
    await page.reload();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    const me = await page.request.get(`${stack.url}/api/me`);
    expect(me.status()).toBe(401);
  });

  it('lists my sessions and ends all the others', async () => {
    const { page, stack } = e2e;
    const other = await e2e.browser.newContext({ userAgent: 'Phone browser (e2e)' });
    try {
      const phone = await other.newPage();
      await submitSignIn(phone, stack.url, 'lead');
      await waitForPath(phone, '/home');

      await submitSignIn(page, stack.url, 'lead');
      await waitForPath(page, '/home');
      await page.getByRole('button', { name: (await meOf(page)).name }).click();
      await page.getByRole('link', { name: 'Sessions' }).click();
      await waitForPath(page, '/sessions');
      const table = page.getByRole('table', { name: 'My sessions' });
      await table.getByRole('row', { name: /Phone browser \(e2e\)/ }).waitFor();
      await table.getByText('This browser').waitFor();
      await expect(table.getByRole('row').count()).resolves.toBe(3);
      await expectAxeClean(page);

      await page.getByRole('button', { name: 'End all other sessions' }).click();
      await page
        .getByRole('dialog', { name: 'End all other sessions?' })
        .getByRole('button', { name: 'End' })
        .click();
      await toast(page, 'All other sessions ended.');
      await table.getByRole('row', { name: /Phone browser/ }).waitFor({ state: 'detached' });
      expect((await phone.request.get(`${stack.url}/api/me`)).status()).toBe(401);
      expect((await page.request.get(`${stack.url}/api/me`)).status()).toBe(200);
    } finally {
      await other.close();
    }
  });

  it("lets an Admin set someone's password in an emergency, recorded in the history", async () => {
    const { page, stack } = e2e;
    await submitSignIn(page, stack.url, 'admin');
    await waitForPath(page, '/home');
    await page.goto(`${stack.url}/users`);
    await (
      await rowMenu(page, 'Vera Lind')
    )
      .getByRole('menuitem', { name: 'Set password (emergency)' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Set a password for Vera Lind' });
    await expectAxeClean(page);
    await dialog.getByLabel('New password', { exact: true }).fill('vera-emergency-1');
    await dialog.getByLabel('Confirm new password', { exact: true }).fill('vera-emergency-1');
    await dialog.getByRole('button', { name: 'Set password' }).click();
    await toast(page, "Vera Lind's password is set. Their sessions have ended.");
    const login = await page.request.post(`${stack.url}/api/auth/login`, {
      data: { email: demoEmail('viewer'), password: 'vera-emergency-1' },
    });
    expect(login.status()).toBe(200);
    await (await rowMenu(page, 'Vera Lind')).getByRole('menuitem', { name: 'History' }).click();
    await page
      .getByRole('list', { name: 'Status history' })
      .getByText('Password set by an admin')
      .waitFor();
  });

  it('invites, sets a password, turns on two-factor, signs out, and signs in with a code', async () => {
    const { page, stack } = e2e;
    await submitSignIn(page, stack.url, 'admin');
    await waitForPath(page, '/home');
    const link = await invite(page, 'Tariq Aziz', 'tariq@northwind.test');

    const tariqContext = await e2e.browser.newContext();
    try {
      const tariq = await tariqContext.newPage();
      await setPasswordAt(tariq, link, 'tariq-password-1');
      await signInWith(tariq, 'tariq@northwind.test', 'tariq-password-1');
      await waitForPath(tariq, '/home');
      await tariq.getByRole('button', { name: 'Tariq Aziz' }).click();
      await tariq.getByRole('link', { name: 'Two-factor sign-in' }).click();
      await waitForPath(tariq, '/two-factor');
      await tariq.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
      await tariq.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
      await expectAxeClean(tariq);
      const secret = ((await tariq.getByTestId('two-factor-key').textContent()) ?? '')
        .replace('Key:', '')
        .trim();
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      // A wrong code is said under the field; the right one turns it on.
      await field(tariq, 'Code from the app').fill(
        codeOf(secret) === '000000' ? '111111' : '000000',
      );
      await tariq.getByRole('button', { name: 'Turn on' }).click();
      await tariq
        .getByText('That code does not match. Enter the newest code your app shows.')
        .waitFor();
      await field(tariq, 'Code from the app').fill(codeOf(secret));
      await tariq.getByRole('button', { name: 'Turn on' }).click();
      const codes = tariq.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
      await expect.poll(() => codes.count()).toBe(10);
      const [recovery] = await codes.allTextContents();
      await expectAxeClean(tariq);
      await tariq.getByRole('button', { name: 'I have saved them' }).click();
      await tariq.getByText(/Two-factor sign-in is on\. 10 recovery codes left\./).waitFor();

      // Signed out, the password alone is no longer enough.
      await tariq.getByRole('button', { name: 'Tariq Aziz' }).click();
      await tariq.getByRole('button', { name: 'Sign Out' }).click();
      await tariq.getByRole('button', { name: 'Sign in' }).waitFor();
      await signInWith(tariq, 'tariq@northwind.test', 'tariq-password-1');
      await field(tariq, 'Authentication code').waitFor();
      await expectAxeClean(tariq);
      expect((await tariq.request.get(`${stack.url}/api/me`)).status()).toBe(401);
      // The code of the next time step: the step that turned it on is used.
      await field(tariq, 'Authentication code').fill(codeOf(secret, 30));
      await tariq.getByRole('button', { name: 'Verify' }).click();
      await waitForPath(tariq, '/home');
      expect((await meOf(tariq)).twoFactor).toEqual({ enrolled: true, required: false });

      // A recovery code signs in once.
      await tariqContext.clearCookies();
      await signInWith(tariq, 'tariq@northwind.test', 'tariq-password-1');
      await field(tariq, 'Authentication code').fill(recovery!);
      await tariq.getByRole('button', { name: 'Verify' }).click();
      await waitForPath(tariq, '/home');
      await tariqContext.clearCookies();
      await signInWith(tariq, 'tariq@northwind.test', 'tariq-password-1');
      await field(tariq, 'Authentication code').fill(recovery!);
      await tariq.getByRole('button', { name: 'Verify' }).click();
      await tariq
        .getByText('Wrong code. Enter the newest code from your app, or a recovery code.')
        .waitFor();
    } finally {
      await tariqContext.close();
    }

    // The Admin resets it (a lost phone): recorded, and the password alone works again.
    await page.goto(`${stack.url}/users`);
    await (
      await rowMenu(page, 'Tariq Aziz')
    )
      .getByRole('menuitem', { name: 'Reset two-factor sign-in' })
      .click();
    await page
      .getByRole('dialog', { name: 'Reset two-factor sign-in of Tariq Aziz?' })
      .getByRole('button', { name: 'Reset' })
      .click();
    await toast(page, 'Their two-factor sign-in is reset.');
    await (await rowMenu(page, 'Tariq Aziz')).getByRole('menuitem', { name: 'History' }).click();
    const history = page.getByRole('list', { name: 'Status history' });
    for (const entry of [
      'Two-factor sign-in turned on',
      'Recovery code used',
      'Wrong recovery code',
      'Two-factor sign-in reset',
    ]) {
      await history.getByText(entry, { exact: true }).waitFor();
    }
    const login = await page.request.post(`${stack.url}/api/auth/login`, {
      data: { email: 'tariq@northwind.test', password: 'tariq-password-1' },
    });
    expect(((await login.json()) as { user?: unknown }).user).toBeDefined();
  });

  it('sends a person whose role requires two-factor to set it up first', async () => {
    const { page, stack } = e2e;
    await submitSignIn(page, stack.url, 'admin');
    await waitForPath(page, '/home');
    await page.goto(`${stack.url}/setting`);
    const group = page.getByRole('group', { name: 'Require two-factor sign-in for' });
    await group.getByLabel('Manager', { exact: true }).check();
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await toast(page, 'Settings updated successfully.');

    const managerContext = await e2e.browser.newContext();
    try {
      const marco = await managerContext.newPage();
      await submitSignIn(marco, stack.url, 'manager');
      await waitForPath(marco, '/two-factor');
      await marco.getByText('Your role requires two-factor sign-in').waitFor();
      // Nothing else opens meanwhile.
      await marco.goto(`${stack.url}/users`);
      await waitForPath(marco, '/two-factor');
      await marco.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
      const secret = ((await marco.getByTestId('two-factor-key').textContent()) ?? '')
        .replace('Key:', '')
        .trim();
      await field(marco, 'Code from the app').fill(codeOf(secret));
      await marco.getByRole('button', { name: 'Turn on' }).click();
      await marco.getByRole('button', { name: 'I have saved them' }).click();
      await marco.goto(`${stack.url}/users`);
      await marco.getByRole('table', { name: 'Users' }).waitFor();
    } finally {
      await managerContext.close();
    }
  });
});
