import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { TWO_STEP_TEXT } from '@skillway/shared';
import { nextTotpCode } from '../factories/totp';

/** The local product's origin (the stack the global setup started). */
const appUrl = (): string => inject('apiUrl');

/**
 * Signs in through the login screen and waits until the app has moved on from it. An account with two-step
 * verification on (the demo super administrator) gets the code step: a code of its key (`totpSecret`, the demo's by
 * default) for a time step no earlier sign-in of the run used (test/factories/totp.ts).
 */
export async function logIn(page: Page, email: string, password: string, totpSecret?: string): Promise<void> {
  await page.goto(`${appUrl()}/login`);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/login') || url.pathname === '/login/two-step');
  if (new URL(page.url()).pathname === '/login/two-step') {
    const field = page.getByRole('textbox', { name: TWO_STEP_TEXT.CODE_LABEL });
    await field.fill(await nextTotpCode(email, totpSecret));
    await field.press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  }
}

/** Waits for a toast (or any text) to appear; with SCREENSHOT_DIR set, a miss leaves a picture of the page. */
export async function toast(page: Page, text: string | RegExp): Promise<void> {
  try {
    await page.getByText(text).first().waitFor({ timeout: 20_000 });
  } catch (error) {
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, 'failure.png') });
    throw error;
  }
}
