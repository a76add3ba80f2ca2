import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedPeople } from '../../services/api/src/test-support/sessions.js';
import { expectAxeClean } from '../support/browser.js';
import { useE2E } from '../support/e2e.js';
import { submitSignIn, waitForPath } from '../support/people.js';

/** The texts of the items of the list with this accessible name. */
const listed = (page: Page, name: string) =>
  page.getByRole('list', { name, exact: true }).getByRole('listitem').allTextContents();

describe('each role’s home, the first screen after sign-in, in Chromium', () => {
  const e2e = useE2E({ seed: false });

  // The demo history is seeded before Wednesday 2026-03-11. On Tuesday 2026-03-10 Uma
  // (09:01), Hira (09:05), Liam (09:08) and Vera (09:13) added their standups; Pavel's would
  // come from Assembla and did not. Liam leads Uma and Pavel; February 2026 is the scored
  // month, in which Uma has Liam's draft and Pavel nothing.
  beforeAll(async () => {
    await e2e.stack.setClock('2026-03-11T09:05:00.000Z');
    await seedPeople(e2e.stack.deps);
  });

  it('shows an employee whether today’s standup is posted, and adds hours from the home', async () => {
    // Wednesday morning, before Uma's standup.
    await e2e.stack.setClock('2026-03-11T07:30:00.000Z');
    const { page, stack } = e2e;
    await submitSignIn(page, stack.url, 'user');
    await waitForPath(page, '/home');
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await page.getByText('Today is Mar 11, 2026').waitFor();
    const standup = page.getByRole('region', { name: "Today's standup" });
    await standup.getByText('Not posted').waitFor();
    await page.getByRole('heading', { name: "Today's hours: 0" }).waitFor();
    await page.getByText('Nothing logged today yet.').waitFor();
    // Last week ended on Sunday and still waits for her submission.
    const timesheet = page.getByRole('region', { name: 'My timesheet' });
    await timesheet
      .getByText('Week 2026-W10 has ended and is not submitted yet (33 of 32 h expected).')
      .waitFor();
    await expectAxeClean(page);

    // The quick add is the Add Hours Log form: Uma's default workspace comes chosen.
    await page.getByLabel('Task Title').fill('Release notes');
    await page.getByLabel('Task Details').fill('Wrote the notes of 2.4');
    await page.getByLabel('Total Hours Spent').fill('1.5');
    await page.getByRole('button', { name: 'Log hours' }).click();
    await page.getByRole('heading', { name: "Today's hours: 1.5" }).waitFor();
    expect(await listed(page, "Today's entries")).toEqual([
      '1.5 h, Platform Core / No Milestone: Release notes',
    ]);

    await standup.getByRole('link', { name: 'Add your standup' }).click();
    await waitForPath(page, '/AddStandup');
    await page.goBack();
    await timesheet.getByRole('link', { name: 'Open Week 2026-W10' }).click();
    await page.getByRole('heading', { level: 2, name: /^Week 2026-W10: Mar 2, 2026/ }).waitFor();
  });

  it('shows an admin who posted, who is missing, the roadblocks with their days, and reminds the missing', async () => {
    await e2e.stack.setClock('2026-03-10T15:00:00.000Z');
    const { page, stack } = e2e;
    await submitSignIn(page, stack.url, 'admin');
    await waitForPath(page, '/home');
    await page.getByRole('heading', { name: 'Standups: 4 of 5 posted' }).waitFor();
    expect(await listed(page, 'Not posted')).toEqual(['Pavel Novak']);
    expect(await listed(page, 'Posted')).toEqual([
      'Hira Hassan, 9:05 AM',
      'Liam Carter, 9:08 AM',
      'Uma Patel, 9:01 AM',
      'Vera Lind, 9:13 AM',
    ]);
    // The roadblocks as the API worked them out (its int test holds the days to hand-worked ones).
    const home = (await (await page.request.get(`${stack.url}/api/home/team`)).json()) as {
      roadblocks: { name: string; days: number; roadblocks: string }[];
    };
    await page.getByRole('region', { name: 'Roadblocks today' }).waitFor();
    expect(await listed(page, 'Roadblocks today')).toEqual(
      home.roadblocks.map(
        ({ name, days, roadblocks }) =>
          `${name} ${days === 1 ? '1 day' : `${days} days in a row`}${roadblocks}`,
      ),
    );
    await page.getByRole('region', { name: 'On leave today' }).waitFor();
    await expectAxeClean(page);

    await page.getByRole('button', { name: 'Remind everyone missing (1)' }).click();
    await page.getByText('1 reminder sent.').waitFor();
    await expectAxeClean(page);
  });

  it('shows a lead the day of the people they lead and the scores waiting on them', async () => {
    await e2e.stack.setClock('2026-03-10T15:00:00.000Z');
    const { page, stack } = e2e;
    await submitSignIn(page, stack.url, 'lead');
    await waitForPath(page, '/home');
    // Liam posts standups too: his own day comes first.
    await page.getByRole('region', { name: "Today's standup" }).getByText('Posted').waitFor();
    await page.getByRole('heading', { name: 'Standups: 1 of 2 posted' }).waitFor();
    expect(await listed(page, 'Not posted')).toEqual(['Pavel Novak']);
    await page.getByRole('heading', { name: 'Scores waiting on you (Feb 2026)' }).waitFor();
    expect(await listed(page, 'Scores waiting on you')).toEqual([
      'Pavel Novak: your score',
      'Uma Patel: your score',
    ]);
    await expectAxeClean(page);
    await page.getByRole('link', { name: 'Open Team Score' }).click();
    await waitForPath(page, '/scores_lead');
  });

  it('lands HR on the Monthly Report, which serves them better than a home', async () => {
    const { page, stack } = e2e;
    await submitSignIn(page, stack.url, 'hr');
    await waitForPath(page, '/report2');
  });
});
