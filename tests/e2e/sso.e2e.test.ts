import { HOME_PATH } from '@teamledger/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startOidcProvider,
  type TestOidcProvider,
} from '../../services/api/src/test-support/oidc-provider.js';
import { expectAxeClean } from '../support/browser.js';
import { useE2E } from '../support/e2e.js';
import { meOf, signInAt, waitForPath } from '../support/people.js';

describe('single sign-on with an OpenID provider', () => {
  const e2e = useE2E();
  let provider: TestOidcProvider;
  beforeAll(async () => {
    // The provider allows the address the app listens at, known once the stack is up.
    provider = await startOidcProvider([`${e2e.stack.url}/sso/callback`]);
    provider.accounts.set('uma@test-id', {
      email: 'user@northwind.test',
      emailVerified: true,
      name: 'Uma Patel',
    });
    provider.accounts.set('liam@test-id', {
      email: 'lead@northwind.test',
      emailVerified: false,
      name: 'Liam Carter',
    });
  });
  afterAll(() => provider.close());

  it('an Admin configures it in Settings; a person signs in through it and lands home', async () => {
    const { page } = e2e;
    await signInAt(page, e2e.stack.url, 'admin', '/setting');
    const sso = page.getByRole('form', { name: 'Single sign-on' });
    await sso.getByLabel('Provider name').fill('Test ID');
    await sso.getByLabel('Issuer URL').fill(provider.issuer);
    await sso.getByLabel('Client ID').fill(provider.clientId);
    await sso.getByLabel('Client secret').fill(provider.clientSecret);
    await expect(sso.getByText(`${e2e.stack.url}/sso/callback`).isVisible()).resolves.toBe(true);
    await sso.getByRole('button', { name: 'Save single sign-on' }).click();
    await page.getByText('Single sign-on settings saved.').first().waitFor();
    await expect(
      sso.getByText('A secret is stored. Leave empty to keep it.').isVisible(),
    ).resolves.toBe(true);
    await expectAxeClean(page);

    // Someone else, in a browser of their own.
    const context = await e2e.browser.newContext();
    try {
      const visitor = await context.newPage();
      await visitor.goto(e2e.stack.url);
      await visitor.getByRole('button', { name: 'Sign in with Test ID' }).click();
      await visitor.waitForURL((url) => url.origin === provider.issuer);
      await visitor.getByLabel('Email').fill('uma@test-id');
      await visitor.getByRole('button', { name: 'Continue' }).click();
      await waitForPath(visitor, HOME_PATH);
      await expect(meOf(visitor)).resolves.toMatchObject({
        email: 'user@northwind.test',
        name: 'Uma Patel',
      });
      const cookies = await context.cookies();
      expect(cookies.find((c) => c.name === 'teamledger_session')).toMatchObject({
        httpOnly: true,
        sameSite: 'Strict',
      });
    } finally {
      await context.close();
    }
  });

  it('tells a person whose email the provider has not verified why, with the way back', async () => {
    const { page } = e2e;
    await page.goto(e2e.stack.url);
    await page.getByRole('button', { name: 'Sign in with Test ID' }).click();
    await page.waitForURL((url) => url.origin === provider.issuer);
    await page.getByLabel('Email').fill('liam@test-id');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByText('Test ID has not verified your email address, so it cannot sign you in.', {
        exact: false,
      })
      .waitFor();
    await waitForPath(page, '/sso/callback');
    await expectAxeClean(page);
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await page.getByRole('button', { name: 'Sign in with Test ID' }).waitFor();
  });
});
