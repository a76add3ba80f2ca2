import { addDays, ALL_USERS_RANGE_MESSAGE, type IsoDate } from '@teamledger/domain';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from '../support/e2e.js';
import { DEMO_PASSWORD, demoEmail, meOf, waitForPath, signInAt } from '../support/people.js';

const FAILED = 'The report could not be loaded';
const SESSION_RANGE = "sessionStorage.getItem('teamledger.dateRange')";

interface RangeScreen {
  path: string;
  heading: string;
  endpoint: string;
  apply: 'Apply' | 'Apply Filter';
}

/** Every report over a date range, each asking every user when it opens for an admin. */
const RANGE_SCREENS: RangeScreen[] = [
  {
    path: '/TimesheetReport',
    heading: 'TimeSheet Report',
    endpoint: '/api/reports/timesheet',
    apply: 'Apply',
  },
  {
    path: '/MilestoneReport',
    heading: 'Milestone Report',
    endpoint: '/api/reports/milestones',
    apply: 'Apply Filter',
  },
  {
    path: '/report2',
    heading: 'Monthly Report',
    endpoint: '/api/reports/monthly',
    apply: 'Apply Filter',
  },
  {
    path: '/DetailReport',
    heading: 'Detail Report',
    endpoint: '/api/reports/detail',
    apply: 'Apply Filter',
  },
  {
    path: '/report1',
    heading: 'Login/Hours Report',
    endpoint: '/api/reports/login-hours',
    apply: 'Apply Filter',
  },
];

/**
 * The server refuses the screen's report (a 400, as for a range it will not take) until the
 * returned function lifts the refusal.
 */
async function refuseReport(page: Page, endpoint: string): Promise<() => Promise<void>> {
  const matches = (url: URL) => url.pathname === endpoint;
  await page.route(matches, (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'range_too_long', message: ALL_USERS_RANGE_MESSAGE },
      }),
    }),
  );
  return () => page.unroute(matches);
}

/** Opens a screen at its address, as a typed address or a bookmark would. */
async function openScreen(page: Page, url: string, path: string, heading: string) {
  await page.goto(`${url}${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

async function expectUsable(page: Page, apply: string, controls: string[]) {
  for (const label of controls) {
    expect(await page.getByLabel(label, { exact: true }).isEnabled(), label).toBe(true);
  }
  expect(await page.getByRole('button', { name: apply, exact: true }).isEnabled()).toBe(true);
}

async function fillRange(page: Page, from: IsoDate, to: IsoDate) {
  await page.getByLabel('From', { exact: true }).fill(from);
  await page.getByLabel('To', { exact: true }).fill(to);
}

describe('no report control is ever locked by a refusal (issue 26, item 1)', () => {
  const e2e = useE2E();

  it('walks every report into each refusal and back out, and Sign Out forgets the range', async () => {
    const { page, stack } = e2e;
    await signInAt(page, stack.url, 'admin', '/StandUpReport');
    await waitForPath(page, '/StandUpReport');
    const { today, name } = await meOf(page);
    const asked: string[] = [];
    page.on('request', (request: Request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/reports/')) asked.push(url.pathname + url.search);
    });
    const tooLong = addDays(today, -40);
    // Each screen backs out to a range of its own, so each asks anew (the last is kept).
    const fitting = RANGE_SCREENS.map((_, index) => addDays(today, -10 - index));
    const fits = fitting.at(-1)!;

    for (const [index, screen] of RANGE_SCREENS.entries()) {
      // 1. The server refuses the report: the error stands alone and nothing is locked.
      const lift = await refuseReport(page, screen.endpoint);
      await openScreen(page, stack.url, screen.path, screen.heading);
      await page.getByRole('heading', { name: FAILED }).waitFor();
      expect(await page.getByText('No record Found').count(), screen.path).toBe(0);
      await expectUsable(page, screen.apply, ['From', 'To']);
      expect(await page.getByRole('button', { name: 'Presets' }).isEnabled()).toBe(true);
      await lift();

      // 2. Every user and a preset over 31 days: offered disabled, with the reason.
      await page.getByRole('button', { name: 'Presets' }).click();
      const sixMonths = page.getByRole('button', { name: '6 Month' });
      expect(await sixMonths.getAttribute('aria-disabled'), screen.path).toBe('true');
      await page.getByText(`${ALL_USERS_RANGE_MESSAGE} Choose one person`).waitFor();
      await page.keyboard.press('Escape');

      // 3. A typed range over 31 days: the spec's message beside the dates, nothing asked.
      await fillRange(page, tooLong, today);
      await page.getByRole('button', { name: screen.apply, exact: true }).click();
      const problem = page.locator('.invalid-feedback', { hasText: ALL_USERS_RANGE_MESSAGE });
      await problem.waitFor();
      await expectUsable(page, screen.apply, ['From', 'To']);

      // 4. Back out: a range that fits is asked for and shown, the message gone.
      const answered = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === screen.endpoint &&
          response.url().includes(`from=${fitting[index]}`),
      );
      await fillRange(page, fitting[index]!, today);
      await page.getByRole('button', { name: screen.apply, exact: true }).click();
      expect((await answered).status(), screen.path).toBe(200);
      await problem.waitFor({ state: 'detached' });
      expect(await page.getByRole('heading', { name: FAILED }).count()).toBe(0);
    }
    // The browser never asked for the range it refused.
    expect(asked.filter((call) => call.includes(`from=${tooLong}`))).toEqual([]);

    // The StandUp Report (one day): a refused answer locks nothing either.
    const liftStandups = await refuseReport(page, '/api/reports/standups');
    await openScreen(page, stack.url, '/StandUpReport', 'StandUp Report');
    await page.getByRole('heading', { name: FAILED }).waitFor();
    expect(await page.getByText('No record Found').count()).toBe(0);
    await expectUsable(page, 'Apply Filter', ['Date']);
    await liftStandups();
    // Try again asks anew with the same filter.
    const standups = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/reports/standups',
    );
    await page.getByRole('button', { name: 'Try again' }).click();
    expect((await standups).status()).toBe(200);
    await page.getByRole('heading', { name: FAILED }).waitFor({ state: 'detached' });

    // The range that fitted is kept for the session, across screens and a reload...
    expect(JSON.parse((await page.evaluate<string | null>(SESSION_RANGE)) ?? 'null')).toEqual({
      from: fits,
      to: today,
    });
    await openScreen(page, stack.url, '/DetailReport', 'Detail Report');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Detail Report' }).waitFor();
    await expect(page.getByLabel('From', { exact: true }).inputValue()).resolves.toBe(fits);

    // ...and Sign Out forgets it: the next person opens on the default 7 days.
    await page.getByRole('button', { name }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await waitForPath(page, '/');
    expect(await page.evaluate<string | null>(SESSION_RANGE)).toBeNull();
    // A signed-out visit to a report leads to sign-in, and sign-in back to that report.
    await page.goto(`${stack.url}/DetailReport`);
    await waitForPath(page, '/');
    await page.getByLabel('Email', { exact: true }).fill(demoEmail('lead'));
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await waitForPath(page, '/DetailReport');
    await page.getByRole('heading', { level: 1, name: 'Detail Report' }).waitFor();
    const from = page.getByLabel('From', { exact: true });
    await expect.poll(() => from.inputValue(), { timeout: 30_000 }).toBe(addDays(today, -6));
    expect(await from.isEnabled()).toBe(true);
  }, 240_000);
});
