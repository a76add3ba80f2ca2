import {
  formatDateTime,
  localDate,
  longMonthLabel,
  monthLabel,
  scoredMonthOf,
  scoreStream,
} from '@teamledger/domain';
import { newId } from '@teamledger/platform';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../services/api/src/auth/passwords.js';
import { registerUser } from '../../services/api/src/users/register.js';
import { recordAt, submittedStep } from '../../services/api/src/test-support/recorded-at.js';
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

/** The month scored: the one before the stack's today. */
const scoredMonth = () => scoredMonthOf(localDate(e2e.stack.clock.now(), 'UTC'));

/**
 * A lead scores Sam from Team Score: Add (or Edit), ratings, comments, Submit, and yes to the
 * question whether it is final; `hesitating`, they first keep editing, which keeps the draft.
 */
async function leadSubmits(
  who: PersonKey,
  button: 'Add' | 'Edit',
  ratings: number[],
  { hesitating = false } = {},
) {
  const page = await signedIn(who, '/scores_lead');
  const table = page.getByRole('table', { name: 'Scores' });
  await table
    .getByRole('row', { name: /Sam/ })
    .getByRole('button', { name: `${button} Sam` })
    .click();
  // Named by the person and the month, adding or editing.
  const dialog = page.getByRole('dialog', {
    name: `Score Sam for ${longMonthLabel(scoredMonth())}`,
  });
  // The person's month sits beside the ratings (Sam logged nothing).
  const summary = dialog.getByRole('region', {
    name: `Sam in ${longMonthLabel(scoredMonth())}`,
  });
  await summary.getByText('Milestones worked on').waitFor();
  await summary.getByText(/^0 h of \d+ h available$/).waitFor();
  await dialog.getByLabel('General').check();
  for (const [index, field] of FIELDS.entries()) {
    await dialog.getByLabel(field, { exact: true }).selectOption(String(ratings[index]));
  }
  await dialog.getByLabel('Comments').fill(`Scored by ${who}.`);
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  const question = dialog.getByRole('group', { name: /^Submit the score of Sam for / });
  await question
    .getByText('Submitting is final: you cannot change this score afterwards.')
    .waitFor();
  if (hesitating) {
    await expectAxeClean(page);
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await question.waitFor({ state: 'detached' });
    // Nothing was sent and nothing typed is lost.
    await expect(dialog.getByLabel(FIELDS[0]!, { exact: true }).inputValue()).resolves.toBe(
      String(ratings[0]),
    );
    await expect(dialog.getByLabel('Comments').inputValue()).resolves.toBe(`Scored by ${who}.`);
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  }
  await question.getByRole('button', { name: 'Yes, submit' }).click();
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
    // Noor has no lead at all: nobody can submit her score.
    await registerUser(
      deps.store,
      deps.pool,
      {
        email: 'noor@northwind.test',
        name: 'Noor Lead-less',
        role: 'User',
        status: 'active',
        passwordHash: await hashPassword(DEMO_PASSWORD),
        via: 'admin',
        teamName: 'Platform',
        leadIds: [],
        workspaceIds: [],
        defaultWorkspaceId: null,
        isProviderUser: false,
        isLead: false,
        gender: 'F',
      },
      { actorId: null, at: clock.now(), correlationId: newId(), source: 'system' },
    );
    await deps.watcher.waitFor(await deps.store.headPosition(), { timeoutMs: 10_000 });
  });

  it('says why Approve waits, and flags a person without Lead 1 with a link to set one', async () => {
    const admin = await signedIn('admin', '/scores');
    const table = admin.getByRole('table', { name: 'Scores' });
    const samRow = table.getByRole('row', { name: /Sam/ });
    const approveSam = samRow.getByRole('button', { name: 'Approve Sam' });
    await approveSam.waitFor();
    expect(await approveSam.isDisabled()).toBe(true);
    // The reason is text beside the button and its accessible description.
    await samRow.getByText('Waiting for Lead 1', { exact: true }).waitFor();
    expect(await approveSam.getAttribute('aria-describedby')).toBe(
      await samRow.getByText('Waiting for Lead 1', { exact: true }).getAttribute('id'),
    );

    // Send Reminders waits for checked rows, and says so.
    const remind = admin.getByRole('button', { name: 'Send Reminders' });
    expect(await remind.isDisabled()).toBe(true);
    await admin.getByText('Check the people to remind first').waitFor();

    const noorRow = table.getByRole('row', { name: /Noor Lead-less/ });
    await noorRow.getByText('No Lead 1', { exact: true }).waitFor();
    await noorRow.getByText(/^No Lead 1 assigned\./).waitFor();
    await expectAxeClean(admin);
    await noorRow.getByRole('link', { name: 'Set Lead 1 for Noor Lead-less' }).click();
    await admin.waitForURL((url) => url.pathname === '/users');
    const detail = admin.getByRole('dialog', { name: 'User Detail' });
    await expect(detail.getByLabel('Username', { exact: true }).inputValue()).resolves.toBe(
      'Noor Lead-less',
    );
    await admin.context().close();
  }, 120_000);

  it('three leads submit, HR finalises, an admin approves, and Sam sees the score', async () => {
    await leadSubmits('lead', 'Add', [4, 5, 4, 4], { hesitating: true });
    await leadSubmits('manager', 'Edit', [5, 5, 5, 5]);
    await leadSubmits('admin', 'Edit', [3, 3, 3, 3]);

    const hr = await signedIn('hr', '/scores');
    const row = hr.getByRole('table', { name: 'Scores' }).getByRole('row', { name: /Sam/ });
    await row.getByText(`${monthLabel(month)}: 4.08`, { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Edit Sam' }).click();
    const dialog = hr.getByRole('dialog', { name: `Score Sam for ${longMonthLabel(month)}` });
    // HR saves only as final: no draft button.
    expect(await dialog.getByRole('button', { name: 'Save as Draft' }).count()).toBe(0);
    await dialog.getByLabel('HR Comments').fill('Discussed in the review.');
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    await dialog.getByRole('button', { name: 'Yes, submit' }).click();
    await toast(hr, 'Score Saved successfully.');
    await hr.context().close();

    const admin = await signedIn('admin', '/scores');
    const adminRow = admin.getByRole('table', { name: 'Scores' }).getByRole('row', { name: /Sam/ });
    // Approve asks first; Cancel leaves the score as it was.
    await adminRow.getByRole('button', { name: 'Approve Sam' }).click();
    const question = admin.getByRole('dialog', {
      name: `Approve the score of Sam for ${longMonthLabel(month)}?`,
    });
    await question
      .getByText('An approved score is final: nobody can change it afterwards.')
      .waitFor();
    await expectAxeClean(admin);
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await adminRow.getByRole('button', { name: 'Approve Sam' }).isEnabled()).toBe(true);
    await adminRow.getByRole('button', { name: 'Approve Sam' }).click();
    await question.getByRole('button', { name: 'Yes, approve' }).click();
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
  it('marks the totals and statuses that changed since an instant chosen with As of', async () => {
    const { deps, clock } = e2e.stack;
    const HOUR_MS = 3_600_000;
    const now = clock.now().getTime();
    const hoursAgo = (hours: number) => new Date(now - hours * HOUR_MS).toISOString();
    // Theo, scored by Liam (lead 1) and Marco (lead 2): Liam submitted 3 three hours ago,
    // Marco 5 an hour ago, which made the month 4 and submitted.
    const leads = [personId('lead'), personId('manager')];
    const { userId: theo } = await registerUser(
      deps.store,
      deps.pool,
      {
        email: 'theo@northwind.test',
        name: 'Theo Marked',
        role: 'User',
        status: 'active',
        passwordHash: await hashPassword(DEMO_PASSWORD),
        via: 'admin',
        teamName: 'Platform',
        leadIds: leads,
        workspaceIds: [],
        defaultWorkspaceId: null,
        isProviderUser: false,
        isLead: false,
        gender: 'M',
      },
      { actorId: null, at: clock.now(), correlationId: newId(), source: 'system' },
    );
    const stream = scoreStream(theo, month);
    const step = (lead: 0 | 1, rating: number, after: number) => ({
      ...submittedStep(
        { userId: theo, month, leadId: leads[lead]! },
        lead === 0 ? 'lead1' : 'lead2',
        [rating, rating, rating, rating],
        rating,
        after,
      ),
      leadIds: leads,
    });
    await recordAt(deps.store, hoursAgo(3), stream, 'ScoreStepSaved', step(0, 3, 3), {
      actorId: leads[0]!,
    });
    await recordAt(deps.store, hoursAgo(1), stream, 'ScoreStepSaved', step(1, 5, 4), {
      actorId: leads[1]!,
    });
    await recordAt(
      deps.store,
      hoursAgo(1),
      stream,
      'ScoreSubmitted',
      { userId: theo, month, total: 4 },
      { actorId: leads[1]! },
    );
    await deps.watcher.waitFor(await deps.store.headPosition(), { timeoutMs: 10_000 });

    const admin = await signedIn('admin', '/scores');
    const row = admin.getByRole('table', { name: 'Scores' }).getByRole('row', { name: /Theo/ });
    await row.getByRole('button', { name: 'Approve Theo Marked' }).waitFor();
    // Two hours ago (the control takes whole minutes, in the browser's zone).
    const asOf = admin.getByRole('form', { name: 'See the report as of a past date and time' });
    const local = await admin.evaluate((iso) => {
      const at = new Date(iso);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
    }, hoursAgo(2));
    const instant = new Date(Math.floor((now - 2 * HOUR_MS) / 60_000) * 60_000).toISOString();
    const when = `as of ${formatDateTime(instant, 'UTC')} UTC`;
    await asOf.getByLabel('As of').fill(local);
    await asOf.getByRole('button', { name: 'Show as of' }).click();

    const total = row.locator('button[data-changed="true"]');
    await total.waitFor();
    await expect(total.getAttribute('aria-description')).resolves.toBe(
      `Why this number? Current Month Score of Theo Marked. Changed: 3.00 ${when}; 4.00 now`,
    );
    await expect(total.textContent()).resolves.toBe('3.00 changed');
    // Lead 2's step and the month were pending then; both submitted now.
    await row.getByText(`pending ${when}; submitted now`).first().waitFor();
    expect(await row.getByText(`pending ${when}; submitted now`).count()).toBe(2);
    // Acting is for now: no Approve or Edit as of an instant.
    expect(await row.getByRole('button', { name: 'Approve Theo Marked' }).count()).toBe(0);
    await expectAxeClean(admin);
    await admin.getByRole('button', { name: 'Back to now' }).click();
    await row.getByRole('button', { name: 'Approve Theo Marked' }).waitFor();
    expect(await row.locator('[data-changed="true"]').count()).toBe(0);

    // Details from a list as of the instant open the detail as of it too: the month's heading
    // and the form inside are the month as it stood then.
    await asOf.getByLabel('As of').fill(local);
    await asOf.getByRole('button', { name: 'Show as of' }).click();
    await total.waitFor();
    await row.getByRole('link', { name: 'Details Theo Marked' }).click();
    await admin.waitForURL((url) => url.pathname === '/DetailScore');
    await admin.getByRole('button', { name: /· Total 3\.00 · .*\(as of then\)$/ }).waitFor();
    await expect(
      admin
        .getByRole('form', { name: 'See the report as of a past date and time' })
        .getByLabel('As of')
        .inputValue(),
    ).resolves.toBe(local);
    await admin.context().close();
  }, 120_000);
});
