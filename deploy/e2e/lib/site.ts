// What every browser test file shares: the site's address, a browser, and small page helpers.
import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { launchBrowser } from './browser';

export const BASE = process.env.E2E_BASE_URL ?? '';
if (!BASE) throw new Error('E2E_BASE_URL is not set: run the browser tests with npm run test:e2e');

export const NOT_FOUND_TEXT = 'This page could not be found.';

export interface TestBrowser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

export async function openBrowser(options: { javaScriptEnabled?: boolean } = {}): Promise<TestBrowser> {
  const browser = await launchBrowser(options);
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());
  page.setDefaultTimeout(20_000);
  return { context: browser.context, page, close: browser.close };
}

/** The element an area renders its pages into. */
export const area = (page: Page, name: string) => page.locator(`[data-area="${name}"]`);

export const mainNavLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

/** Marks the window: if the marker is still there later, the page was never reloaded. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eMarker: string }).__e2eMarker = 'kept';
  });
}

export const windowMarker = (page: Page) => page.evaluate(() => (window as unknown as { __e2eMarker?: string }).__e2eMarker ?? null);

/** Collects console errors and warnings and uncaught page errors from now on. */
export function collectProblems(page: Page): { problems: string[]; stop(): void } {
  const problems: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  };
  const onError = (error: Error) => problems.push(`pageerror: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  return {
    problems,
    stop() {
      page.off('console', onConsole);
      page.off('pageerror', onError);
    },
  };
}

/** Resolves once React owns the element `selector` finds: the page is hydrated (its buttons work). */
export async function waitForHydration(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => {
    const node = document.querySelector(sel);
    return node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber'));
  }, selector);
}

/** Signs in through /sign-in, as a visitor would, and waits for the page it lands on. */
export async function signIn(page: Page, email: string, password: string, then = '/profile'): Promise<void> {
  await page.goto(`${BASE}/sign-in`);
  await waitForHydration(page, '[data-area="account"] h1');
  await page.waitForFunction(
    () => !(document.querySelector('[data-area="account"] button[type="submit"]') as HTMLButtonElement | null)?.disabled,
  );
  const form = area(page, 'account');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForURL((url) => url.pathname === then);
}
