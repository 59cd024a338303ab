import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ROLE, ROLE_NAME, SSO_MESSAGES } from '@skillway/shared';
import { collectPageErrors, launchBrowser } from '../support/browser';
import { logIn } from '../support/e2e-session';
import { DEMO_IDP_USERS } from '../support/local-idps';
import { demoCredential } from '../support/screen-walk';
import { registerCompany } from '../factories/accounts';
import { addSignedInUser } from '../factories/added-users';
import { call, login } from '../factories/http';
import { createScimToken, patchOp, scimClient } from '../factories/scim';

/**
 * Single sign-on and provisioning as the people they are for see them, in Chromium (issue 30). A learner of the demo
 * company types their work address on the login page, gets "Continue with SSO" for the demo company's verified domain,
 * signs in at the stack's local OpenID Connect provider and lands on My Courses; another does the same through the
 * local SAML 2.0 IdP once the administrator has made it the login page's connection; and a learner whose directory
 * deactivates them through SCIM is signed out on their next request. SCREENSHOT_DIR=<folder> saves each step.
 */
const base = () => inject('apiUrl');

async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: false, animations: 'disabled' });
}

function idpUser(email: string) {
  const user = DEMO_IDP_USERS.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`${email} is not a local IdP user`);
  return user;
}

/** The demo administrator's API session, for the login page's connection (sso.updateSettings). */
async function demoAdminToken(): Promise<string> {
  const admin = demoCredential(ROLE_NAME[ROLE.ADMIN]);
  return (await login(admin.email, admin.password)).token;
}

async function ssoSettings(token: string) {
  const answer = await call('GET', '/v1/sso', { token });
  expect(answer.status).toBe(200);
  return answer.body.data as {
    enforced: boolean;
    connection_id: string | null;
    connections: { id: string; protocol: string }[];
  };
}

async function setLoginConnection(token: string, connectionId: string | null, enforced: boolean) {
  const answer = await call('PUT', '/v1/sso/settings', { token, body: { enforced, connection_id: connectionId } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

describe('single sign-on and provisioning in the browser', { timeout: 300_000 }, () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** The login page's email step to the IdP's form, then back to the product: ends on My Courses. */
  async function signInThroughSso(email: string, label: string) {
    const user = idpUser(email);
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    context.setDefaultTimeout(60_000);
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    await page.goto(`${base()}/login`);
    const emailField = page.getByRole('textbox', { name: 'Email', exact: true });
    await emailField.fill(user.email);
    await emailField.press('Tab');
    const continueButton = page.getByRole('button', { name: SSO_MESSAGES.CONTINUE_WITH_SSO, exact: true });
    await continueButton.waitFor();
    await shot(page, `sso-${label}-1-login`);
    await continueButton.click();

    // The IdP's own sign-in page, on its own origin.
    const idpEmail = page.getByRole('textbox', { name: 'Email', exact: true });
    await page.waitForURL((url) => url.origin !== new URL(base()).origin);
    await idpEmail.fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await shot(page, `sso-${label}-2-idp`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await page.waitForURL(`${base()}/courses`);
    await page.getByRole('heading', { level: 1, name: 'My Courses', exact: true }).waitFor();
    await shot(page, `sso-${label}-3-my-courses`);
    // The session is a normal one: the refresh cookie restores it on a reload.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'My Courses', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/courses');
    expect(errors).toEqual([]);
    await context.close();
  }

  it('a learner signs in through the local OpenID Connect provider from the email step and lands on My Courses', async () => {
    const token = await demoAdminToken();
    const settings = await ssoSettings(token);
    const oidc = settings.connections.find((connection) => connection.protocol === 'oidc');
    expect(oidc, 'the demo company has an OpenID Connect connection').toBeDefined();
    const before = { connectionId: settings.connection_id, enforced: settings.enforced };
    try {
      if (settings.connection_id !== oidc!.id) await setLoginConnection(token, oidc!.id, false);
      await signInThroughSso('learner1@demo-ltd.test', 'oidc');
    } finally {
      await setLoginConnection(token, before.connectionId, before.enforced);
    }
  });

  it('a learner signs in through the local SAML 2.0 IdP when it is the login page’s connection', async () => {
    const token = await demoAdminToken();
    const settings = await ssoSettings(token);
    const saml = settings.connections.find((connection) => connection.protocol === 'saml');
    expect(saml, 'the demo company has a SAML connection').toBeDefined();
    const before = { connectionId: settings.connection_id, enforced: settings.enforced };
    try {
      await setLoginConnection(token, saml!.id, false);
      await signInThroughSso('learner2@demo-ltd.test', 'saml');
    } finally {
      await setLoginConnection(token, before.connectionId, before.enforced);
    }
  });

  it('a SCIM deactivation signs the learner out on their next request', async () => {
    const owner = await registerCompany();
    const learner = await addSignedInUser(owner.token);
    const { token: scimToken } = await createScimToken(owner.token);
    const scim = scimClient(scimToken);

    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    context.setDefaultTimeout(60_000);
    const page = await context.newPage();
    await logIn(page, learner.user.email, learner.password);
    await page.getByRole('heading', { level: 1, name: 'My Courses', exact: true }).waitFor();

    // The directory deactivates them as Entra ID does (a PATCH of `active` with a string value).
    const patched = await scim(
      'PATCH',
      `/Users/${learner.user.id}`,
      patchOp({ op: 'Replace', path: 'active', value: 'False' }),
    );
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body.active).toBe(false);

    // Their next request, from the page they are on, ends the session: back to the sign-in page.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'My Playlists', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('textbox', { name: 'Email', exact: true }).waitFor();
    await shot(page, 'scim-deactivated-signed-out');

    // And they cannot sign back in with their password.
    const again = await call('POST', '/v1/clients/web/admin/login', {
      body: { email: learner.user.email, password: learner.password },
    });
    expect(again.status).toBe(422);
    await context.close();
  });
});
