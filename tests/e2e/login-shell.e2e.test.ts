import { describe, expect, it } from 'vitest';
import { expectAxeClean } from '../support/browser.js';
import { useE2E } from '../support/e2e.js';

describe('the login shell, served by the API', () => {
  const e2e = useE2E({ seed: false });

  it('renders the sign-in form at / and asks for both fields', async () => {
    const { page } = e2e;
    const response = await page.goto(e2e.stack.url);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Teamledger');
    expect(await page.getByLabel('Email').isVisible()).toBe(true);
    expect(await page.getByLabel('Password').isVisible()).toBe(true);
    await expectAxeClean(page);

    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Email and Password are required').first().waitFor();
  });

  it('serves the app for a deep link too, and sends a visitor who is not signed in to /', async () => {
    const { page } = e2e;
    const response = await page.goto(`${e2e.stack.url}/no-such-screen`);
    expect(response?.status()).toBe(200);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
  });
});
