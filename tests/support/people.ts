import { meSchema, type Me } from '@teamledger/domain';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, demoEmail } from '../../services/api/src/demo/seed.js';
import type { PersonKey } from '../../services/api/src/test-support/sessions.js';

export { DEMO_PASSWORD, demoEmail, type PersonKey };

/** Fills in and submits the sign-in form at '/', as a person would. */
export async function submitSignIn(
  page: Page,
  baseUrl: string,
  key: PersonKey,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.getByLabel('Email', { exact: true }).fill(demoEmail(key));
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Opens `path` as a visitor, is sent to sign-in, signs in there and comes back to `path`:
 * the way to start a test on a page other than the person's home.
 */
export async function signInAt(
  page: Page,
  baseUrl: string,
  key: PersonKey,
  path: string,
): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await page.getByLabel('Email', { exact: true }).fill(demoEmail(key));
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Clicks a link of the main navigation; one in a group (Reports, People, Setup) after
 * opening the group's menu. On a phone, open the collapsed navigation first.
 */
export async function clickNavLink(page: Page, label: string, group: string | null = null) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (group !== null) await nav.getByRole('button', { name: group, exact: true }).click();
  await nav.getByRole('link', { name: label, exact: true }).click();
}

/** Waits until the address bar shows `path` (no query, no hash). */
export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
}

/** GET /api/me with the page's own session cookie. */
export async function meOf(page: Page): Promise<Me> {
  const response = await page.request.get(new URL('/api/me', page.url()).toString());
  if (response.status() !== 200) throw new Error(`GET /api/me answered ${response.status()}`);
  return meSchema.parse(await response.json());
}

/** The session cookie of the page's browser context, as a Cookie header. */
export async function sessionCookieOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'teamledger_session');
  if (!cookie) throw new Error('no session cookie in the browser');
  return `${cookie.name}=${cookie.value}`;
}

/**
 * The main navigation's links, in order, as label and path: those on the bar and those in
 * its groups' menus (in the page, hidden until the menu opens).
 */
export async function navigationLinks(page: Page): Promise<{ label: string; path: string }[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.locator('a[href]').first().waitFor({ state: 'attached' });
  return nav.locator('a[href]:not([role="button"])').evaluateAll((links) =>
    links.map((link) => ({
      label: (link.textContent ?? '').trim(),
      path: link.getAttribute('href') ?? '',
    })),
  );
}

/** The groups of the main navigation, in order, with the labels of their links. */
export async function navigationGroups(page: Page): Promise<{ group: string; links: string[] }[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  return nav.locator('.dropdown').evaluateAll((groups) =>
    groups.map((group) => ({
      group: (group.querySelector('[role="button"]')?.textContent ?? '').trim(),
      links: [...group.querySelectorAll('.dropdown-menu a')].map((a) =>
        (a.textContent ?? '').trim(),
      ),
    })),
  );
}

/** Opens a person's row menu on /users and answers it, to pick an action from. */
export async function rowMenu(page: Page, name: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  const menu = page.getByRole('menu', { name: `Actions for ${name}` });
  await menu.waitFor();
  return menu;
}
