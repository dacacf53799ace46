// Debian's chromium driven by playwright-core (never a downloaded browser build).
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The flags this machine needs (no background networking: its connections are refused here). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(
  options: { javaScriptEnabled?: boolean } = {},
): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profileDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fusion-chromium-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport: { width: 1280, height: 900 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    args: CHROMIUM_FLAGS,
  });
  return {
    context,
    close: async () => {
      await context.close();
      await fs.rm(profileDir, { recursive: true, force: true });
    },
  };
}

/** Empties the HTTP cache so the next load downloads everything (a cold visit). */
export async function clearBrowserCache(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}
