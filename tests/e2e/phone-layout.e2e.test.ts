import { navigationFor, seesAllUserReports } from '@teamledger/domain';
import { describe, expect, it } from 'vitest';
import { demoWorkspaceId } from '../../services/api/src/demo/seed-people-admin.js';
import { personId } from '../../services/api/src/test-support/sessions.js';
import { useE2E } from '../support/e2e.js';
import { meOf, submitSignIn, type PersonKey } from '../support/people.js';
import { expectNoPageOverflow, PHONE, visit } from '../support/phone.js';

// The reports' cards and folded filters on a phone are phone-reports.e2e.test.ts: two files,
// so the two halves of the walk run side by side.
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
});
