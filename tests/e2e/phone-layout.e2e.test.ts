import { navigationFor, reports, seesAllUserReports } from '@teamledger/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoWorkspaceId } from '../../services/api/src/demo/seed-people-admin.js';
import { personId } from '../../services/api/src/test-support/sessions.js';
import { expectAxeClean } from '../support/browser.js';
import { useE2E } from '../support/e2e.js';
import { meOf, submitSignIn, type PersonKey } from '../support/people.js';

/** An iPhone-sized screen: 390 CSS pixels wide. */
const PHONE = { width: 390, height: 844 };

interface Overflow {
  scrollWidth: number;
  clientWidth: number;
  /** The outermost elements reaching past the right edge, outside a table's scroll box. */
  wide: string[];
}

/**
 * How wide the page lays out. A table may be wider than the phone inside its own sideways
 * scroll box (.table-responsive); nothing else may.
 */
function pageOverflow(page: Page): Promise<Overflow> {
  return page.locator('body *').evaluateAll((elements) => {
    // The page's own globals, reached through the elements (this file is compiled for Node).
    const root = elements[0]!.ownerDocument.documentElement;
    const view = root.ownerDocument.defaultView!;
    // A table's scroll box clips what it holds, unless an element is positioned against
    // something outside the box (a visually-hidden span, say): that still widens the page.
    const scrolledAway = (element: (typeof elements)[number]) => {
      const box = element.parentElement?.closest('.table-responsive');
      if (!box) return false;
      const { position } = view.getComputedStyle(element);
      if (position === 'fixed') return false;
      if (position !== 'absolute') return true;
      const anchor = 'offsetParent' in element ? element.offsetParent : null;
      return anchor !== null && box.contains(anchor);
    };
    const tooWide = (element: (typeof elements)[number]) =>
      element.getBoundingClientRect().right > root.clientWidth + 0.5 && !scrolledAway(element);
    const wide = elements
      .filter(
        (element) => tooWide(element) && !(element.parentElement && tooWide(element.parentElement)),
      )
      .slice(0, 5)
      .map((element) => {
        const classes = [...element.classList].join('.');
        return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} (right ${Math.round(element.getBoundingClientRect().right)})`;
      });
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, wide };
  });
}

/** Opens a screen and waits until it has loaded what it shows. */
async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await page.locator('.spinner-border').first().waitFor({ state: 'detached' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

async function expectNoPageOverflow(page: Page, screen: string): Promise<void> {
  const overflow = await pageOverflow(page);
  expect(
    { screen, ...overflow },
    `${screen} lays out ${overflow.scrollWidth}px wide on a ${overflow.clientWidth}px phone`,
  ).toEqual({ screen, scrollWidth: overflow.clientWidth, clientWidth: PHONE.width, wide: [] });
}

describe('every screen on a 390 px phone', () => {
  const e2e = useE2E();

  it('the sign-in and register pages fit the phone', async () => {
    const { page, stack } = e2e;
    await page.setViewportSize(PHONE);
    for (const path of ['/', '/register']) {
      await visit(page, `${stack.url}${path}`);
      await expectNoPageOverflow(page, path);
    }
  });

  it.each(['admin', 'manager', 'viewer', 'lead', 'hr', 'user', 'provider'] as const)(
    'every screen %s can open fits the phone; tables scroll inside their card',
    async (key: PersonKey) => {
      const { page, stack } = e2e;
      await page.setViewportSize(PHONE);
      await submitSignIn(page, stack.url, key);
      // The start page depends on the person; any page but sign-in will do.
      await page.waitForURL((url) => url.pathname !== '/');
      const me = await meOf(page);

      const screens = [...navigationFor(me).map((link) => link.path), '/updateProfile'];
      if (me.role !== 'User') {
        const mobile = demoWorkspaceId('mobile');
        const response = await page.request.get(`${stack.url}/api/workspaces/${mobile}/milestones`);
        const { milestones } = (await response.json()) as {
          milestones: { id: string; title: string }[];
        };
        const milestone = milestones[0]!;
        screens.push(
          `/milestones/${mobile}/Mobile%20App/false`,
          `/milestoneDetail/${milestone.id}/${encodeURIComponent(milestone.title)}`,
        );
      }
      if (me.role === 'Admin' || me.role === 'superAdmin') screens.push('/setting');
      // One person's days, opened from the Login/Hours Report (which the links include).
      if (seesAllUserReports(me)) screens.push(`/usersReport/${personId('user')}`);

      for (const path of screens) {
        await visit(page, `${stack.url}${path}`);
        await expectNoPageOverflow(page, `${path} as ${key}`);
      }

      if (key === 'admin') {
        // The Users table is wider than the phone: it scrolls sideways inside its card.
        await visit(page, `${stack.url}/users`);
        const table = page.getByRole('region', { name: 'Users' });
        const box = await table.evaluate((element) => ({
          scrollWidth: element.scrollWidth,
          clientWidth: element.clientWidth,
        }));
        expect(box.clientWidth).toBeLessThan(PHONE.width);
        expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
        await table.evaluate((element) => element.scrollBy({ left: 200 }));
        await expect(table.evaluate((element) => element.scrollLeft)).resolves.toBe(200);
        await expectNoPageOverflow(page, '/users scrolled sideways');
        // Titles on one line: a tall header row left a blank band above the names.
        const headerHeight = await table
          .locator('thead tr')
          .evaluate((row) => row.getBoundingClientRect().height);
        const bodyRowHeight = await table
          .locator('tbody tr')
          .first()
          .evaluate((row) => row.getBoundingClientRect().height);
        expect(headerHeight).toBeLessThanOrEqual(bodyRowHeight);
        // A row's menu opens over the page, whole, not clipped by the table's scroll.
        await page.getByRole('button', { name: 'Actions for Uma Patel' }).click();
        const menu = await page
          .getByRole('menu', { name: 'Actions for Uma Patel' })
          .evaluate((element) => {
            const box = element.getBoundingClientRect();
            return { left: box.left, right: box.right };
          });
        expect(menu.left).toBeGreaterThanOrEqual(0);
        expect(menu.right).toBeLessThanOrEqual(PHONE.width);
        await expect(
          page.getByRole('menuitem', { name: 'Mark as left' }).isVisible(),
        ).resolves.toBe(true);
        await page.keyboard.press('Escape');
        if (process.env.SCREENSHOT_DIR) {
          await table.evaluate((element) => element.scrollTo({ left: 0 }));
          await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/users-390.png` });
        }
      }
    },
    // A non-user walks 14 screens and more; on a busy 2-core machine that takes over a minute.
    180_000,
  );

  it.each(['admin', 'lead', 'user'] as const)(
    'every report %s can open shows its rows as cards and folds its filters',
    async (key: PersonKey) => {
      const { page, stack } = e2e;
      await page.setViewportSize(PHONE);
      await submitSignIn(page, stack.url, key);
      await page.waitForURL((url) => url.pathname !== '/');
      const me = await meOf(page);
      const reportPaths = new Set<string>(reports.map((report) => report.path));
      const screens = navigationFor(me)
        .map((link) => link.path)
        .filter((path) => reportPaths.has(path));
      if (seesAllUserReports(me)) screens.push(`/usersReport/${personId('user')}`);
      expect(screens.length).toBeGreaterThan(1);

      let cardsSeen = 0;
      for (const path of screens) {
        await visit(page, `${stack.url}${path}`);
        await expectNoPageOverflow(page, `${path} as ${key}`);
        // No report table scrolls sideways on a phone: each row is a card.
        await expect(page.locator('.tl-data-table table').count(), path).resolves.toBe(0);
        const cards = page.locator('.tl-data-table li.card');
        cardsSeen += await cards.count();
        for (const card of (await cards.all()).slice(0, 3)) {
          const box = (await card.boundingBox())!;
          expect(box.x, path).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, path).toBeLessThanOrEqual(PHONE.width);
        }

        // The filters wait behind one button, and come out with it.
        const filtersButton = page.getByRole('button', { name: 'Filters', exact: true });
        await expect(filtersButton.count(), path).resolves.toBe(1);
        const folded = page.locator(`#${(await filtersButton.getAttribute('aria-controls'))!}`);
        await expect(folded.isVisible(), path).resolves.toBe(false);
        await filtersButton.click();
        await expect(filtersButton.getAttribute('aria-expanded')).resolves.toBe('true');
        await expect(folded.getByRole('button', { name: /^Apply/ }).isVisible()).resolves.toBe(
          true,
        );
        await expectNoPageOverflow(page, `${path} as ${key}, filters open`);
        await expectAxeClean(page);
      }
      // The seeded people have days and entries: the cards are not all empty states.
      expect(cardsSeen).toBeGreaterThan(0);

      if (key === 'user') {
        // Task Logs: each day's Hours Logged on its card, on screen without scrolling sideways.
        await visit(page, `${stack.url}/userReport`);
        const days = page.getByRole('list', { name: 'Task logs by day' });
        const logged = days.locator('li').first().getByText('Hours Logged');
        await expect(logged.isVisible()).resolves.toBe(true);
        const box = (await logged.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
        if (process.env.SCREENSHOT_DIR) {
          await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/task-logs-390.png` });
        }
      }
    },
    180_000,
  );
});
