import { useE2E } from '../support/e2e.js';
import { DEFAULT_LEAVE_POLICIES, settingsViewSchema } from '@teamledger/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAxeClean } from '../support/browser.js';
import { waitForPath, signInAt } from '../support/people.js';
import type { Stack } from '../support/stack.js';
import { personId } from '../../services/api/src/test-support/sessions.js';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const reminder = (page: Page, title: string) => page.getByRole('group', { name: title });

async function openSettings(page: Page, stack: Stack) {
  await signInAt(page, stack.url, 'admin', '/StandUpReport');
  await waitForPath(page, '/StandUpReport');
  await page.getByRole('button', { name: 'Amina Qureshi' }).click();
  await page.getByRole('link', { name: 'Setting' }).click();
  await waitForPath(page, '/setting');
  await field(page, 'HR email').waitFor();
}

describe('/setting as admin', () => {
  const e2e = useE2E();

  it('shows the stored settings and is axe-clean', async () => {
    await openSettings(e2e.page, e2e.stack);
    await expect(field(e2e.page, 'HR email').inputValue()).resolves.toBe('hr@northwind.test');
    await expect(field(e2e.page, 'HR person').inputValue()).resolves.toBe(personId('hr'));
    await expect(field(e2e.page, 'Company time zone').inputValue()).resolves.toBe('UTC');
    const lessHours = reminder(e2e.page, 'Less hours');
    await expect(lessHours.getByLabel('Time').inputValue()).resolves.toBe('19:00');
    await expect(lessHours.getByLabel('Minimum hours').inputValue()).resolves.toBe('8');
    await expect(lessHours.getByLabel('Enabled').isChecked()).resolves.toBe(false);
    await expectAxeClean(e2e.page);
  });

  it('refuses an invalid HR email, saves a valid form, then goes to /StandUpReport', async () => {
    await openSettings(e2e.page, e2e.stack);
    const save = e2e.page.getByRole('button', { name: 'Save settings' });

    await field(e2e.page, 'HR email').fill('not-an-email');
    await save.click();
    await e2e.page.getByText('Please Enter Valid Email!').waitFor();
    await expect(field(e2e.page, 'HR email').getAttribute('aria-invalid')).resolves.toBe('true');

    await field(e2e.page, 'HR email').fill('people@northwind.test');
    await field(e2e.page, 'HR person').selectOption({ label: 'Liam Carter (lead@northwind.test)' });
    await field(e2e.page, 'Company time zone').selectOption('Europe/Berlin');
    await reminder(e2e.page, 'Standup missing').getByLabel('Enabled').check();
    await reminder(e2e.page, 'Standup missing').getByLabel('Time').fill('09:45');
    await reminder(e2e.page, 'Less hours').getByLabel('Enabled').check();
    await reminder(e2e.page, 'Less hours').getByLabel('Minimum hours').fill('6');
    const timesheets = reminder(e2e.page, 'Timesheet reminders');
    await timesheets.getByLabel('Remind to submit').check();
    await timesheets.getByLabel('Time').fill('08:30');
    await save.click();

    const shown = e2e.page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('alert')
      .filter({ hasText: 'Settings updated successfully.' });
    await shown.waitFor();
    await expect(shown.textContent()).resolves.toContain('Notification');
    await expect(save.isDisabled()).resolves.toBe(true);
    await waitForPath(e2e.page, '/StandUpReport');

    const stored = settingsViewSchema.parse(
      await (await e2e.page.request.get(`${e2e.stack.url}/api/settings`)).json(),
    );
    expect(stored).toEqual({
      hrEmail: 'people@northwind.test',
      correctionWindowWeeks: 1, // the default: to the end of the following week
      leaveApprover: 'lead1', // the default: the person's Lead 1
      leavePolicies: DEFAULT_LEAVE_POLICIES,
      overtimeCarryOverHours: null, // the default: overtime carries over whole
      timesheetPeriod: 'week', // the default: a week is submitted for approval
      timesheetAutoLockDays: 0, // the default: no period locks itself
      timesheetReminders: { submit: true, approve: false, time: '08:30' },
      twoFactorRoles: [], // the default: no role must sign in with a code
      hrUserId: personId('lead'),
      companyTimeZone: 'Europe/Berlin',
      reminderSchedule: {
        standupMissing: { enabled: true, time: '09:45' },
        hoursLog: { enabled: false, time: '18:30' },
        lessHours: { enabled: true, time: '19:00', minimumHours: 6 },
      },
    });

    await e2e.page.goto(`${e2e.stack.url}/setting`);
    await field(e2e.page, 'HR email').waitFor();
    await expect(field(e2e.page, 'HR email').inputValue()).resolves.toBe('people@northwind.test');
    await expect(field(e2e.page, 'HR person').inputValue()).resolves.toBe(personId('lead'));
    await expect(field(e2e.page, 'Company time zone').inputValue()).resolves.toBe('Europe/Berlin');
    await expect(
      reminder(e2e.page, 'Standup missing').getByLabel('Enabled').isChecked(),
    ).resolves.toBe(true);
    await expect(
      reminder(e2e.page, 'Standup missing').getByLabel('Time').inputValue(),
    ).resolves.toBe('09:45');
    await expect(reminder(e2e.page, 'Hours log').getByLabel('Enabled').isChecked()).resolves.toBe(
      false,
    );
    await expect(
      reminder(e2e.page, 'Less hours').getByLabel('Minimum hours').inputValue(),
    ).resolves.toBe('6');
    const saved = reminder(e2e.page, 'Timesheet reminders');
    await expect(saved.getByLabel('Remind to submit').isChecked()).resolves.toBe(true);
    await expect(saved.getByLabel("Approvers' digest").isChecked()).resolves.toBe(false);
    await expect(saved.getByLabel('Time').inputValue()).resolves.toBe('08:30');
  });

  it('checks the minimum hours against the schema', async () => {
    await openSettings(e2e.page, e2e.stack);
    await reminder(e2e.page, 'Less hours').getByLabel('Minimum hours').fill('13');
    await e2e.page.getByRole('button', { name: 'Save settings' }).click();
    await e2e.page.getByText('At most 12 hours').waitFor();
    expect(new URL(e2e.page.url()).pathname).toBe('/setting');
  });
});
