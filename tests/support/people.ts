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

/** The main navigation's links, in order, as label and path. */
export async function navigationLinks(page: Page): Promise<{ label: string; path: string }[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link').first().waitFor();
  return nav.getByRole('link').evaluateAll((links) =>
    links.map((link) => ({
      label: (link.textContent ?? '').trim(),
      path: link.getAttribute('href') ?? '',
    })),
  );
}
