import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { TWO_STEP_TEXT } from '@skillway/shared';
import { nextTotpCode } from '../factories/totp';

/** The local product's origin (the stack the global setup started). */
const appUrl = (): string => inject('apiUrl');

/**
 * How the sign-in's fields are found: by their English labels, as a person reads them (the default), or in any
 * language (the pseudo-locale walk's text is not English) by their autocomplete tokens.
 */
export type TSignInFields = 'by label' | 'in any language';

/** The login form's email and password fields and the two-step code field. */
export function signInFields(page: Page, how: TSignInFields = 'by label') {
  if (how === 'in any language') {
    return {
      email: page.locator('input[autocomplete="username"]'),
      password: page.locator('input[autocomplete="current-password"]'),
      code: page.locator('input[autocomplete="one-time-code"]'),
    };
  }
  return {
    email: page.getByRole('textbox', { name: 'Email', exact: true }),
    password: page.getByRole('textbox', { name: 'Password', exact: true }),
    code: page.getByRole('textbox', { name: TWO_STEP_TEXT.CODE_LABEL }),
  };
}

/**
 * Signs in through the login screen and waits until the app has moved on from it. An account with two-step
 * verification on (the demo super administrator) gets the code step: a code of its key (`totpSecret`, the demo's by
 * default) for a time step no earlier sign-in of the run used (test/factories/totp.ts).
 */
export async function logIn(
  page: Page,
  email: string,
  password: string,
  totpSecret?: string,
  how: TSignInFields = 'by label',
): Promise<void> {
  const fields = signInFields(page, how);
  await page.goto(`${appUrl()}/login`);
  await fields.email.fill(email);
  await fields.password.fill(password);
  await fields.password.press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/login') || url.pathname === '/login/two-step');
  if (new URL(page.url()).pathname === '/login/two-step') {
    await fields.code.fill(await nextTotpCode(email, totpSecret));
    await fields.code.press('Enter');
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
