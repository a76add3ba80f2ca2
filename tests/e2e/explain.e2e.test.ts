import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  formatHours,
  formatMilestoneHours,
  standupStream,
  worklogDayStream,
  type MilestoneReport,
} from '@teamledger/domain';
import { demoWorkspaceId } from '../../services/api/src/demo/seed-people-admin.js';
import { personId, seedPeople } from '../../services/api/src/test-support/sessions.js';
import { expectAxeClean, localInput } from '../support/browser.js';
import { useE2E } from '../support/e2e.js';
import { signInAt, waitForPath } from '../support/people.js';

const uma = personId('user');
const DAY = '2026-03-09';
// Uma logs 3 h on Monday at 17:00 and 2.25 h more the next morning.
const FIRST_AT = '2026-03-09T17:00:00.000Z';
const LATER_AT = '2026-03-10T08:00:00.000Z';
const BETWEEN = '2026-03-09T18:00:00.000Z';

/** Uma's Total Hours of Monday on the Login/Hours Report, now or as of an instant. */
async function mondayHours(page: Page, url: string, asOf?: string): Promise<number> {
  const response = await page.request.get(
    `${url}/api/reports/login-hours?from=${DAY}&to=${DAY}&users=${uma}${asOf ? `&asOf=${asOf}` : ''}`,
  );
  const { rows } = (await response.json()) as { rows: { totalHours: number }[] };
  return rows[0]!.totalHours;
}

/** Uma's No Milestone hours in Platform Core on Monday on the Milestone Report. */
async function umaShare(page: Page, url: string, asOf?: string): Promise<number> {
  const response = await page.request.get(
    `${url}/api/reports/milestones?from=${DAY}&to=${DAY}&users=${uma}${asOf ? `&asOf=${asOf}` : ''}`,
  );
  const { users } = (await response.json()) as MilestoneReport;
  const share = users[0]!.milestones.find(
    (mine) => mine.milestone === null && mine.workspace.id === demoWorkspaceId('platform'),
  );
  return share!.hours;
}

describe('Why this number? and a report as of an instant, in Chromium', () => {
  const e2e = useE2E({ seed: false });

  beforeAll(async () => {
    const { stack } = e2e;
    await stack.setClock('2026-03-11T10:00:00.000Z');
    await seedPeople(stack.deps);
    const log = (at: string, hours: number, title: string) =>
      stack.deps.store.appendToStream(worklogDayStream(uma, DAY), [
        {
          id: randomUUID(),
          type: 'HoursLogged',
          data: {
            worklogId: randomUUID(),
            userId: uma,
            workspaceId: demoWorkspaceId('platform'),
            milestoneId: null,
            title,
            details: title,
            hours,
            date: DAY,
            loggedAt: at,
            ticket: null,
          },
          metadata: {
            actorId: uma,
            at,
            correlationId: randomUUID(),
            causationId: null,
            source: 'web',
          },
        },
      ]);
    await log(FIRST_AT, 3, 'Explained work');
    await log(LATER_AT, 2.25, 'Late addition');
    // The next morning Uma also rewrites Monday's standup.
    await stack.deps.store.appendToStream(standupStream(uma, DAY), [
      {
        id: randomUUID(),
        type: 'StandupUpdated',
        data: {
          userId: uma,
          date: DAY,
          yesterday: 'Reviews',
          today: 'Rewritten plan',
          roadblocks: 'None',
          updatedAt: LATER_AT,
        },
        metadata: {
          actorId: uma,
          at: LATER_AT,
          correlationId: randomUUID(),
          causationId: null,
          source: 'web',
        },
      },
    ]);
    await stack.deps.watcher.waitFor(await stack.deps.store.headPosition(), { timeoutMs: 20_000 });
  }, 60_000);

  it('opens the explanation of a Login/Hours cell, and marks the cell that changed since an instant', async () => {
    const { page, stack } = e2e;
    await signInAt(page, stack.url, 'admin', '/report1');
    await waitForPath(page, '/report1');
    const filters = page.getByRole('form', { name: 'Login/Hours Report filters' });
    await filters.getByLabel('From').fill(DAY);
    await filters.getByLabel('To').fill(DAY);
    await filters.getByRole('button', { name: 'Apply Filter' }).click();
    const now = await mondayHours(page, stack.url);
    const then = await mondayHours(page, stack.url, BETWEEN);
    expect(now - then).toBe(2.25);

    // The figure is the button's name, as its cell's; what it does is its description.
    const umaRow = page.getByRole('row').filter({ hasText: 'Uma Patel' });
    const cell = umaRow.getByRole('button', { name: formatHours(now), exact: true });
    await expect(cell.getAttribute('aria-description')).resolves.toBe(
      'Why this number? Total Hours of Uma Patel on Mar 9, 2026',
    );
    await cell.click();
    const panel = page.getByRole('dialog', { name: 'Why this number?' });
    await panel
      .getByTestId('explained-value')
      .filter({ hasText: `${formatHours(now)} h` })
      .waitFor();
    await panel
      .getByText('Hours logged: the sum of the entries of the day as they stand', { exact: false })
      .waitFor();
    await panel.getByRole('cell', { name: 'Late addition' }).waitFor();
    await panel.getByText('Typed by Uma Patel').first().waitFor();
    await expectAxeClean(page);
    await panel.getByRole('button', { name: 'Close the explanation' }).click();
    await panel.waitFor({ state: 'detached' });

    // As of Monday 18:00 the cell held only the first entry, and says what it holds now.
    const asOf = page.getByRole('form', { name: 'See the report as of a past date and time' });
    await asOf.getByLabel('As of').fill(await localInput(page, BETWEEN));
    await asOf.getByRole('button', { name: 'Show as of' }).click();
    const changed = umaRow.locator(
      'button[data-changed="true"][aria-description^="Why this number? Total Hours"]',
    );
    await changed.waitFor();
    await expect(changed.getAttribute('aria-description')).resolves.toBe(
      `Why this number? Total Hours of Uma Patel on Mar 9, 2026. Changed: ${formatHours(then)} h as of Mar 9, 2026, 6:00 PM UTC; ${formatHours(now)} h now`,
    );
    await expect(changed.textContent()).resolves.toBe(`${formatHours(then)} changed`);
    await changed.click();
    await panel
      .getByTestId('explained-value')
      .filter({ hasText: `${formatHours(then)} h` })
      .waitFor();
    await panel.getByRole('heading', { name: 'Recorded since' }).waitFor();
    await panel.getByText('2.25 h on Mar 9, 2026: Late addition').waitFor();
    await expectAxeClean(page);
  });

  it("opens a person's days from the report as of an instant, as of the same instant", async () => {
    const { page, stack } = e2e;
    await signInAt(page, stack.url, 'admin', '/report1');
    await waitForPath(page, '/report1');
    const filters = page.getByRole('form', { name: 'Login/Hours Report filters' });
    await filters.getByLabel('From').fill(DAY);
    await filters.getByLabel('To').fill(DAY);
    await filters.getByRole('button', { name: 'Apply Filter' }).click();
    const asOf = page.getByRole('form', { name: 'See the report as of a past date and time' });
    const between = await localInput(page, BETWEEN);
    await asOf.getByLabel('As of').fill(between);
    await asOf.getByRole('button', { name: 'Show as of' }).click();
    const umaRow = page.getByRole('row').filter({ hasText: 'Uma Patel' });
    await umaRow.locator('[data-changed="true"]').first().waitFor();
    await umaRow.getByRole('link', { name: 'Uma Patel' }).click();
    await waitForPath(page, `/usersReport/${uma}`);
    expect(new URL(page.url()).searchParams.get('asOf')).toBe(BETWEEN);
    const opened = page.getByRole('form', { name: 'See the report as of a past date and time' });
    await expect(opened.getByLabel('As of').inputValue()).resolves.toBe(between);
    const then = await mondayHours(page, stack.url, BETWEEN);
    const now = await mondayHours(page, stack.url);
    const monday = page.getByRole('row').filter({ hasText: 'Mar 9, 2026' });
    const changed = monday.locator('[data-changed="true"]');
    await changed.waitFor();
    await expect(changed.getAttribute('aria-description')).resolves.toMatch(
      new RegExp(
        `^Changed: ${formatHours(then)} hours : .+ as of Mar 9, 2026, 6:00 PM UTC; ${formatHours(now)} hours : .+ now$`,
      ),
    );
    await expectAxeClean(page);
  });

  it('marks a standup rewritten since an instant on the StandUp Report', async () => {
    const { page, stack } = e2e;
    await signInAt(page, stack.url, 'admin', '/StandUpReport');
    await waitForPath(page, '/StandUpReport');
    const filters = page.getByRole('form', { name: 'StandUp Report filters' });
    await filters.getByLabel('Date').fill(DAY);
    await filters.getByRole('button', { name: 'Apply Filter' }).click();
    const umaRow = page.getByRole('row').filter({ hasText: 'Uma Patel' });
    await umaRow.getByText('Rewritten plan').waitFor();
    const asOf = page.getByRole('form', { name: 'See the report as of a past date and time' });
    await asOf.getByLabel('As of').fill(await localInput(page, BETWEEN));
    await asOf.getByRole('button', { name: 'Show as of' }).click();
    const changed = umaRow.locator('[data-changed="true"]');
    await changed.waitFor();
    await expect(changed.getAttribute('aria-description')).resolves.toMatch(
      /as of Mar 9, 2026, 6:00 PM UTC; .*Rewritten plan; None now$/,
    );
    await expect(umaRow.getByText('Rewritten plan').count()).resolves.toBe(0);
    await expectAxeClean(page);
  });

  it('marks her standup rewritten since an instant on My Standups, with no Edit then', async () => {
    const { page, stack } = e2e;
    await signInAt(page, stack.url, 'user', '/userStandupReport');
    await waitForPath(page, '/userStandupReport');
    const monday = page.getByRole('row').filter({ hasText: 'Mar 9, 2026' });
    await monday.getByText('Rewritten plan').waitFor();
    const edit = monday.getByRole('button', { name: 'Edit the standup of Mar 9, 2026' });
    await edit.waitFor();
    const asOf = page.getByRole('form', { name: 'See the report as of a past date and time' });
    await asOf.getByLabel('As of').fill(await localInput(page, BETWEEN));
    await asOf.getByRole('button', { name: 'Show as of' }).click();
    // The Today cell says what it was then and what it is now.
    await monday
      .locator(
        '[data-changed="true"][aria-description$="as of Mar 9, 2026, 6:00 PM UTC; Rewritten plan now"]',
      )
      .waitFor();
    await expect(monday.getByText('Rewritten plan').count()).resolves.toBe(0);
    await expect(edit.count()).resolves.toBe(0);
    await monday.getByRole('button', { name: 'History the standup of Mar 9, 2026' }).waitFor();
    await expectAxeClean(page);
  });

  it("marks a person's milestone hours that changed since an instant on the Milestone Report", async () => {
    const { page, stack } = e2e;
    await signInAt(page, stack.url, 'admin', '/MilestoneReport');
    await waitForPath(page, '/MilestoneReport');
    await page.getByLabel('From', { exact: true }).fill(DAY);
    await page.getByLabel('To', { exact: true }).fill(DAY);
    await page.getByRole('button', { name: 'Apply Filter' }).click();
    const [now, then] = [await umaShare(page, stack.url), await umaShare(page, stack.url, BETWEEN)];
    expect(now - then).toBe(2.25);
    const umaCard = page.getByRole('region', { name: 'Milestones of Uma Patel' });
    await umaCard.getByRole('button', { name: formatMilestoneHours(now), exact: true }).waitFor();

    // As of Monday 18:00 Uma's No Milestone share held the 3 h of the first entry.
    const asOf = page.getByRole('form', { name: 'See the report as of a past date and time' });
    await asOf.getByLabel('As of').fill(await localInput(page, BETWEEN));
    await asOf.getByRole('button', { name: 'Show as of' }).click();
    const changed = umaCard.locator('button[data-changed="true"]');
    await changed.waitFor();
    await expect(changed.getAttribute('aria-description')).resolves.toBe(
      `Why this number? Hours of Uma Patel on No Milestone · Platform Core. Changed: ${formatMilestoneHours(then)} as of Mar 9, 2026, 6:00 PM UTC; ${formatMilestoneHours(now)} now`,
    );
    await expect(changed.textContent()).resolves.toBe(`${formatMilestoneHours(then)} changed`);
    await changed.click();
    const panel = page.getByRole('dialog', { name: 'Why this number?' });
    await panel.getByRole('heading', { name: 'Recorded since' }).waitFor();
    await expectAxeClean(page);
  });
});
