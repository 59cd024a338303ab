import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ERASURE_MSG, ROLE } from '@skillway/shared';
import { registerCompany, type TRegistered } from '../factories/accounts';
import { addSignedInUser } from '../factories/added-users';
import { AXE_PATH, AXE_SCRIPT, axeFailures } from '../support/axe-page';
import { collectPageErrors, launchBrowser } from '../support/browser';
import { logIn, toast } from '../support/e2e-session';

/**
 * Erasure in Chromium (issue 31): a learner asks to be erased from My Profile; the administrator opens Admin › Account ›
 * Privacy, marks training records a legal obligation, approves the request (which erases the learner); then erases
 * another user from their page's Personal Data tab, through the dialog that says what is kept and asks for ERASE.
 * axe finds nothing serious on the screens and the dialog.
 */
const base = () => inject('apiUrl');

describe('Erasure in the browser', { timeout: 240_000 }, () => {
  let browser: Browser;
  let owner: TRegistered;
  let asker: Awaited<ReturnType<typeof addSignedInUser>>;
  let leaver: Awaited<ReturnType<typeof addSignedInUser>>;

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await registerCompany();
    asker = await addSignedInUser(owner.token, { first_name: 'Rhona', last_name: 'Requester', role_id: ROLE.USER });
    leaver = await addSignedInUser(owner.token, { first_name: 'Lyle', last_name: 'Leaver', role_id: ROLE.USER });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('a learner asks, the administrator approves; an administrator erases a user after the dialog', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    context.setDefaultTimeout(60_000);
    await context.route(`${base()}${AXE_PATH}`, (route) => route.fulfill({ path: AXE_SCRIPT }));
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    // My Profile › Erase my account.
    await logIn(page, asker.user.email, asker.password);
    await page.goto(`${base()}/profile/profile`);
    await page.getByRole('heading', { level: 2, name: 'Erase my account', exact: true }).waitFor();
    await page.getByRole('textbox', { name: 'Reason (optional)', exact: true }).fill('I have left the company');
    await page.getByRole('button', { name: 'Ask to be erased', exact: true }).click();
    await page.getByRole('button', { name: 'Send request', exact: true }).click();
    await toast(page, ERASURE_MSG.REQUESTED);
    await page.getByText("Your request is waiting for your administrator's decision.", { exact: true }).waitFor();
    await page.addScriptTag({ url: AXE_PATH });
    expect(await axeFailures(page)).toEqual([]);
    await context.clearCookies();

    // Admin › Account › Privacy: the rules and the request.
    await logIn(page, owner.email, owner.password);
    await page.goto(`${base()}/admin/account/privacy`);
    await page.getByRole('heading', { level: 1, name: 'Privacy', exact: true }).waitFor();
    await page.getByRole('checkbox', { name: 'Keep training records as a legal obligation', exact: true }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, ERASURE_MSG.SETTINGS_SAVED);
    const requests = page.getByRole('table', { name: 'Erasure requests', exact: true });
    await requests.getByRole('cell', { name: 'Rhona Requester', exact: true }).waitFor();
    await page.addScriptTag({ url: AXE_PATH });
    expect(await axeFailures(page)).toEqual([]);
    await requests.getByRole('button', { name: "Approve Rhona Requester's request", exact: true }).click();
    await page.getByRole('button', { name: 'Approve and erase', exact: true }).click();
    await toast(page, ERASURE_MSG.REQUEST_APPROVED);
    await requests.getByText('Erased', { exact: true }).waitFor();
    await requests.getByRole('cell', { name: /^Erased user [0-9a-f]{10}$/ }).waitFor();

    // The user's page › Personal Data › Erase user: the dialog says what is kept, and waits for the word.
    await page.goto(`${base()}/admin/user-course-report/${leaver.user.id}`);
    await page.getByRole('tab', { name: 'Personal Data', exact: true }).click();
    await page.getByRole('button', { name: 'Erase user', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase Lyle Leaver?', exact: true });
    await dialog.getByText(/are kept under the pseudonym, because this company keeps training records/).waitFor();
    const erase = dialog.getByRole('button', { name: 'Erase', exact: true });
    expect(await erase.isDisabled()).toBe(true);
    await page.addScriptTag({ url: AXE_PATH });
    expect(await axeFailures(page)).toEqual([]);
    await dialog.getByRole('textbox', { name: 'Type ERASE to confirm', exact: true }).fill('ERASE');
    await erase.click();
    await toast(page, ERASURE_MSG.ERASED);
    await page.getByText('This user has been erased.', { exact: true }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});
