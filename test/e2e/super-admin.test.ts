import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { MSG, PLATFORM_CONTACT_EMAIL, ROLE, ROLE_NAME, SUSPENSION_MESSAGE } from '@skillway/shared';
import { dayOfMonth, pickDay, pickedDay, todayIn } from '../support/date-picker';
import { collectPageErrors, launchBrowser } from '../support/browser';
import { registerCompany, type TRegistered } from '../factories/accounts';
import { addSignedInUser } from '../factories/added-users';
import { call } from '../factories/http';
import { logIn, toast } from '../support/e2e-session';

/**
 * The platform console in Chromium (issue 12): the super administrator lands on the dashboard, finds a freshly
 * registered company on the Company List (name search and state filter), suspends it from Change State with the
 * spec's confirmation; the company's administrator then lands on Account Status and is sent back there from
 * /admin/users, and its learner sees the suspension notice. The super administrator extends the trial and the
 * administrator gets in again.
 * SCREENSHOT_DIR=<folder> also saves a screenshot of each screen (desktop, and the dashboard and details on a phone).
 */
const base = () => inject('apiUrl');
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: false, animations: 'disabled' });
}

describe('the platform console in the browser', { timeout: 240_000 }, () => {
  let browser: Browser;
  let owner: TRegistered;
  let companyName: string;
  let learner: Awaited<ReturnType<typeof addSignedInUser>>;
  const errors: string[] = [];
  const contexts: BrowserContext[] = [];

  async function signedIn(email: string, password: string, viewport = DESKTOP) {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    const page = await context.newPage();
    errors.push(...collectPageErrors(page));
    await logIn(page, email, password);
    return page;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    companyName = `Console Check ${Date.now().toString(36)} Ltd`;
    owner = await registerCompany({ company_name: companyName });
    learner = await addSignedInUser(owner.token, { first_name: 'Lena', last_name: 'Learner' });
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('suspends a company, locks its administrator out, and lets them in again after a trial extension', async () => {
    const superAdmin = inject('demoCredentials').find((c) => c.role === ROLE_NAME[ROLE.SUPER_ADMIN]);
    expect(superAdmin, 'a demo super administrator').toBeTruthy();

    // The super administrator lands on the dashboard with the platform's figures.
    const sa = await signedIn(superAdmin!.email, superAdmin!.password);
    await sa.waitForURL(/\/super-admin\/dashboard$/);
    await sa.getByRole('heading', { name: 'Companies by State' }).waitFor();
    await sa
      .getByText(/^Logged in as/)
      .first()
      .waitFor();
    await shot(sa, 'sa-dashboard');

    // The Company List: search by name (a second after typing), narrow to Free Trial, open the company.
    await sa.getByRole('link', { name: 'Companies' }).click();
    await sa.waitForURL(/\/super-admin\/companies$/);
    await sa.getByRole('textbox', { name: 'Search Companies' }).fill(companyName);
    const table = sa.getByRole('table', { name: 'Companies' });
    await table.getByRole('link', { name: companyName }).waitFor();
    await sa.getByRole('combobox', { name: 'Filter by state' }).click();
    await sa.getByRole('option', { name: 'Free Trial', exact: true }).click();
    await table.getByRole('link', { name: companyName }).waitFor();
    await shot(sa, 'sa-companies');
    await table.getByRole('link', { name: companyName }).click();
    await sa.waitForURL(/\/super-admin\/company\//);
    await sa.getByRole('heading', { level: 1, name: companyName }).waitFor();
    await sa.getByRole('region', { name: 'Owner and Address' }).getByText(owner.email).waitFor();
    await shot(sa, 'sa-company-details');

    // The Users tab lists the company's people.
    await sa.getByRole('tab', { name: 'Users' }).click();
    await sa.getByRole('table', { name: 'Company users' }).getByText(learner.user.email).waitFor();
    await shot(sa, 'sa-company-users');
    await sa.getByRole('tab', { name: 'Details' }).click();

    // Change State to 4 (Membership Suspended), confirmed.
    await sa.getByRole('button', { name: 'Change State' }).click();
    const statePanel = sa.getByRole('dialog', { name: 'Change State' });
    await statePanel.getByRole('combobox', { name: 'State' }).click();
    await sa.getByRole('option', { name: 'Membership Suspended' }).click();
    await shot(sa, 'sa-change-state');
    // One confirmation, naming the new state (no second, generic question).
    await statePanel
      .getByText(`Are you sure you want to change the state of ${companyName} from Free Trial to Membership Suspended?`)
      .waitFor();
    await statePanel.getByRole('button', { name: 'Change State to Membership Suspended', exact: true }).click();
    await toast(sa, MSG.COMPANY_STATE_CHANGED);
    expect(await sa.getByText(MSG.COMPANY_STATE_CONFIRM).count()).toBe(0);
    await statePanel.waitFor({ state: 'hidden' });
    await sa.getByRole('main').getByText('Membership Suspended').first().waitFor();

    // The administrator lands on Account Status and is sent back there from /admin/users.
    const admin = await signedIn(owner.email, owner.password);
    await admin.waitForURL(/\/admin\/finance\/account-status$/);
    await admin.goto(`${base()}/admin/users`);
    await admin.waitForURL(/\/admin\/finance\/account-status$/);
    await shot(admin, 'admin-suspended');
    // Suspended by the platform with nothing owed: why, and whom to contact; no payment offered; the menu lists
    // only the screen that opens.
    await admin.getByRole('alert').getByText(SUSPENSION_MESSAGE.platform).waitFor();
    expect(await admin.getByRole('button', { name: 'Make Payment' }).count()).toBe(0);
    const menu = admin.getByRole('navigation', { name: 'Main navigation' });
    expect(await menu.getByRole('note').textContent()).toContain(PLATFORM_CONTACT_EMAIL);
    expect(await menu.getByRole('link').allTextContents()).toEqual(['Account Status']);

    // The learner sees the suspension notice.
    const learnerPage = await signedIn(learner.user.email, learner.password);
    await learnerPage.getByRole('status').getByText('Account suspended').waitFor();
    await shot(learnerPage, 'learner-suspended');

    // Extend Trial to the 15th of next month: Free Trial Extended.
    // A trial ends on a UTC day (the server's calendar), so "next month" is the UTC month's next.
    const date = pickedDay(dayOfMonth(todayIn('UTC'), 1, 15));
    await sa.getByRole('button', { name: 'Extend Trial' }).click();
    const trialPanel = sa.getByRole('dialog', { name: 'Extend Trial' });
    await trialPanel.getByRole('button', { name: 'Trial ends on' }).click();
    await pickDay(sa.locator('body'), date);
    await trialPanel.getByText(date.shown).waitFor();
    await shot(sa, 'sa-extend-trial');
    await trialPanel.getByRole('button', { name: 'Extend Trial', exact: true }).click();
    await toast(sa, MSG.TRIAL_EXTENDED);
    await sa.getByRole('main').getByText('Free Trial Extended').first().waitFor();
    await sa.getByRole('main').getByText(date.shown).waitFor();

    // The administrator gets in again.
    await admin.goto(`${base()}/admin/users`);
    await admin.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    expect(new URL(admin.url()).pathname).toBe('/admin/users');

    // The console on a phone.
    const phone = await signedIn(superAdmin!.email, superAdmin!.password, PHONE);
    await phone.getByRole('heading', { name: 'Companies by State' }).waitFor();
    await shot(phone, 'sa-dashboard-phone');
    await phone.goto(sa.url());
    await phone.getByRole('heading', { level: 1, name: companyName }).waitFor();
    await shot(phone, 'sa-company-details-phone');

    expect(errors).toEqual([]);
  });

  it('deletes a company after the confirmation, shows the progress and returns to the Company List', async () => {
    const doomedName = `Console Delete ${Date.now().toString(36)} Ltd`;
    const doomed = await registerCompany({ company_name: doomedName });
    const superAdmin = inject('demoCredentials').find((c) => c.role === ROLE_NAME[ROLE.SUPER_ADMIN])!;
    const sa = await signedIn(superAdmin.email, superAdmin.password);
    await sa.goto(`${base()}/super-admin/company/${doomed.user.company_id}`);
    await sa.getByRole('heading', { level: 1, name: doomedName }).waitFor();

    await sa.getByRole('button', { name: 'Delete Company' }).click();
    await sa.getByText(MSG.COMPANY_DELETE_CONFIRM).waitFor();
    await sa.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await sa.getByRole('region', { name: 'Delete progress' }).waitFor();
    await toast(sa, MSG.COMPANY_DELETED);
    await sa.waitForURL(/\/super-admin\/companies$/);
    await sa.getByRole('textbox', { name: 'Search Companies' }).fill(doomedName);
    await sa.getByText('No companies match this search.').waitFor();

    // The company is gone: its page says so, its token stops working (once the job has removed the sign-in).
    await sa.goto(`${base()}/super-admin/company/${doomed.user.company_id}`);
    await sa.getByText('Company not found').waitFor();
    expect((await call('GET', '/v1/user/profile', { token: doomed.token })).status).toBe(401);
    expect(errors).toEqual([]);
  });
});
