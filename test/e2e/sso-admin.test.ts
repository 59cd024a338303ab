import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ROLE, ROLE_NAME, SSO_MESSAGES } from '@skillway/shared';
import { collectPageErrors, launchBrowser } from '../support/browser';
import { logIn, toast } from '../support/e2e-session';
import { DEMO_IDP_USERS, localIdps } from '../support/local-idps';
import { demoCredential } from '../support/screen-walk';

/**
 * Single sign-on's administration in Chromium (issue 30): the demo company's administrator opens Admin › Account ›
 * Single Sign-On from the drawer, adds an OpenID Connect connection against the stack's local OIDC provider, sees what
 * to copy into the IdP, and runs Test connection: the test opens in a new window, where learner1 signs in at the local
 * IdP; the window ends on "Test sign-in finished" and the screen shows the passed result with the claims received and
 * what they map to. The connection is then deleted (confirmed), leaving the demo company's two connections as they
 * were. SCREENSHOT_DIR=<folder> also saves a screenshot of each step.
 */
const base = () => inject('apiUrl');
const LEARNER = DEMO_IDP_USERS.find((user) => user.email === 'learner1@demo-ltd.test')!;
const NAME = `E2E OIDC ${Date.now().toString(36)}`;

async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true, animations: 'disabled' });
}

describe('single sign-on administration in the browser', { timeout: 300_000 }, () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('adds an OpenID Connect connection, runs Test connection in a new window and sees the claims', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    context.setDefaultTimeout(60_000);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const admin = demoCredential(ROLE_NAME[ROLE.ADMIN]);
    await logIn(page, admin.email, admin.password);

    // Admin › Account › Single Sign-On, from the drawer.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Single Sign-On', exact: true }).click();
    await page.waitForURL(`${base()}/admin/account/sso`);
    await page.getByRole('heading', { level: 1, name: 'Single Sign-On', exact: true }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Connections', exact: true }).waitFor();
    await shot(page, 'sso-admin-1-screen');

    // Add connection: OpenID Connect is the default protocol, with the standard claims.
    await page.getByRole('button', { name: 'Add connection', exact: true }).click();
    const form = page.getByRole('form', { name: 'Add connection', exact: true });
    const { oidc } = localIdps();
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(NAME);
    await form.getByRole('textbox', { name: 'Issuer URL', exact: true }).fill(oidc.issuer);
    await form.getByRole('textbox', { name: 'Client ID', exact: true }).fill(oidc.clientId);
    await form.getByLabel(/^Client secret/).fill(oidc.clientSecret);
    // The local provider sends groups only for its `groups` scope, as Okta does.
    const scopes = form.getByRole('combobox', { name: 'Scopes', exact: true });
    await scopes.fill('groups');
    await scopes.press('Enter');
    await shot(page, 'sso-admin-2-form');
    await form.getByRole('button', { name: 'Add connection', exact: true }).click();
    await toast(page, SSO_MESSAGES.CONNECTION_SAVED);
    await form.waitFor({ state: 'detached' });

    const card = page.getByRole('article', { name: NAME, exact: true });
    await card.getByText('Never tested', { exact: true }).waitFor();
    // What to copy into the IdP: the redirect URL, with its copy button.
    await card.getByRole('button', { name: `What to copy into your IdP for ${NAME}`, exact: true }).click();
    await card.getByRole('button', { name: 'Copy Redirect URL', exact: true }).waitFor();
    expect(await card.getByText(/\/v1\/sso\/oidc\/callback$/).count()).toBe(1);

    // Test connection: a new window, signed in at the local IdP.
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      card.getByRole('button', { name: `Test connection ${NAME}`, exact: true }).click(),
    ]);
    await card.getByText(SSO_MESSAGES.TEST_PENDING, { exact: true }).waitFor();
    await popup.getByRole('textbox', { name: 'Email', exact: true }).waitFor();
    await shot(popup, 'sso-admin-3-idp');
    await popup.getByRole('textbox', { name: 'Email', exact: true }).fill(LEARNER.email);
    await popup.getByLabel('Password', { exact: true }).fill(LEARNER.password);
    await popup.getByRole('button', { name: 'Sign in', exact: true }).click();
    await popup.waitForURL((url) => url.pathname === '/sso/test-complete');
    await popup.getByText('Test sign-in finished. You can close this window.', { exact: true }).waitFor();
    await shot(popup, 'sso-admin-4-test-window');
    await popup.close();

    // The passed result: the claims received and what the product would record.
    await card.getByText('Test sign-in passed', { exact: true }).waitFor();
    const claims = card.getByRole('table', { name: 'Claims received', exact: true });
    await expect.poll(() => claims.getByRole('row', { name: `email ${LEARNER.email}`, exact: true }).count()).toBe(1);
    const mapped = card.getByRole('table', { name: 'What the product records', exact: true });
    expect(await mapped.getByRole('row', { name: `Email ${LEARNER.email}`, exact: true }).count()).toBe(1);
    expect(await mapped.getByRole('row', { name: `First name ${LEARNER.given_name}`, exact: true }).count()).toBe(1);
    expect(await mapped.getByRole('row', { name: `Last name ${LEARNER.family_name}`, exact: true }).count()).toBe(1);
    // The connection's own record of it, read again from the server.
    await card.getByText('Passed', { exact: true }).waitFor();
    await shot(page, 'sso-admin-5-passed');

    // Delete asks first; the demo company's own connections stay.
    await card.getByRole('button', { name: `Delete ${NAME}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete connection', exact: true });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(page, SSO_MESSAGES.CONNECTION_DELETED);
    await card.waitFor({ state: 'detached' });

    expect(errors).toEqual([]);
    await context.close();
  });
});
