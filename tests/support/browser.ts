import { existsSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';

/** The system Chromium (apt); the tests never download a browser. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Starts a headless Chromium, or fails at once with the command that fixes it. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath} — install it with apt-get install -y chromium ` +
        `(or point CHROMIUM_PATH at another Chromium).`,
    );
  }
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // Headless Chromium builds the omnibox's WebUI popup (a renderer of its own loading
      // some 250 modules) for every new page: on 2 cores that took as much CPU as the page
      // under test, and a person's browser has it built already. Chromium 156 builds the
      // AI-mode popup (WebUIOmniboxAimPopup) even with the first one off, so both are named;
      // bench/web-render.ts fails when a newer Chromium brings another such page back.
      '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
    ],
  });
}

export interface AxeOptions {
  /** CSS selectors left out of the scan, e.g. a third-party widget. */
  exclude?: string[];
  /** Rule ids to skip; say why next to the call. */
  disableRules?: string[];
}

/**
 * Waits until no CSS transition or animation is running. A modal fading in is half
 * transparent, and axe measures the contrast of its text as it is at that instant, so a
 * scan during the fade reports contrast failures that no person ever sees.
 */
async function settleAnimations(page: Page): Promise<void> {
  // The tests compile without the DOM library, so the browser's Animation is named here.
  interface PageAnimation {
    playState: string;
    effect: { getTiming(): { iterations?: number } } | null;
    finished: Promise<unknown>;
  }
  await page.locator('html').evaluate(async (root) => {
    const ownerDocument = root.ownerDocument as unknown as { getAnimations(): PageAnimation[] };
    // A finished fade can start another (a backdrop, then its dialog), so look again.
    for (let round = 0; round < 5; round += 1) {
      const running = ownerDocument.getAnimations().filter(
        (animation) =>
          animation.playState === 'running' &&
          // A spinner never finishes; waiting for it would hang the test.
          animation.effect?.getTiming().iterations !== Infinity,
      );
      if (running.length === 0) return;
      await Promise.allSettled(running.map((animation) => animation.finished));
    }
  });
}

/**
 * Runs every axe rule on the page as it is now and throws a readable list of violations.
 * The page must come from `browser.newContext()` (axe refuses pages from `browser.newPage()`).
 */
export async function expectAxeClean(page: Page, options: AxeOptions = {}): Promise<void> {
  await settleAnimations(page);
  let builder = new AxeBuilder({ page });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);

  const { violations } = await builder.analyze();
  if (violations.length === 0) return;

  const report = violations
    .map((violation) => {
      const targets = violation.nodes.map((node) => `    ${[node.target].flat(2).join(' >>> ')}`);
      return `- ${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}\n${targets.join('\n')}`;
    })
    .join('\n');
  throw new Error(`Accessibility violations on ${page.url()}:\n${report}`);
}

/** An instant as the browser's date-time input takes it, in the browser's own zone. */
export const localInput = (page: Page, instant: string) =>
  page.evaluate((iso) => {
    const at = new Date(iso);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  }, instant);
