import nodemailer from 'nodemailer';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../services/worker/src/dev/mail-catcher.js';
import { expectAxeClean, launchBrowser } from '../support/browser.js';

// The inbox page of npm start's local mail catcher, as a developer reads it in Chromium.
let catcher: MailCatcher;
let transport: ReturnType<typeof nodemailer.createTransport>;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  [catcher, browser] = await Promise.all([
    startMailCatcher({ smtpPort: 0, inboxPort: 0 }),
    launchBrowser(),
  ]);
  transport = nodemailer.createTransport({ host: '127.0.0.1', port: catcher.smtpPort });
});
afterAll(async () => {
  transport.close();
  await browser.close();
  await catcher.close();
});
beforeEach(async () => {
  context = await browser.newContext();
});
afterEach(() => context.close());

const send = (subject: string) =>
  transport.sendMail({
    from: 'Teamledger <no-reply@teamledger.local>',
    to: 'hr@northwind.test',
    subject,
    text: 'Zoë asked for Friday — Annual leave.',
  });

describe('the mail catcher inbox in Chromium', () => {
  it('has no axe findings, empty or with an email, and never reloads by itself', async () => {
    const page = await context.newPage();
    await page.goto(catcher.inboxUrl);
    await page
      .getByRole('main')
      .getByRole('heading', { level: 1, name: 'Teamledger inbox' })
      .waitFor();
    await page.getByText('No emails yet.').waitFor();
    await expect(page.locator('meta[http-equiv="refresh" i]').count()).resolves.toBe(0);
    await expectAxeClean(page);

    await send('Leave application: Zoë Adams — Annual');
    await page.getByRole('link', { name: 'Refresh' }).click();
    await page
      .getByRole('heading', { level: 2, name: 'Leave application: Zoë Adams — Annual' })
      .waitFor();
    await expectAxeClean(page);
  });

  it('says when new emails arrive and shows them on request', async () => {
    const page = await context.newPage();
    await page.goto(catcher.inboxUrl);
    const before = await page.getByRole('heading', { level: 2 }).count();
    let reloads = 0;
    page.on('framenavigated', () => (reloads += 1));

    await send('Second email');
    await send('Third email');
    const status = page.getByRole('status');
    await status.getByText('2 new emails have arrived.').waitFor({ timeout: 8_000 });
    expect(reloads).toBe(0);
    await expect(page.getByRole('heading', { level: 2 }).count()).resolves.toBe(before);
    await expectAxeClean(page);

    await status.getByRole('link', { name: 'Show the 2 new emails' }).click();
    await page.getByRole('heading', { level: 2, name: 'Third email' }).waitFor();
    const subjects = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(subjects.slice(0, 2)).toEqual(['Third email', 'Second email']);
    await expect(status.textContent()).resolves.toBe('');
  });
});
