import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CANCEL_NOTICE_DAYS, MSG, SUSPENSION_MESSAGE, SUSPENSION_SHORT, TEST_CARDS } from '@skillway/shared';
import { collectPageErrors, launchBrowser } from '../support/browser';
import { registerCompany, type TRegistered } from '../factories/accounts';
import { call } from '../factories/http';
import { logIn } from '../support/e2e-session';

/**
 * Billing in Chromium against the local stack and its fake Stripe: a trial administrator of a freshly registered
 * company signs up for a paid plan with the local card form (4242…), upgrades the band and finds the invoice
 * under Transactions; a failed renewal (the fake Stripe's local control) suspends it and Make Payment with a good card
 * lifts the suspension, after which the account is cancelled with the 30-day notice; finally another trial company's
 * declined card (4000…0002) shows 'Payment Method Declined'.
 */
const base = () => inject('apiUrl');

/** A screenshot to look at, when SCREENSHOT_DIR is set. */
async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/** The figure under a label of the Account Status panel. */
function figure(page: Page, label: string) {
  return page
    .getByRole('region', { name: 'Account details' })
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::*[1]');
}

async function fillSignUp(page: Page, card: string) {
  const panel = page.getByRole('dialog', { name: 'Sign Up' });
  await panel.getByRole('textbox', { name: 'Cardholder Name' }).fill('Ada Factory');
  await panel.getByRole('textbox', { name: 'Address Line 1' }).fill('1 High Street');
  await panel.getByRole('textbox', { name: 'City' }).fill('Leeds');
  await panel.getByRole('textbox', { name: 'County' }).fill('West Yorkshire');
  await panel.getByRole('textbox', { name: 'Postcode' }).fill('LS1 4AP');
  await expect.poll(() => panel.getByRole('table', { name: 'Price breakdown' }).isVisible()).toBe(true);
  const submit = panel.getByRole('button', { name: 'Sign Up', exact: true });
  expect(await submit.isDisabled()).toBe(true);
  await panel.getByRole('textbox', { name: 'Card Number' }).fill(card);
  await panel.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
  expect(await submit.isDisabled()).toBe(true);
  await panel.getByRole('textbox', { name: 'CVC' }).fill('123');
  await expect.poll(() => submit.isEnabled()).toBe(true);
  return { panel, submit };
}

describe('billing in the browser', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];
  /** The company that signed up in the first journey; the second one continues with it. */
  let paying: TRegistered | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
    errors = collectPageErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('a trial administrator signs up with the local card form, upgrades the band and sees the invoice', async () => {
    const owner = await registerCompany({ banding: 1 });
    paying = owner;
    await logIn(page, owner.email, owner.password);

    await page.goto(`${base()}/admin/finance/account-status`);
    await expect.poll(() => figure(page, 'State').textContent()).toBe('Free Trial');
    expect(await page.getByText('Free Trial Expiry', { exact: true }).isVisible()).toBe(true);
    await page.getByText('No transactions yet.').waitFor();

    // Sign Up: annual billing of the company's band (1 to 20 employees), card 4242….
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const { panel, submit } = await fillSignUp(page, TEST_CARDS.SUCCEEDS);
    expect(await panel.getByRole('link', { name: 'Terms and Conditions' }).getAttribute('href')).toBe('/terms');
    await submit.click();
    await page.getByText(MSG.ACCOUNT_UPGRADED).first().waitFor();
    await panel.waitFor({ state: 'hidden' });
    await expect.poll(() => figure(page, 'State').textContent(), { timeout: 15_000 }).toBe('Active Membership');
    expect(await figure(page, 'Billing Frequency').textContent()).toBe('Annual');
    expect(await page.getByRole('button', { name: 'Cancel Account' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign Up' }).count()).toBe(0);

    // Upgrade Account: one band chosen, its pro-rata cost, Save Changes.
    await page.getByRole('button', { name: 'Upgrade Account' }).click();
    const banding = page.getByRole('dialog', { name: 'Change Banding' });
    const save = banding.getByRole('button', { name: 'Save Changes' });
    expect(await save.isDisabled()).toBe(true);
    await banding.getByRole('radio', { name: '51 to 100 employees' }).check();
    await banding.getByText('Prefer to pay by invoice?').waitFor();
    await banding.getByRole('radio', { name: '21 to 50 employees' }).check();
    await banding.getByRole('table', { name: 'Cost breakdown' }).waitFor();
    expect(await banding.getByText('Prefer to pay by invoice?').count()).toBe(0);
    await save.click();
    await banding.waitFor({ state: 'hidden' });
    await expect.poll(() => figure(page, 'Banding').textContent(), { timeout: 15_000 }).toBe('21 to 50 employees');
    expect(await figure(page, 'Users').textContent()).toBe('1 of 50');

    // The sign-up invoice is listed (the fake Stripe's webhook stores it), linking to its hosted page.
    const invoice = page
      .getByRole('link', { name: /^View invoice: Sign up, \d\d-\d\d-\d{4} to \d\d-\d\d-\d{4} \(opens in a new tab\)$/ })
      .first();
    await expect
      .poll(
        async () => {
          if ((await invoice.count()) === 0) await page.reload();
          return invoice.count();
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBeGreaterThan(0);
    expect(await invoice.getAttribute('target')).toBe('_blank');
    const href = (await invoice.getAttribute('href')) ?? '';
    const hosted = await fetch(href);
    expect(hosted.status).toBe(200);
    const transactions = await call('GET', '/v1/payment/transactions', { token: owner.token });
    expect(transactions.body.data.length).toBeGreaterThan(0);
    expect(transactions.body.data[0].invoice_link).toBe(href);

    expect(errors).toEqual([]);
  }, 120_000);

  it('a failed renewal suspends the company; Make Payment with a good card lifts it; then the account is cancelled', async () => {
    if (!paying) throw new Error('the sign-up journey did not run');
    // The fake Stripe bills the next period now and the payment fails for good: the webhook suspends the company.
    const renew = await call(
      'POST',
      `/_local/stripe/renew?company=${encodeURIComponent(paying.user.company_id)}&fail=1`,
    );
    expect(renew.status).toBeLessThan(400);
    await call('POST', '/_local/stripe/drain');
    await expect
      .poll(async () => (await call('GET', '/v1/companys/account-status', { token: paying!.token })).body.data.state, {
        timeout: 15_000,
      })
      .toBe(4);

    // Any other admin screen sends the administrator to Account Status, which offers Make Payment only; the menu
    // lists only what opens, and says why.
    const nextBefore = await figure(page, 'Next Payment Date')
      .textContent()
      .catch(() => null);
    await page.goto(`${base()}/admin/users`);
    await page.waitForURL((url) => url.pathname === '/admin/finance/account-status', { timeout: 15_000 });
    await expect.poll(() => figure(page, 'State').textContent()).toBe('Membership Suspended');
    const menu = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await menu.getByRole('link').allTextContents()).toEqual(['Account Status']);
    expect(await menu.getByRole('note').textContent()).toContain(SUSPENSION_SHORT.payment_failed);
    await page.getByRole('alert').getByText(SUSPENSION_MESSAGE.payment_failed).waitFor();
    expect(await page.getByRole('button', { name: 'Upgrade Account' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Make Payment' }).click();
    const panel = page.getByRole('dialog', { name: 'Make Payment' });
    await panel.getByRole('table', { name: 'Amount due' }).waitFor();
    // The billing details saved at sign up are filled in already.
    expect(await panel.getByRole('textbox', { name: 'Cardholder Name' }).inputValue()).toBe('Ada Factory');
    await panel.getByRole('textbox', { name: 'Card Number' }).fill(TEST_CARDS.SUCCEEDS);
    await panel.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('11/31');
    await panel.getByRole('textbox', { name: 'CVC' }).fill('456');
    const pay = panel.getByRole('button', { name: 'Make Payment', exact: true });
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await pay.click();
    await panel.waitFor({ state: 'hidden', timeout: 15_000 });
    await expect.poll(() => figure(page, 'State').textContent(), { timeout: 15_000 }).toBe('Active Membership');

    // Transactions tell the sign up and the renewal apart by what they paid for and their period; the renewal's
    // period ends on the new Next Payment Date, which has moved on.
    await page.reload();
    const table = page.getByRole('table', { name: 'Transactions' });
    await expect
      .poll(() => table.getByRole('cell', { name: 'Renewal', exact: true }).count(), { timeout: 15_000 })
      .toBe(1);
    expect(await table.getByRole('cell', { name: 'Sign up', exact: true }).count()).toBe(1);
    const renewalPeriod =
      (await table.getByRole('row').filter({ hasText: 'Renewal' }).getByRole('cell').nth(2).textContent()) ?? '';
    const nextAfter = await figure(page, 'Next Payment Date').textContent();
    expect(renewalPeriod.endsWith(` to ${nextAfter}`)).toBe(true);
    expect(nextAfter).not.toBe(nextBefore);
    await shot(page, 'billing-transactions');

    // The suspension has lifted: the users screen opens again.
    await page.goto(`${base()}/admin/users`);
    await page.getByRole('button', { name: 'Add User' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/users');

    // Cancel Account: the 30-day notice, then 'Account will be cancelled on …' instead of the buttons.
    await page.goto(`${base()}/admin/finance/account-status`);
    await page.getByRole('button', { name: 'Cancel Account' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel Account' });
    await confirm.getByText(`${CANCEL_NOTICE_DAYS} days' notice`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Cancel Account' }).click();
    await page
      .getByRole('region', { name: 'Account details' })
      .getByText(MSG.ACCOUNT_CANCEL_ON, { exact: false })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Upgrade Account' }).count()).toBe(0);
    expect(errors).toEqual([]);
  }, 120_000);

  it('a declined card says Payment Method Declined and the trial stays as it was (on a phone)', async () => {
    const owner = await registerCompany({ banding: 1 });
    // A fresh browser context: nobody is signed in.
    page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    errors = collectPageErrors(page);
    await logIn(page, owner.email, owner.password);
    await page.goto(`${base()}/admin/finance/account-status`);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const { panel, submit } = await fillSignUp(page, '4000 0000 0000 0002');
    await submit.click();
    await panel.getByText(MSG.PAYMENT_DECLINED).waitFor();
    // The panel stays open with the message under the card, ready for another card.
    await expect.poll(() => submit.isEnabled()).toBe(true);
    expect(await panel.getByText(MSG.PAYMENT_DECLINED).isVisible()).toBe(true);
    expect(await panel.getByRole('textbox', { name: 'Card Number' }).getAttribute('aria-invalid')).toBe('true');

    const status = await call('GET', '/v1/companys/account-status', { token: owner.token });
    expect(status.body.data.state).toBe(1);
    expect(errors).toEqual([]);
  }, 60_000);
});
