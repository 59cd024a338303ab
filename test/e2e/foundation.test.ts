import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG } from '@skillway/shared';
import { collectPageErrors, launchBrowser } from '../support/browser';
import { call } from '../factories/http';
import { localToolsToken } from '../factories/stack-context';
import { toast } from '../support/e2e-session';

/**
 * The foundation as a person uses it, in Chromium: sign up a company and land on /admin, log out, log in as a
 * demo learner, change the password (which logs out), then recover the account through the forgot-password
 * email listed at /_local/mail.
 */
const base = () => inject('apiUrl');

async function logIn(page: Page, email: string, password: string) {
  await page.goto(`${base()}/login`);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect.poll(() => page.getByText('Are you sure you want to log out?').isVisible()).toBe(true);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/login/);
}

describe('foundation in the browser', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    errors = collectPageErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('signs up a company and lands on the admin area, then logs out', async () => {
    const email = `owner-${Date.now()}@e2e.test`;
    await page.goto(`${base()}/signup?afi=partner-42`);
    await page.getByRole('textbox', { name: 'First Name', exact: true }).fill('Ada');
    await page.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Lovelace');
    await page.getByRole('textbox', { name: 'Company Name', exact: true }).fill('Analytical Engines Ltd');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Engine!Pass1');
    await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('Engine!Pass1');
    await page.getByRole('combobox', { name: 'Number of Employees' }).click();
    await page.getByRole('option', { name: '21 to 50 employees' }).click();
    const [registered] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === '/v1/register'),
      page.getByRole('button', { name: 'Start Free Trial' }).click(),
    ]);

    await page.waitForURL((url) => url.pathname === '/admin');
    await expect.poll(() => page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(true);
    // Until the address is verified the company's mail to its staff is held, and the landing says so.
    await expect.poll(() => page.getByRole('status').filter({ hasText: MSG.MAIL_HELD }).isVisible()).toBe(true);

    // The new company is in free trial for 14 days with its band, and its administrator is signed in.
    const token = ((await registered.json()) as { access_token: string }).access_token;
    // No token is where a script could read it: storage holds the user only, the refresh token an HttpOnly cookie.
    const stored: string = await page.evaluate("localStorage.getItem('skillway.session') ?? ''");
    expect(stored).not.toContain(token);
    expect(Object.keys(JSON.parse(stored) as object)).toEqual(['user']);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'skillway_refresh')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/v1/groups',
    });
    expect(await page.evaluate('document.cookie')).not.toContain('skillway_refresh');
    // A reload restores the session through the cookie (the refresh call): the admin area, not the login page.
    const [refreshed] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === '/v1/groups/'),
      page.reload(),
    ]);
    expect(refreshed.status()).toBe(200);
    const current = ((await refreshed.json()) as { access_token: string }).access_token;
    await expect.poll(() => page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/admin');
    const profile = await call('GET', '/v1/user/profile', { token });
    expect(profile.status).toBe(200);
    expect(profile.body.data.role_id).toBe(2);
    expect(profile.body.data.company).toMatchObject({
      name: 'Analytical Engines Ltd',
      state: 1,
      trial_days_left: 14,
      banding: 2,
    });

    await logOut(page);
    // The token the page held no longer works for the API, and the cookie is gone from the browser.
    expect((await call('GET', '/v1/user/profile', { token: current })).status).toBe(401);
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'skillway_refresh')).toBe(false);
  });

  it('logs in as a demo learner, changes the password and recovers it through the emailed link', async () => {
    const learner = inject('demoCredentials').find((c) => c.role === 'User');
    expect(learner).toBeDefined();
    // A learner of the demo company no other test signs in as, so the password change touches nothing else.
    const email = learner!.email.replace('learner1@', 'learner8@');

    await logIn(page, email, learner!.password);
    await page.waitForURL((url) => url.pathname === '/courses');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect.poll(() => nav.getByText('My Courses').isVisible()).toBe(true);
    await expect.poll(() => nav.getByText('Admin Account').count()).toBe(0);

    // Change the password: success logs out.
    await page.goto(`${base()}/profile/password`);
    await page.getByRole('textbox', { name: 'Current Password', exact: true }).fill(learner!.password);
    await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('Changed!Pass2');
    await page.getByRole('textbox', { name: 'Confirm New Password', exact: true }).fill('Changed!Pass2');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.waitForURL(/\/login/);
    expect(
      (await call('POST', '/v1/clients/web/admin/login', { body: { email, password: learner!.password } })).status,
    ).not.toBe(200);

    // Forgot password: the email arrives in the local outbox with a working link.
    await page.getByRole('link', { name: /Forgot Password/ }).click();
    await page.waitForURL(/\/forgot-password/);
    // The URL changes before the page's chunk has rendered, and the login page (with an Email field of its own) stays
    // on screen until it has: the address goes into the Forgot password form itself, once it is there.
    const forgotForm = page.getByRole('form', { name: 'Forgot password' });
    await forgotForm.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    const [answer] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === '/v1/password/forgot'),
      forgotForm.getByRole('button', { name: 'Reset Password' }).click(),
    ]);
    expect(answer.status()).toBe(200);
    await toast(page, MSG.RESET_EMAIL_SENT);

    // The outbox page, for this learner's messages only (the whole run's would be hundreds of framed emails).
    // The link `npm start` prints sets the local tools cookie; without it the outbox is a 404.
    expect((await page.goto(`${base()}/_local/mail?to=${encodeURIComponent(email)}`))?.status()).toBe(404);
    await page.goto(`${base()}/_local?token=${localToolsToken()}`);
    await expect.poll(() => page.url()).toBe(`${base()}/_local/`);
    await page.goto(`${base()}/_local/mail?to=${encodeURIComponent(email)}`);
    const link = page.locator('a[href*="/password-reset?"]').first();
    await expect.poll(() => link.count()).toBeGreaterThan(0);
    const href = await link.getAttribute('href');
    expect(href).toContain('isResetPassword=1');
    await page.goto(new URL(href!, base()).toString());

    await expect.poll(() => page.getByRole('textbox', { name: 'Email', exact: true }).inputValue()).toBe(email);
    await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('Recovered!Pass3');
    await page.getByRole('textbox', { name: 'Confirm New Password', exact: true }).fill('Recovered!Pass3');
    // The token left the address bar once read.
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('button', { name: 'Reset Password', exact: true }).click();
    // Signed in with the new password: no second sign-in.
    await page.waitForURL((url) => url.pathname === '/courses');
    await page.getByText('Password has been reset').waitFor();
    expect(errors).toEqual([]);
  });
});
