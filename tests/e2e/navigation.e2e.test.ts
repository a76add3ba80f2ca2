import { useE2E } from '../support/e2e.js';
import { isInAudience, landingPathFor, navigationFor, reports } from '@teamledger/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAxeClean } from '../support/browser.js';
import {
  clickNavLink,
  DEMO_PASSWORD,
  demoEmail,
  meOf,
  navigationGroups,
  navigationLinks,
  sessionCookieOf,
  signInAt,
  submitSignIn,
  waitForPath,
  type PersonKey,
} from '../support/people.js';

/**
 * The links that are not reports, written out by hand for three people, so the test fails if
 * navigationFor itself goes wrong (the other people are checked against navigationFor). The
 * report links are checked against their definitions: shown to their audience, labelled and
 * ordered as the definitions say.
 */
const EXPECTED_OTHER_PATHS: Partial<Record<PersonKey, string[]>> = {
  admin: [
    '/home',
    '/AddStandup',
    '/AddHoursLog',
    '/ApplyLeave',
    '/users',
    '/teams',
    '/scores',
    '/LeaveApprovals',
    '/MyTimesheet',
    '/TimesheetApprovals',
    '/MarkLeave',
    '/workspaces',
    '/templates',
  ],
  user: ['/home', '/AddStandup', '/AddHoursLog', '/ApplyLeave', '/MyTimesheet', '/score', '/users'],
  provider: ['/home', '/ApplyLeave', '/MyTimesheet', '/score', '/users'],
};

const reportPaths = new Set<string>(reports.map((report) => report.path));

/** Everyone here lands on their home; HR (not here) on the Monthly Report. */
const EXPECTED_LANDING: Record<string, string> = {
  admin: '/home',
  manager: '/home',
  lead: '/home',
  viewer: '/home',
  user: '/home',
  provider: '/home',
};

const NAMES: Record<string, string> = {
  admin: 'Amina Qureshi',
  manager: 'Marco Rossi',
  viewer: 'Vera Lind',
  lead: 'Liam Carter',
  user: 'Uma Patel',
  provider: 'Pavel Novak',
};

/** The items of the account menu, opened from the avatar button. */
async function accountMenuItems(page: Page, name: string): Promise<string[]> {
  await page.getByRole('button', { name }).click();
  const menu = page.locator('.dropdown-menu.show');
  await menu.waitFor();
  const items = await menu.locator('.dropdown-item').allTextContents();
  await page.keyboard.press('Escape');
  return items.map((item) => item.trim());
}

describe('signing in and the app layout', () => {
  const e2e = useE2E();

  it.each(['admin', 'manager', 'viewer', 'user', 'lead', 'provider'] as const)(
    '%s lands on their start page and sees exactly their links and menu',
    async (key) => {
      await submitSignIn(e2e.page, e2e.stack.url, key);
      await waitForPath(e2e.page, EXPECTED_LANDING[key]!);

      const me = await meOf(e2e.page);
      expect(me.name).toBe(NAMES[key]);
      expect(landingPathFor(me)).toBe(EXPECTED_LANDING[key]);

      const links = await navigationLinks(e2e.page);
      expect(links).toEqual(
        navigationFor(me).map((link) => ({ label: link.label, path: link.path })),
      );
      const expectedOthers = EXPECTED_OTHER_PATHS[key];
      if (expectedOthers) {
        expect(links.map((link) => link.path).filter((path) => !reportPaths.has(path))).toEqual(
          expectedOthers,
        );
      }
      const reportLinks = links.filter((link) => reportPaths.has(link.path));
      expect(reportLinks).toEqual(
        reports.flatMap(({ path, navigation }) =>
          navigation !== null && isInAudience(me, navigation.audience)
            ? [{ label: navigation.label, path }]
            : [],
        ),
      );

      // The start page's own link is the highlighted one.
      const current = e2e.page
        .getByRole('navigation', { name: 'Main' })
        .locator('[aria-current="page"]');
      await expect(current.allTextContents()).resolves.toEqual(['Home']);
      await expect(current.getAttribute('href')).resolves.toBe(EXPECTED_LANDING[key]);
      await expect(e2e.page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Home');
      await expect(e2e.page.getByRole('banner').getByText(NAMES[key]!).isVisible()).resolves.toBe(
        true,
      );

      const items = await accountMenuItems(e2e.page, NAMES[key]!);
      const own = ['My Profile', 'Sessions', 'Two-factor sign-in'];
      expect(items).toEqual(
        key === 'admin' ? [...own, 'Setting', 'Sign Out'] : [...own, 'Sign Out'],
      );
    },
  );

  it('refuses a Client with the spec message and stays on the sign-in page', async () => {
    await submitSignIn(e2e.page, e2e.stack.url, 'client');
    await e2e.page.getByText('You are not allowed to log in.').waitFor();
    expect(new URL(e2e.page.url()).pathname).toBe('/');
    await expect(e2e.page.getByRole('button', { name: 'Sign in' }).isVisible()).resolves.toBe(true);
    const me = await e2e.page.request.get(`${e2e.stack.url}/api/me`);
    expect(me.status()).toBe(401);
  });

  it('sends a signed-in person from / to their start page, and Sign Out ends the session', async () => {
    await submitSignIn(e2e.page, e2e.stack.url, 'user');
    await waitForPath(e2e.page, '/home');
    const cookie = await sessionCookieOf(e2e.page);

    await e2e.page.goto(`${e2e.stack.url}/`);
    await waitForPath(e2e.page, '/home');
    await e2e.page.getByRole('navigation', { name: 'Main' }).waitFor();

    await e2e.page.getByRole('button', { name: 'Uma Patel' }).click();
    await e2e.page.getByRole('button', { name: 'Sign Out' }).click();
    await waitForPath(e2e.page, '/');
    await e2e.page.getByRole('button', { name: 'Sign in' }).waitFor();
    await expect(e2e.page.getByLabel('Email', { exact: true }).inputValue()).resolves.toBe('');

    // A bookmarked /login is the sign-in page, and signing in there leads to the start page.
    await e2e.page.goto(`${e2e.stack.url}/login`);
    await waitForPath(e2e.page, '/');
    await e2e.page.getByLabel('Email', { exact: true }).fill(demoEmail('user'));
    await e2e.page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await e2e.page.getByRole('button', { name: 'Sign in' }).click();
    await waitForPath(e2e.page, '/home');
    await e2e.page.goto(`${e2e.stack.url}/login`);
    await waitForPath(e2e.page, '/home');
    await e2e.page.getByRole('button', { name: 'Uma Patel' }).click();
    await e2e.page.getByRole('button', { name: 'Sign Out' }).click();
    await waitForPath(e2e.page, '/');

    // A fresh load of a screen inside the app goes back to sign-in.
    await e2e.page.goto(`${e2e.stack.url}/updateProfile`);
    await waitForPath(e2e.page, '/');
    await e2e.page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await e2e.context.cookies()).not.toContainEqual(
      expect.objectContaining({ name: 'teamledger_session' }),
    );

    // The old cookie is no good any more, even if someone kept a copy.
    const response = await fetch(`${e2e.stack.url}/api/me`, { headers: { cookie } });
    expect(response.status).toBe(401);
  });

  it('shows Page not found inside the layout for an unknown address, and no access to Setting for others', async () => {
    await submitSignIn(e2e.page, e2e.stack.url, 'manager');
    await waitForPath(e2e.page, '/home');

    await e2e.page.goto(`${e2e.stack.url}/no-such-screen`);
    await e2e.page.getByRole('heading', { name: 'Page not found' }).waitFor();
    // The whole layout stays: every link of the Manager's, Templates and Scores included.
    const links = await navigationLinks(e2e.page);
    expect(links).toEqual(
      navigationFor(await meOf(e2e.page)).map((link) => ({ label: link.label, path: link.path })),
    );
    expect(links.map((link) => link.path)).toEqual(
      expect.arrayContaining(['/templates', '/scores']),
    );

    // The API refuses settings to a Manager, so the screen says so instead of the form.
    await e2e.page.goto(`${e2e.stack.url}/setting`);
    await e2e.page.getByRole('heading', { name: 'You have no access to this page' }).waitFor();
    expect(await e2e.page.getByLabel('HR email').count()).toBe(0);
    const settings = await e2e.page.request.get(`${e2e.stack.url}/api/settings`);
    expect(settings.status()).toBe(403);
  });

  it.each([
    ['user', '/DetailReport'],
    ['user', '/MarkLeave'],
    ['provider', '/AddStandup'],
    ['lead', '/scores'],
    ['viewer', '/report1'],
  ] as const)('shows %s one no-access screen at %s, with the way back home', async (key, path) => {
    await signInAt(e2e.page, e2e.stack.url, key, path);
    await waitForPath(e2e.page, path);
    await e2e.page.getByRole('heading', { name: 'You have no access to this page' }).waitFor();
    // No filter, no error over it, no 'Page not found'.
    expect(await e2e.page.getByRole('alert').count()).toBe(0);
    expect(await e2e.page.getByRole('button', { name: 'Apply Filter' }).count()).toBe(0);
    await expectAxeClean(e2e.page);
    await e2e.page.getByRole('link', { name: 'Back to your home page' }).click();
    await waitForPath(e2e.page, '/home');
    await e2e.page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
  });

  it('sends a browser that is not an Admin from the queue board to the no-access screen', async () => {
    await submitSignIn(e2e.page, e2e.stack.url, 'manager');
    await waitForPath(e2e.page, '/home');
    await e2e.page.goto(`${e2e.stack.url}/admin/queues`);
    await waitForPath(e2e.page, '/no-access');
    await e2e.page.getByRole('heading', { name: 'You have no access to this page' }).waitFor();
    await e2e.page.getByRole('link', { name: 'Back to your home page' }).click();
    await waitForPath(e2e.page, '/home');
  });

  it('groups the admin navigation into Reports, People and Setup, on a laptop and on a phone', async () => {
    await e2e.page.setViewportSize({ width: 1366, height: 900 });
    await submitSignIn(e2e.page, e2e.stack.url, 'admin');
    await waitForPath(e2e.page, '/home');
    const nav = e2e.page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Home' }).waitFor();
    await expect(navigationGroups(e2e.page)).resolves.toEqual([
      {
        group: 'Reports',
        // The admin's reports in the definitions' order (navigationFor, held to SPEC.md's
        // order in navigation.unit.test.ts).
        links: navigationFor(await meOf(e2e.page))
          .filter((link) => link.group === 'Reports')
          .map((link) => link.label),
      },
      {
        group: 'People',
        links: [
          'Users',
          'Teams',
          'Scores',
          'Leave Approvals',
          'My Timesheet',
          'Timesheet Approvals',
        ],
      },
      { group: 'Setup', links: ['Mark Holiday', 'WorkSpaces', 'Templates'] },
    ]);
    // The bar holds seven items on one row: Home, Reports, three forms, People, Setup.
    const tops = await nav
      .locator(':scope > a, :scope > .dropdown > a')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(tops).toHaveLength(7);
    expect(new Set(tops).size).toBe(1);

    await clickNavLink(e2e.page, 'Monthly Report', 'Reports');
    await waitForPath(e2e.page, '/report2');
    // The open page's group is the highlighted one.
    await expect
      .poll(() => nav.getByRole('button', { name: 'Reports', exact: true }).getAttribute('class'))
      .toContain('active');
    await nav.getByRole('button', { name: 'Setup', exact: true }).click();
    await nav.getByRole('link', { name: 'Templates' }).waitFor();
    await expectAxeClean(e2e.page);
    await e2e.page.keyboard.press('Escape');

    await e2e.page.setViewportSize({ width: 390, height: 844 });
    await e2e.page.getByRole('button', { name: 'Show or hide navigation' }).click();
    await nav.getByRole('link', { name: 'Home' }).waitFor({ state: 'visible' });
    // Opened, not opening: a click during the collapse's transition may land on a menu that
    // is still moving (a run on a loaded machine never saw the People menu open).
    await e2e.page.locator('.tl-navbar-links.collapse.show').waitFor();
    await nav.getByRole('button', { name: 'People', exact: true }).click();
    await nav.getByRole('link', { name: 'Teams' }).waitFor({ state: 'visible' });
    await expectAxeClean(e2e.page);
    await nav.getByRole('link', { name: 'Teams' }).click();
    await waitForPath(e2e.page, '/teams');
    // No sideways scroll of the page (its globals reached through an element: Node types here).
    const width = await e2e.page
      .locator('body')
      .evaluate((body) => body.ownerDocument.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });

  it('is axe-clean: the layout with the account menu open, and the collapsed phone layout', async () => {
    await submitSignIn(e2e.page, e2e.stack.url, 'admin');
    await waitForPath(e2e.page, '/home');
    await e2e.page.getByRole('navigation', { name: 'Main' }).waitFor();
    await expectAxeClean(e2e.page);

    await e2e.page.getByRole('button', { name: 'Amina Qureshi' }).click();
    await e2e.page.getByRole('link', { name: 'Setting' }).waitFor();
    await expectAxeClean(e2e.page);
    await e2e.page.keyboard.press('Escape');

    // On a phone the links hide behind the toggle until it is pressed.
    await e2e.page.setViewportSize({ width: 390, height: 800 });
    const firstLink = e2e.page.getByRole('navigation', { name: 'Main' }).getByRole('link').first();
    await expect(firstLink.isVisible()).resolves.toBe(false);
    await e2e.page.getByRole('button', { name: 'Show or hide navigation' }).click();
    await firstLink.waitFor({ state: 'visible' });
    await expectAxeClean(e2e.page);
  });
});
