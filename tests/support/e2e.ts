import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { launchBrowser } from './browser.js';
import { startStack, type Stack, type StackOptions } from './stack.js';

export interface E2E {
  readonly stack: Stack;
  readonly browser: Browser;
  /** A fresh browser context (no cookies) for each test. */
  readonly context: BrowserContext;
  readonly page: Page;
}

/**
 * Registers the hooks of an end-to-end file: one stack and one Chromium for the file, a new
 * context and page per test. Read the fields inside tests (they are set by the hooks).
 */
export function useE2E(options: StackOptions | (() => StackOptions) = {}): E2E {
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const required = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`${name} is only available inside a test`);
    return value;
  };

  beforeAll(async () => {
    // A function is read once the file's other beforeAll hooks ran (a simulator's address).
    const stackOptions = typeof options === 'function' ? options() : options;
    [stack, browser] = await Promise.all([startStack(stackOptions), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });
  beforeEach(async () => {
    context = await required(browser, 'browser').newContext();
    page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
  });

  return {
    get stack() {
      return required(stack, 'stack');
    },
    get browser() {
      return required(browser, 'browser');
    },
    get context() {
      return required(context, 'context');
    },
    get page() {
      return required(page, 'page');
    },
  };
}
