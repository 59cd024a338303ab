import { chromium, type Browser, type Page } from 'playwright-core';
import { existsSync } from 'node:fs';

/**
 * Debian's Chromium; Playwright never downloads a browser here. The headless shell first (Debian's
 * `chromium-headless-shell`, the same Chromium without the desktop browser around it): the browser files took about a
 * third less CPU with it than with the full browser in headless mode, on a machine whose CPU is what the suite waits on.
 */
const CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].filter((path): path is string => Boolean(path));

export function chromiumPath(): string {
  const found = CANDIDATES.find((path) => existsSync(path));
  if (!found) throw new Error('Chromium not found: install it with `apt-get install -y chromium-headless-shell`.');
  return found;
}

/** The browsers this process has open: a failed test describes their pages (test/setup/browser-failure.ts). */
const openBrowsers = new Set<Browser>();

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  openBrowsers.add(browser);
  browser.on('disconnected', () => openBrowsers.delete(browser));
  return browser;
}

/** Every page open in this process's browsers, at the moment a test failed. */
export function openPages(): Page[] {
  return [...openBrowsers].flatMap((browser) => browser.contexts().flatMap((context) => context.pages()));
}

/** Fails the test on uncaught page errors, which a screen can otherwise hide. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
