import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { registerCompany } from '../factories/accounts';
import { collectPageErrors, launchBrowser } from '../support/browser';
import { logIn } from '../support/e2e-session';

/**
 * The signed-in shell on a page longer than the screen: on a desktop the navigation column (its white background
 * and its edge) runs the page's whole height, not just the first screen; on a phone the column is the burger's
 * drawer, hidden, and the page uses the full width.
 */
const base = () => inject('apiUrl');

/** The RGB of one pixel of a PNG. */
async function pixel(png: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

describe('the signed-in shell on a long page', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1366, height: 600 } });
    errors = collectPageErrors(page);
    const admin = await registerCompany();
    await logIn(page, admin.email, admin.password);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('runs the navigation column the full height of the page on a desktop', async () => {
    await page.goto(`${base()}/admin/install-courses`);
    await page.getByRole('article').first().waitFor();
    // Playwright's boxes (no page script: the test project has no DOM types): the html element is the whole page.
    const nav = (await page.locator('#app-navigation').boundingBox())!;
    const main = (await page.locator('#main').boundingBox())!;
    const html = (await page.locator('html').boundingBox())!;
    const layout = { navWidth: nav.width, mainLeft: main.x, mainHeight: main.height, page: Math.round(html.height) };
    // A long page: at least two screens.
    expect(layout.page).toBeGreaterThan(1200);
    expect(layout.mainLeft).toBe(layout.navWidth);
    expect(Math.abs(layout.mainHeight - layout.page)).toBeLessThan(1);

    const shot = await page.screenshot({ fullPage: true });
    const { height } = await sharp(shot).metadata();
    expect(Math.abs(height! - layout.page)).toBeLessThanOrEqual(1);
    // Near the bottom of the page, far below the first screen: the column is the body's white, its edge the border
    // colour, and the page beside it the light grey background.
    const bottom = height! - 8;
    expect(await pixel(shot, 40, bottom)).toEqual([255, 255, 255]);
    expect(await pixel(shot, layout.navWidth, bottom)).toEqual([222, 226, 230]);
    expect(await pixel(shot, layout.navWidth + 8, bottom)).toEqual([248, 249, 250]);
  });

  it('keeps the phone drawer: hidden until the burger opens it, the page full width', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${base()}/admin/install-courses`);
    await page.getByRole('article').first().waitFor();
    expect((await page.locator('#main').boundingBox())?.x).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect.poll(() => page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(true);
    expect(Math.round((await page.locator('#app-navigation').boundingBox())?.width ?? 0)).toBe(390);
    expect(errors).toEqual([]);
  });
});
