import { localDate, monthLabel, scoredMonthOf } from '@teamledger/domain';
import { newId } from '@teamledger/platform';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../services/api/src/auth/passwords.js';
import { registerUser } from '../../services/api/src/users/register.js';
import { personId } from '../../services/api/src/test-support/sessions.js';
import { expectAxeClean } from '../support/browser.js';
import { chartLayout } from '../support/charts.js';
import { useE2E } from '../support/e2e.js';
import { DEMO_PASSWORD, demoEmail, type PersonKey } from '../support/people.js';

const e2e = useE2E();
const FIELDS = ['Code quality', 'Delivery', 'Teamwork', 'Communication'];

/** A fresh browser for one person, signed in through the form, on `path`. */
async function signedIn(who: PersonKey | 'sam', path: string): Promise<Page> {
  const { stack, browser } = e2e;
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${stack.url}/`);
  await page.getByLabel('Email', { exact: true }).fill(demoEmail(who));
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/');
  await page.goto(`${stack.url}${path}`);
  return page;
}

const toast = (page: Page, text: string) =>
  page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('alert')
    .filter({ hasText: text })
    .waitFor();

/** A lead scores Sam from Team Score: Add (or Edit), ratings, comments, Save. */
async function leadSubmits(who: PersonKey, button: 'Add' | 'Edit', ratings: number[]) {
  const page = await signedIn(who, '/scores_lead');
  const table = page.getByRole('table', { name: 'Scores' });
  await table
    .getByRole('row', { name: /Sam/ })
    .getByRole('button', { name: `${button} Sam` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Score - Sam' });
  await dialog.getByLabel('General').check();
  for (const [index, field] of FIELDS.entries()) {
    await dialog.getByLabel(field, { exact: true }).selectOption(String(ratings[index]));
  }
  await dialog.getByLabel('Comments').fill(`Scored by ${who}.`);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await toast(page, 'Score Saved successfully.');
  await page.context().close();
}

describe('a whole score cycle in the browser', () => {
  let month: string;
  beforeAll(async () => {
    const { deps, clock } = e2e.stack;
    month = scoredMonthOf(localDate(clock.now(), 'UTC'));
    // Sam has three leads: Liam (lead 1), Marco (lead 2) and Amina (lead 3).
    await registerUser(
      deps.store,
      deps.pool,
      {
        email: demoEmail('sam'),
        name: 'Sam',
        role: 'User',
        status: 'active',
        passwordHash: await hashPassword(DEMO_PASSWORD),
        via: 'admin',
        teamName: 'Platform',
        leadIds: [personId('lead'), personId('manager'), personId('admin')],
        workspaceIds: [],
        defaultWorkspaceId: null,
        isProviderUser: false,
        isLead: false,
        gender: 'M',
      },
      { actorId: null, at: clock.now(), correlationId: newId(), source: 'system' },
    );
    await deps.watcher.waitFor(await deps.store.headPosition(), { timeoutMs: 10_000 });
  });

  it('three leads submit, HR finalises, an admin approves, and Sam sees the score', async () => {
    await leadSubmits('lead', 'Add', [4, 5, 4, 4]);
    await leadSubmits('manager', 'Edit', [5, 5, 5, 5]);
    await leadSubmits('admin', 'Edit', [3, 3, 3, 3]);

    const hr = await signedIn('hr', '/scores');
    const row = hr.getByRole('table', { name: 'Scores' }).getByRole('row', { name: /Sam/ });
    await row.getByText(`${monthLabel(month)}: 4.08`, { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Edit Sam' }).click();
    const dialog = hr.getByRole('dialog', { name: 'Edit Score - Sam' });
    // HR saves only as final: no draft button.
    expect(await dialog.getByRole('button', { name: 'Save as Draft' }).count()).toBe(0);
    await dialog.getByLabel('HR Comments').fill('Discussed in the review.');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(hr, 'Score Saved successfully.');
    await hr.context().close();

    const admin = await signedIn('admin', '/scores');
    const adminRow = admin.getByRole('table', { name: 'Scores' }).getByRole('row', { name: /Sam/ });
    await adminRow.getByRole('button', { name: 'Approve Sam' }).click();
    await toast(admin, 'Score Approved successfully.');
    await adminRow.getByRole('button', { name: 'Approved Sam' }).waitFor();
    await expectAxeClean(admin);
    await admin.context().close();

    const sam = await signedIn('sam', '/score');
    const own = sam.getByRole('table', { name: 'Scores' }).getByRole('row', { name: /Sam/ });
    await own.getByText(`${monthLabel(month)}: 4.08 ✓`).waitFor();
    const scoreChart = sam.getByRole('figure', { name: 'Monthly score and average' });
    await scoreChart.waitFor();
    // The y-axis holds whole scores 0 to 5, none of them clipped, on a laptop and a phone.
    for (const size of [
      { width: 1366, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await sam.setViewportSize(size);
      await expect.poll(async () => (await chartLayout(scoreChart)).cut).toEqual([]);
      await expect(chartLayout(scoreChart)).resolves.toMatchObject({
        yTicks: ['0', '1', '2', '3', '4', '5'],
      });
    }
    await sam.setViewportSize({ width: 1366, height: 900 });
    await own.getByRole('link', { name: 'Details Sam' }).click();
    await sam.waitForURL((url) => url.pathname === '/DetailScore');
    await sam
      .getByRole('button', { name: new RegExp(`${monthLabel(month)} · Total 4.08`) })
      .waitFor();
    const history = sam.getByRole('table', { name: 'History' });
    await history.getByRole('row', { name: /Amina Qureshi.*Approved/ }).waitFor();
    await history.getByRole('row', { name: /Hira Hassan.*HR saved \(submit\)/ }).waitFor();
    await sam.getByText('HR Comments: Discussed in the review.').waitFor();
    await expectAxeClean(sam);
  }, 300_000);
});
