import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoWorkspaceId } from '../../services/api/src/demo/seed-people-admin.js';
import { personId, seedPeople } from '../../services/api/src/test-support/sessions.js';
import { expectAxeClean } from '../support/browser.js';
import { useE2E } from '../support/e2e.js';
import { waitForPath, signInAt } from '../support/people.js';

const toast = (page: Page, message: string) =>
  page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('alert')
    .filter({ hasText: message });

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Uma's hours of Tuesday 2026-03-10 as Task Logs' report has them. */
async function tuesdayHours(page: Page, url: string): Promise<number> {
  const response = await page.request.get(
    `${url}/api/reports/users/${personId('user')}/days?from=2026-03-10&to=2026-03-10`,
  );
  const { days } = (await response.json()) as { days: { hoursLogged: number }[] };
  return days[0]!.hoursLogged;
}

describe('correcting an entry from Task Logs, in Chromium', () => {
  const e2e = useE2E({ seed: false });

  // Wednesday 2026-03-11 in the company's zone (UTC in the demo); Tuesday is in the window.
  beforeAll(async () => {
    await e2e.stack.setClock('2026-03-11T09:05:00.000Z');
    await seedPeople(e2e.stack.deps);
  });

  it('corrects 12 hours typed for 2 with a reason, and the day on the report loses 10', async () => {
    const { page, stack } = e2e;
    await signInAt(page, stack.url, 'user', '/userStandupReport');
    await waitForPath(page, '/userStandupReport');
    const logged = await page.request.post(`${stack.url}/api/worklogs`, {
      data: {
        workspaceId: demoWorkspaceId('platform'),
        milestoneId: null,
        title: 'Typo entry',
        details: 'Meant 2 hours',
        hours: 12,
        date: '2026-03-10',
      },
    });
    expect(logged.status()).toBe(201);
    const before = await tuesdayHours(page, stack.url);

    await page.goto(`${stack.url}/userReport`);
    await page.getByRole('heading', { name: 'Task Logs' }).waitFor();
    const edit = page.getByRole('button', { name: 'Edit Typo entry of Mar 10, 2026' });
    await edit.waitFor();
    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Correct Hours Log' });
    await dialog.getByRole('button', { name: 'Correct' }).click();
    await dialog.getByText('Reason is required!').waitFor();
    await field(page, 'Total Hours Spent').fill('2');
    await field(page, 'Reason').fill('Typed 12 for 2');
    await expectAxeClean(page);
    await dialog.getByRole('button', { name: 'Correct' }).click();
    await toast(page, 'Hours Log successfully Corrected.').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Task Logs' day of Tuesday shows 10 hours fewer; the entry reads 2.
    expect(await tuesdayHours(page, stack.url)).toBe(before - 10);
    await page
      .locator('table')
      .first()
      .getByRole('cell', { name: new RegExp(`^${before - 10} hours : `) })
      .waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Typo entry' });
    await expect(row.getByRole('cell').nth(4).textContent()).resolves.toBe('2');

    await page.getByRole('button', { name: 'History Typo entry of Mar 10, 2026' }).click();
    const history = page.getByRole('dialog', { name: 'History of Typo entry of Mar 10, 2026' });
    await history.getByText('Why: Typed 12 for 2').waitFor();
    await history
      .getByText('From: 12 h on Mar 10, 2026, Platform Core / No Milestone: Typo entry')
      .waitFor();
    await history
      .getByText('To: 2 h on Mar 10, 2026, Platform Core / No Milestone: Typo entry')
      .waitFor();
    await expectAxeClean(page);
  });

  it('shows the API’s message and leaves the controls usable when a correction is refused', async () => {
    const { page, stack } = e2e;
    await signInAt(page, stack.url, 'user', '/userStandupReport');
    await waitForPath(page, '/userStandupReport');
    await page.goto(`${stack.url}/userReport`);
    const edit = page.getByRole('button', { name: 'Edit Typo entry of Mar 10, 2026' });
    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Correct Hours Log' });
    // Tomorrow is refused by the API (the browser's date limit is only a hint).
    await field(page, 'Date').fill('2026-03-12');
    await field(page, 'Reason').fill('Wrong day');
    const correct = dialog.getByRole('button', { name: 'Correct' });
    await correct.click();
    await dialog.getByText('Hours cannot be moved to a day after today.').waitFor();
    await expect(correct.isDisabled()).resolves.toBe(false);
  });
});
