import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach } from 'vitest';

/**
 * When a browser test fails, what its pages showed: each page's address and text go to the log (a CI run's log is all
 * there is of it afterwards), and a screenshot to SCREENSHOT_DIR or the system's temporary folder. A wait that timed
 * out says only what it waited for; the page says why it never came (an error, an empty list, a stale value).
 */
const TEXT_LIMIT = 4_000;

beforeEach(({ onTestFailed }) => {
  onTestFailed(async ({ task }) => {
    // Imported here, not above: the API files never load Playwright. A file that launched a browser has the module
    // already, with its browsers.
    const { openPages } = await import('../support/browser');
    const pages = openPages().filter((page) => !page.isClosed());
    if (pages.length === 0) return;
    const dir = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'skillway-e2e-failures');
    await mkdir(dir, { recursive: true });
    const name = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
    for (const [index, page] of pages.entries()) {
      try {
        const text = await page.evaluate(
          () => (globalThis as unknown as { document: { body: { innerText: string } } }).document.body.innerText,
        );
        const shot = join(dir, `failed-${name}-${index + 1}.png`);
        await page.screenshot({ path: shot, fullPage: true, timeout: 10_000 });
        console.error(
          `Page ${index + 1} of the failed test "${task.name}": ${page.url()} (screenshot ${shot})\n` +
            text.replace(/\n{2,}/g, '\n').slice(0, TEXT_LIMIT),
        );
      } catch (error) {
        console.error(`Page ${index + 1} of the failed test "${task.name}" could not be described: ${String(error)}`);
      }
    }
  });
});
