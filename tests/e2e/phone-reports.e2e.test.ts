import { navigationFor, reports, seesAllUserReports } from '@teamledger/domain';
import { describe, expect, it } from 'vitest';
import { personId } from '../../services/api/src/test-support/sessions.js';
import { expectAxeClean } from '../support/browser.js';
import { useE2E } from '../support/e2e.js';
import { meOf, submitSignIn, type PersonKey } from '../support/people.js';
import { expectNoPageOverflow, PHONE, visit } from '../support/phone.js';

describe('every report on a 390 px phone', () => {
  const e2e = useE2E();

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
