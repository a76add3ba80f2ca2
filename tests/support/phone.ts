import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** An iPhone-sized screen: 390 CSS pixels wide. */
export const PHONE = { width: 390, height: 844 };

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
export async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await page.locator('.spinner-border').first().waitFor({ state: 'detached' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

export async function expectNoPageOverflow(page: Page, screen: string): Promise<void> {
  const overflow = await pageOverflow(page);
  expect(
    { screen, ...overflow },
    `${screen} lays out ${overflow.scrollWidth}px wide on a ${overflow.clientWidth}px phone`,
  ).toEqual({ screen, scrollWidth: overflow.clientWidth, clientWidth: PHONE.width, wide: [] });
}
