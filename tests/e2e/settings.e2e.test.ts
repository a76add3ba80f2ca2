import { settingsViewSchema } from '@teamledger/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAxeClean, launchBrowser } from '../support/browser.js';
import { submitSignIn, waitForPath } from '../support/people.js';
import { startStack, type Stack } from '../support/stack.js';
import { personId } from '../../services/api/src/test-support/sessions.js';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const reminder = (page: Page, title: string) => page.getByRole('group', { name: title });

async function openSettings(page: Page, stack: Stack) {
  await submitSignIn(page, stack.url, 'admin');
  await waitForPath(page, '/StandUpReport');
  await page.getByRole('button', { name: 'Amina Qureshi' }).click();
  await page.getByRole('link', { name: 'Setting' }).click();
  await waitForPath(page, '/setting');
  await field(page, 'HR email').waitFor();
}

describe('/setting as admin', () => {
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

  it('shows the stored settings and is axe-clean', async () => {
    await openSettings(page, stack);
    await expect(field(page, 'HR email').inputValue()).resolves.toBe('hr@northwind.test');
    await expect(field(page, 'HR person').inputValue()).resolves.toBe(personId('hr'));
    await expect(field(page, 'Company time zone').inputValue()).resolves.toBe('UTC');
    const lessHours = reminder(page, 'Less hours');
    await expect(lessHours.getByLabel('Time').inputValue()).resolves.toBe('19:00');
    await expect(lessHours.getByLabel('Minimum hours').inputValue()).resolves.toBe('8');
    await expect(lessHours.getByLabel('Enabled').isChecked()).resolves.toBe(false);
    await expectAxeClean(page);
  });

  it('refuses an invalid HR email, saves a valid form, then goes to /StandUpReport', async () => {
    await openSettings(page, stack);
    const save = page.getByRole('button', { name: 'Save settings' });

    await field(page, 'HR email').fill('not-an-email');
    await save.click();
    await page.getByText('Please Enter Valid Email!').waitFor();
    await expect(field(page, 'HR email').getAttribute('aria-invalid')).resolves.toBe('true');

    await field(page, 'HR email').fill('people@northwind.test');
    await field(page, 'HR person').selectOption({ label: 'Liam Carter (lead@northwind.test)' });
    await field(page, 'Company time zone').selectOption('Europe/Berlin');
    await reminder(page, 'Standup missing').getByLabel('Enabled').check();
    await reminder(page, 'Standup missing').getByLabel('Time').fill('09:45');
    await reminder(page, 'Less hours').getByLabel('Enabled').check();
    await reminder(page, 'Less hours').getByLabel('Minimum hours').fill('6');
    await save.click();

    const shown = page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('alert')
      .filter({ hasText: 'Settings updated successfully.' });
    await shown.waitFor();
    await expect(shown.textContent()).resolves.toContain('Notification');
    await expect(save.isDisabled()).resolves.toBe(true);
    await waitForPath(page, '/StandUpReport');

    const stored = settingsViewSchema.parse(
      await (await page.request.get(`${stack.url}/api/settings`)).json(),
    );
    expect(stored).toEqual({
      hrEmail: 'people@northwind.test',
      hrUserId: personId('lead'),
      companyTimeZone: 'Europe/Berlin',
      reminderSchedule: {
        standupMissing: { enabled: true, time: '09:45' },
        hoursLog: { enabled: false, time: '18:30' },
        lessHours: { enabled: true, time: '19:00', minimumHours: 6 },
      },
    });

    await page.goto(`${stack.url}/setting`);
    await field(page, 'HR email').waitFor();
    await expect(field(page, 'HR email').inputValue()).resolves.toBe('people@northwind.test');
    await expect(field(page, 'HR person').inputValue()).resolves.toBe(personId('lead'));
    await expect(field(page, 'Company time zone').inputValue()).resolves.toBe('Europe/Berlin');
    await expect(reminder(page, 'Standup missing').getByLabel('Enabled').isChecked()).resolves.toBe(
      true,
    );
    await expect(reminder(page, 'Standup missing').getByLabel('Time').inputValue()).resolves.toBe(
      '09:45',
    );
    await expect(reminder(page, 'Hours log').getByLabel('Enabled').isChecked()).resolves.toBe(
      false,
    );
    await expect(
      reminder(page, 'Less hours').getByLabel('Minimum hours').inputValue(),
    ).resolves.toBe('6');
  });

  it('checks the minimum hours against the schema', async () => {
    await openSettings(page, stack);
    await reminder(page, 'Less hours').getByLabel('Minimum hours').fill('13');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('At most 12 hours').waitFor();
    expect(new URL(page.url()).pathname).toBe('/setting');
  });
});
