import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from '../support/e2e.js';
import { waitForPath, signInAt, clickNavLink } from '../support/people.js';
import { webDist } from '../support/stack.js';

/** The scripts index.html loads itself; every other chunk is a lazy screen's. */
function initialScripts(): Set<string> {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  return new Set(html.match(/assets\/[^"]+\.js/g) ?? []);
}

/**
 * Holds back the lazy chunks the page asks for while `holding`, so the test sees the screen
 * as a person on a slow line does while a chunk is on its way.
 */
async function gateLazyChunks(page: Page, holding: boolean) {
  const initial = initialScripts();
  const held: Route[] = [];
  const gate = { holding };
  await page.route('**/assets/*.js', async (route) => {
    const file = new URL(route.request().url()).pathname.slice(1);
    if (gate.holding && !initial.has(file)) held.push(route);
    else await route.continue();
  });
  return {
    hold: () => {
      gate.holding = true;
    },
    release: async () => {
      gate.holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
    heldCount: () => held.length,
  };
}

describe('screens loaded on first visit', () => {
  const e2e = useE2E();

  it('shows a loading status until the sign-in page has arrived', async () => {
    const { page } = e2e;
    const gate = await gateLazyChunks(page, true);

    await page.goto(e2e.stack.url);
    await page.getByRole('status').filter({ hasText: 'Loading…' }).waitFor();
    expect(gate.heldCount()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Sign in' }).count()).toBe(0);

    await gate.release();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.getByRole('status').count()).toBe(0);
  });

  it('says the next screen is loading inside the layout, then shows it', async () => {
    const { page } = e2e;
    const gate = await gateLazyChunks(page, false);
    await signInAt(page, e2e.stack.url, 'admin', '/StandUpReport');
    await waitForPath(page, '/StandUpReport');
    await page.getByRole('heading', { level: 1, name: 'StandUp Report' }).waitFor();

    gate.hold();
    await clickNavLink(page, 'Teams', 'People');
    const loading = page.getByRole('status').filter({ hasText: 'Loading the page…' });
    await loading.waitFor();
    expect(gate.heldCount()).toBeGreaterThan(0);
    // The header stays: only the page itself waits.
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);

    await gate.release();
    await waitForPath(page, '/teams');
    await page.getByRole('heading', { level: 1, name: 'Teams' }).waitFor();
    expect(await loading.count()).toBe(0);
  });
});
