import { useE2E } from '../support/e2e.js';
import { isInAudience, landingPathFor, navigationFor, reports } from '@teamledger/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAxeClean } from '../support/browser.js';
import {
  meOf,
  navigationLinks,
  sessionCookieOf,
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
    '/AddStandup',
    '/AddHoursLog',
    '/MarkLeave',
    '/users',
    '/workspaces',
    '/teams',
    '/templates',
    '/scores',
  ],
  user: ['/AddStandup', '/AddHoursLog', '/score', '/users'],
  provider: ['/score', '/users'],
};

const reportPaths = new Set<string>(reports.map((report) => report.path));

const EXPECTED_LANDING: Record<string, string> = {
  admin: '/StandUpReport',
  manager: '/StandUpReport',
  lead: '/StandUpReport',
  viewer: '/userStandupReport',
  user: '/userStandupReport',
  provider: '/userStandupReport',
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
      await expect(current.allTextContents()).resolves.toEqual(['StandUp Report']);
      await expect(current.getAttribute('href')).resolves.toBe(EXPECTED_LANDING[key]);

      // Both landing screens, the all-user and the own report, are titled alike.
      await expect(e2e.page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
        'StandUp Report',
      );
      await expect(e2e.page.getByRole('banner').getByText(NAMES[key]!).isVisible()).resolves.toBe(
        true,
      );

      const items = await accountMenuItems(e2e.page, NAMES[key]!);
      expect(items).toEqual(
        key === 'admin'
          ? ['My Profile', 'Apply for Leave', 'Setting', 'Sign Out']
          : ['My Profile', 'Apply for Leave', 'Sign Out'],
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
    await waitForPath(e2e.page, '/userStandupReport');
    const cookie = await sessionCookieOf(e2e.page);

    await e2e.page.goto(`${e2e.stack.url}/`);
    await waitForPath(e2e.page, '/userStandupReport');
    await e2e.page.getByRole('navigation', { name: 'Main' }).waitFor();

    await e2e.page.getByRole('button', { name: 'Uma Patel' }).click();
    await e2e.page.getByRole('button', { name: 'Sign Out' }).click();
    await waitForPath(e2e.page, '/');
    await e2e.page.getByRole('button', { name: 'Sign in' }).waitFor();
    await expect(e2e.page.getByLabel('Email', { exact: true }).inputValue()).resolves.toBe('');

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

  it('shows Page not found inside the layout for an unknown address, and hides Setting from others', async () => {
    await submitSignIn(e2e.page, e2e.stack.url, 'manager');
    await waitForPath(e2e.page, '/StandUpReport');

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

    // The API refuses settings to a Manager, so the screen is not offered either.
    await e2e.page.goto(`${e2e.stack.url}/setting`);
    await e2e.page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await e2e.page.getByLabel('HR email').count()).toBe(0);
    const settings = await e2e.page.request.get(`${e2e.stack.url}/api/settings`);
    expect(settings.status()).toBe(403);
  });

  it('is axe-clean: the layout with the account menu open, and the collapsed phone layout', async () => {
    await submitSignIn(e2e.page, e2e.stack.url, 'admin');
    await waitForPath(e2e.page, '/StandUpReport');
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
