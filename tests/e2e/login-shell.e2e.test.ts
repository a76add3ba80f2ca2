import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAxeClean, launchBrowser } from '../support/browser.js';
import { startStack, type Stack } from '../support/stack.js';

describe('the login shell, served by the API', () => {
  let stack: Stack;
  let browser: Browser;
  beforeAll(async () => {
    stack = await startStack({ seed: false });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  it('renders the sign-in form at / and asks for both fields', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const response = await page.goto(stack.url);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Teamledger');
    expect(await page.getByLabel('Email').isVisible()).toBe(true);
    expect(await page.getByLabel('Password').isVisible()).toBe(true);
    await expectAxeClean(page);

    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Email and Password are required').first().waitFor();
    await context.close();
  });

  it('serves the app for a deep link too, and sends a visitor who is not signed in to /', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const response = await page.goto(`${stack.url}/no-such-screen`);
    expect(response?.status()).toBe(200);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await context.close();
  });
});
