import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '@mantine/notifications';
import {
  CANCEL_NOTICE_DAYS,
  COMPANY_STATE,
  MSG,
  PLATFORM_CONTACT_EMAIL,
  SUSPENSION_MESSAGE,
  SUSPENSION_REASON,
  TEST_CARDS,
} from '@skillway/shared';
import { axeViolations } from '../../../test/axe';
import { accountStatus, billingServer, transaction } from '../../../test/billing-fixtures';
import { signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { activateLocale } from '../../../i18n/language';
import { activateTestSourceLocale } from '../../../test/i18n-wrapper';
import AccountStatusPage from './account-status-page';

beforeEach(() => notifications.clean());
afterEach(() => activateTestSourceLocale());

function open(server: ReturnType<typeof billingServer>) {
  signInAs(2);
  const calls = mockFetch(server.handler);
  renderWithApp(<AccountStatusPage />, { path: '/admin/finance/account-status', mantineEnv: 'test' });
  return calls;
}

const ALL_BUTTONS = ['Sign Up', 'Cancel Account', 'Upgrade Account', 'Make Payment'];

const buttonNames = () =>
  screen
    .queryAllByRole('button')
    .map((button) => button.textContent?.trim() ?? '')
    .filter((name) => ALL_BUTTONS.includes(name));

const field = (label: string) => (screen.getByText(label).nextElementSibling as HTMLElement).textContent;

async function fill(form: HTMLElement, label: RegExp, value: string) {
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });
}

describe('the Account Status screen', () => {
  it.each([
    [COMPANY_STATE.FREE_TRIAL, false, ['Sign Up'], 'Free Trial Expiry', '01-12-2026'],
    [COMPANY_STATE.FREE_TRIAL_EXPIRED, false, ['Sign Up'], 'Next Payment Date', '—'],
    [COMPANY_STATE.ACTIVE, false, ['Upgrade Account', 'Cancel Account'], 'Next Payment Date', '15-01-2027'],
    [COMPANY_STATE.ACTIVE, true, [], 'Next Payment Date', '15-01-2027'],
    [COMPANY_STATE.SUSPENDED, false, ['Make Payment'], 'Next Payment Date', '—'],
    [COMPANY_STATE.FREE_TRIAL_EXTENDED, false, ['Make Payment'], 'Next Payment Date', '01-12-2026'],
  ] as const)('state %i (cancel set: %s) shows %j and %s', async (state, cancelled, buttons, dateLabel, date) => {
    const status = accountStatus(state, {
      cancel_account: cancelled,
      cancel_subscription_date: cancelled ? '2027-01-15T10:00:00.000Z' : null,
    });
    open(billingServer(status));
    expect(await screen.findByText('Account Status')).toBeTruthy();
    expect(buttonNames()).toEqual(buttons);
    expect(field(dateLabel)).toBe(date);
    expect(field('Users')).toBe(`12 of ${status.max_users}`);
    expect(field('Billing Frequency')).toBe('Annual');
    expect(screen.queryByText(`${MSG.ACCOUNT_CANCEL_ON} 15-01-2027`) !== null).toBe(cancelled);
    // The suspended states say why administration is paused.
    const suspended = state === COMPANY_STATE.FREE_TRIAL_EXPIRED || state === COMPANY_STATE.SUSPENDED;
    expect(screen.queryByRole('alert') !== null).toBe(suspended);
  });

  it('a company the platform suspended with nothing owed is told why and whom to contact, and offered no payment', async () => {
    open(billingServer(accountStatus(COMPANY_STATE.SUSPENDED, { suspension_reason: SUSPENSION_REASON.PLATFORM })));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(SUSPENSION_MESSAGE.platform);
    expect(alert.textContent).toContain(PLATFORM_CONTACT_EMAIL);
    expect(alert.textContent).not.toContain('until a payment is made');
    expect(buttonNames()).toEqual([]);
  });

  it.each([
    [
      COMPANY_STATE.SUSPENDED,
      false,
      'Your membership is suspended because your subscription has ended. Administration is paused until a payment is made.',
    ],
    [
      COMPANY_STATE.SUSPENDED,
      true,
      'Your membership is suspended because a renewal payment failed. Administration is paused until a payment is made.',
    ],
    [
      COMPANY_STATE.FREE_TRIAL_EXPIRED,
      false,
      'Your free trial has ended. Your users can still sign in, but administration is paused until you sign up for a plan.',
    ],
  ] as const)('state %i (payment failed: %s) names only the known cause', async (state, failed, text) => {
    open(billingServer(accountStatus(state, { payment_failed: failed })));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(text);
    expect(alert.textContent?.includes('payment failed')).toBe(failed);
  });

  it('keeps Sign Up off until the form is complete, says a declined card is declined, then signs up', async () => {
    const server = billingServer(accountStatus(COMPANY_STATE.FREE_TRIAL));
    const calls = open(server);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Up' }));
    const form = await screen.findByRole('form', { name: 'Sign Up' });
    const signUp = () => within(form).getByRole('button', { name: 'Sign Up' }) as HTMLButtonElement;

    // The price breakdown of the company's band, annual by default: 12 × £49 less 10%, plus VAT.
    expect(await within(form).findByText('£588.00')).toBeTruthy();
    expect(within(form).getByText('£635.04')).toBeTruthy();
    expect(within(form).getByRole('link', { name: 'Terms and Conditions' }).getAttribute('href')).toBe('/terms');

    expect(signUp().disabled).toBe(true);
    await fill(form, /^Cardholder Name/, 'Ada Admin');
    await fill(form, /^Address Line 1/, '1 High Street');
    await fill(form, /^City/, 'Leeds');
    await fill(form, /^Postcode/, 'LS1 4AP');
    expect(signUp().disabled).toBe(true);
    await fill(form, /^Card Number/, TEST_CARDS.DECLINED);
    await fill(form, /^Expiry/, '1230');
    expect(signUp().disabled).toBe(true);
    await fill(form, /^CVC/, '123');
    await waitFor(() => expect(signUp().disabled).toBe(false));

    // The contract with monthly billing changes the breakdown.
    fireEvent.click(within(form).getByRole('combobox', { name: /^Product/ }));
    fireEvent.click(await screen.findByRole('option', { name: '12 Month Contract With Monthly Billing' }));
    expect(await within(form).findByText('£58.80')).toBeTruthy();

    fireEvent.click(signUp());
    expect(await within(form).findByText(MSG.PAYMENT_DECLINED)).toBeTruthy();
    expect(server.posted.filter((p) => p.path === '/v1/company/payment')).toHaveLength(0);
    // A fresh SetupIntent for the next try; the message stays under the card until the card is changed.
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/v1/stripe/payment-secret'))).toHaveLength(2));
    await waitFor(() => expect(signUp().disabled).toBe(false));
    expect(within(form).getByText(MSG.PAYMENT_DECLINED)).toBeTruthy();
    expect(
      within(form)
        .getByLabelText(/^Card Number/)
        .getAttribute('aria-invalid'),
    ).toBe('true');

    await fill(form, /^Card Number/, TEST_CARDS.SUCCEEDS);
    await waitFor(() => expect(signUp().disabled).toBe(false));
    fireEvent.click(signUp());
    expect(await screen.findByText(MSG.ACCOUNT_UPGRADED)).toBeTruthy();
    const payment = server.posted.find((p) => p.path === '/v1/company/payment');
    expect(payment?.body).toEqual({
      token: 'pm_local_1',
      banding: 1,
      payment_method: 1,
      product_option: 2,
      billing: {
        name: 'Ada Admin',
        address: { line1: '1 High Street', city: 'Leeds', state: '', postal_code: 'LS1 4AP' },
      },
    });
    const confirm = server.posted.find(
      (p) => p.path === '/_local/stripe/confirm' && p.body.number === TEST_CARDS.SUCCEEDS,
    );
    expect(confirm?.body).toMatchObject({ exp_month: 12, exp_year: 2030, cvc: '123', name: 'Ada Admin' });
    // The page now shows the active membership's buttons.
    await waitFor(() => expect(buttonNames()).toEqual(['Upgrade Account', 'Cancel Account']));
  });

  it('keeps the product chosen at signup: the 3 Month Paid Trial is shown, offered first and billed monthly', async () => {
    const server = billingServer(accountStatus(COMPANY_STATE.FREE_TRIAL, { product_option: 1, payment_method: 1 }));
    open(server);
    await screen.findByText('Account Status');
    expect(field('Product')).toBe('3 Month Paid Trial');
    expect(field('Billing Frequency')).toBe('Monthly');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    const form = await screen.findByRole('form', { name: 'Sign Up' });
    expect((within(form).getByRole('combobox', { name: /^Product/ }) as HTMLInputElement).value).toBe(
      '3 Month Paid Trial',
    );
    expect(within(form).getByText('Billed monthly for 3 months; the paid trial then ends.')).toBeTruthy();
    // One month of band 1 plus VAT.
    expect(await within(form).findByText('£58.80')).toBeTruthy();
    await fill(form, /^Cardholder Name/, 'Ada Admin');
    await fill(form, /^Address Line 1/, '1 High Street');
    await fill(form, /^City/, 'Leeds');
    await fill(form, /^Postcode/, 'LS1 4AP');
    await fill(form, /^Card Number/, TEST_CARDS.SUCCEEDS);
    await fill(form, /^Expiry/, '12/30');
    await fill(form, /^CVC/, '123');
    const signUp = within(form).getByRole('button', { name: 'Sign Up' }) as HTMLButtonElement;
    await waitFor(() => expect(signUp.disabled).toBe(false));
    fireEvent.click(signUp);
    expect(await screen.findByText(MSG.ACCOUNT_UPGRADED)).toBeTruthy();
    expect(server.posted.find((p) => p.path === '/v1/company/payment')?.body).toMatchObject({
      product_option: 1,
      payment_method: 1,
    });
  });

  it('Make Payment after the paid trial ended offers the contracts, not another trial', async () => {
    const ended = accountStatus(COMPANY_STATE.SUSPENDED, {
      product_option: 1,
      payment_method: 1,
      suspension_reason: SUSPENSION_REASON.SUBSCRIPTION_ENDED,
    });
    open(billingServer(ended));
    fireEvent.click(await screen.findByRole('button', { name: 'Make Payment' }));
    const form = await screen.findByRole('form', { name: 'Make Payment' });
    const product = within(form).getByRole('combobox', { name: /^Product/ }) as HTMLInputElement;
    expect(product.value).toBe('12 Month Contract With Monthly Billing');
    fireEvent.click(product);
    expect(screen.queryByRole('option', { name: '3 Month Paid Trial' })).toBeNull();
    expect(screen.getByRole('option', { name: '12 Month Contract With Annual Billing' })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows Payment Method Declined when the server refuses the card', async () => {
    const server = billingServer(accountStatus(COMPANY_STATE.SUSPENDED, { payment_failed: true }), {
      overrides: {
        '/v1/company/payment': () => ({
          status: 422,
          body: { message: MSG.PAYMENT_DECLINED, errors: { token: [MSG.PAYMENT_DECLINED] } },
        }),
      },
    });
    open(server);
    fireEvent.click(await screen.findByRole('button', { name: 'Make Payment' }));
    const form = await screen.findByRole('form', { name: 'Make Payment' });
    expect(within(form).queryByRole('combobox', { name: /^Number of Employees/ })).toBeNull();
    await fill(form, /^Cardholder Name/, 'Ada Admin');
    await fill(form, /^Address Line 1/, '1 High Street');
    await fill(form, /^City/, 'Leeds');
    await fill(form, /^Postcode/, 'LS1 4AP');
    await fill(form, /^Card Number/, '4000 0000 0000 0341');
    await fill(form, /^Expiry/, '12/30');
    await fill(form, /^CVC/, '123');
    const pay = within(form).getByRole('button', { name: 'Make Payment' }) as HTMLButtonElement;
    await waitFor(() => expect(pay.disabled).toBe(false));
    fireEvent.click(pay);
    expect(await within(form).findByText(MSG.PAYMENT_DECLINED)).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Make Payment' })).toBeTruthy();
  });

  it('Make Payment starts from the billing details the server saved, even when the card was then refused', async () => {
    // The server saves the cardholder's name and address first, then the charge is declined.
    const server = billingServer(accountStatus(COMPANY_STATE.SUSPENDED), {
      overrides: {
        '/v1/company/payment': () => ({
          status: 422,
          body: { message: MSG.PAYMENT_DECLINED, errors: { token: [MSG.PAYMENT_DECLINED] } },
        }),
      },
    });
    open(server);
    fireEvent.click(await screen.findByRole('button', { name: 'Make Payment' }));
    let form = await screen.findByRole('form', { name: 'Make Payment' });
    await fill(form, /^Cardholder Name/, 'Ada Admin');
    await fill(form, /^Address Line 1/, '1 High Street');
    await fill(form, /^City/, 'Leeds');
    await fill(form, /^Postcode/, 'LS1 4AP');
    await fill(form, /^Card Number/, '4000 0000 0000 0341');
    await fill(form, /^Expiry/, '12/30');
    await fill(form, /^CVC/, '123');
    const pay = within(form).getByRole('button', { name: 'Make Payment' }) as HTMLButtonElement;
    await waitFor(() => expect(pay.disabled).toBe(false));
    fireEvent.click(pay);
    expect(await within(form).findByText(MSG.PAYMENT_DECLINED)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Make Payment' })).toBeNull());

    // Opened again (another card to hand): the name and address are there; the card never is.
    fireEvent.click(screen.getByRole('button', { name: 'Make Payment' }));
    form = await screen.findByRole('form', { name: 'Make Payment' });
    await within(form).findByLabelText(/^Card Number/);
    expect((within(form).getByLabelText(/^Cardholder Name/) as HTMLInputElement).value).toBe('Ada Admin');
    expect((within(form).getByLabelText(/^Address Line 1/) as HTMLInputElement).value).toBe('1 High Street');
    expect((within(form).getByLabelText(/^City/) as HTMLInputElement).value).toBe('Leeds');
    expect((within(form).getByLabelText(/^Postcode/) as HTMLInputElement).value).toBe('LS1 4AP');
    expect((within(form).getByLabelText(/^Card Number/) as HTMLInputElement).value).toBe('');
  });

  it('changes banding: Save only with one new band chosen, the invoice hint from band 3, the cost, the result', async () => {
    const server = billingServer(
      accountStatus(COMPANY_STATE.ACTIVE, { banding: 2, total_users: 30, payment_method: 1 }),
    );
    open(server);
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade Account' }));
    const table = await screen.findByRole('table', { name: 'Banding options' });
    const save = () => screen.getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement;
    expect(save().disabled).toBe(true);
    // The current band is marked and cannot be chosen; a band too small for 30 users neither.
    expect((within(table).getByRole('radio', { name: '21 to 50 employees' }) as HTMLInputElement).disabled).toBe(true);
    expect((within(table).getByRole('radio', { name: '1 to 20 employees' }) as HTMLInputElement).disabled).toBe(true);
    expect(within(table).getByText('Current')).toBeTruthy();

    fireEvent.click(within(table).getByRole('radio', { name: '51 to 100 employees' }));
    expect(save().disabled).toBe(false);
    expect(await screen.findByText('Prefer to pay by invoice?')).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Cost breakdown' })).toBeTruthy();

    fireEvent.click(within(table).getByRole('radio', { name: '101 to 250 employees' }));
    expect((within(table).getByRole('radio', { name: '51 to 100 employees' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('Prefer to pay by invoice?')).toBeTruthy();

    fireEvent.click(save());
    expect(await screen.findByText(MSG.ACCOUNT_UPGRADED)).toBeTruthy();
    expect(server.posted.find((p) => p.path === '/v1/company/banding')?.body).toEqual({ banding: 4 });
    await waitFor(() => expect(field('Banding')).toBe('101 to 250 employees'));
  });

  it('shows no invoice hint below band 3, and the upgrade failure message', async () => {
    const server = billingServer(accountStatus(COMPANY_STATE.ACTIVE, { banding: 1, total_users: 5 }), {
      overrides: {
        '/v1/company/banding': () => ({ status: 502, body: { message: MSG.UPGRADE_FAILED } }),
      },
    });
    open(server);
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade Account' }));
    const table = await screen.findByRole('table', { name: 'Banding options' });
    fireEvent.click(within(table).getByRole('radio', { name: '21 to 50 employees' }));
    expect(await screen.findByRole('table', { name: 'Cost breakdown' })).toBeTruthy();
    expect(screen.queryByText('Prefer to pay by invoice?')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(MSG.UPGRADE_FAILED)).toBeTruthy();
  });

  it('cancels after the 30-day notice confirmation and shows the cancellation date', async () => {
    const server = billingServer(accountStatus(COMPANY_STATE.ACTIVE));
    open(server);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Account' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(new RegExp(`${CANCEL_NOTICE_DAYS} days' notice`))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep Account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.posted.filter((p) => p.path === '/v1/company/cancel-account')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel Account' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel Account' }));
    expect(await screen.findByText(`${MSG.ACCOUNT_CANCEL_ON} 15 Jan 2027`)).toBeTruthy();
    expect(await screen.findByText(`${MSG.ACCOUNT_CANCEL_ON} 15-01-2027`)).toBeTruthy();
    expect(buttonNames()).toEqual([]);
  });

  it.each([
    [422, { message: 'The account has no active subscription.' }, 'The account has no active subscription.'],
    [502, { message: 'Bad gateway' }, MSG.TRY_AGAIN_LATER],
  ])('a failed cancel (%i) shows the server message, else the try-again text', async (code, body, shown) => {
    const server = billingServer(accountStatus(COMPANY_STATE.ACTIVE), {
      overrides: { '/v1/company/cancel-account': () => ({ status: code, body }) },
    });
    open(server);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Account' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel Account' }));
    expect(await screen.findByText(shown)).toBeTruthy();
  });

  it('lists transactions with their invoice links, paged', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => transaction(i + 1, i === 0 ? { status: 'open' } : {}));
    open(billingServer(accountStatus(COMPANY_STATE.ACTIVE), { transactions: rows }));
    const table = await screen.findByRole('table', { name: 'Transactions' });
    await waitFor(() => expect(within(table).getAllByRole('link')).toHaveLength(10));
    // Each row names what it paid for and its period: the link's name too, so no two links read alike.
    const link = within(table).getByRole('link', {
      name: 'View invoice: Sign up, 15-01-2026 to 15-01-2027 (opens in a new tab)',
    });
    expect(within(table).getByRole('columnheader', { name: 'Billing Period' })).toBeTruthy();
    expect(within(table).getByText('15-01-2027 to 15-01-2028')).toBeTruthy();
    expect(within(table).getAllByText('Renewal').length).toBe(9);
    const names = within(table)
      .getAllByRole('link')
      .map((a) => a.getAttribute('aria-label'));
    expect(new Set(names).size).toBe(names.length);
    expect(link.getAttribute('href')).toBe('http://localhost/_local/stripe/invoices/in_1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(table).getByText('Open')).toBeTruthy();
    expect(within(table).getAllByText('£635.04').length).toBe(10);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(within(table).getAllByRole('link')).toHaveLength(2));
  });

  it("lists the transactions' days and periods in Polish and Spanish as those languages write them (issue 34)", async () => {
    await act(() => activateLocale('pl'));
    const rows = [transaction(1), transaction(2)];
    open(billingServer(accountStatus(COMPANY_STATE.ACTIVE), { transactions: rows }));
    const period = await screen.findByText('od 15.01.2027 do 15.01.2028');
    const table = period.closest('table') as HTMLElement;
    expect(within(table).getByText('15.02.2026')).toBeTruthy();
    expect(within(table).getByText('od 15.01.2026 do 15.01.2027')).toBeTruthy();
    expect(within(table).queryByText(/15-01-2027/)).toBeNull();
    // The invoice link's name reads the period as the row shows it.
    expect(
      within(table)
        .getAllByRole('link')
        .some((link) => link.getAttribute('aria-label')?.includes('od 15.01.2026 do 15.01.2027')),
    ).toBe(true);

    await act(() => activateLocale('es'));
    expect(await within(table).findByText('del 15/01/2027 al 15/01/2028')).toBeTruthy();
    expect(within(table).getByText('15/02/2026')).toBeTruthy();
  });

  it('has an empty transactions list that says so', async () => {
    open(billingServer(accountStatus(COMPANY_STATE.FREE_TRIAL)));
    expect(await screen.findByText('No transactions yet.')).toBeTruthy();
  });

  it('has no accessibility violations on the page and its panels', async () => {
    open(
      billingServer(accountStatus(COMPANY_STATE.ACTIVE, { banding: 2, total_users: 30 }), {
        transactions: [transaction(1)],
      }),
    );
    await screen.findByRole('link', { name: /View invoice/ });
    expect(await axeViolations()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Upgrade Account' }));
    const table = await screen.findByRole('table', { name: 'Banding options' });
    fireEvent.click(within(table).getByRole('radio', { name: '51 to 100 employees' }));
    await screen.findByRole('table', { name: 'Cost breakdown' });
    expect(await axeViolations()).toEqual([]);
  });

  it('has no accessibility violations in the Sign Up panel', async () => {
    open(billingServer(accountStatus(COMPANY_STATE.FREE_TRIAL)));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Up' }));
    const form = await screen.findByRole('form', { name: 'Sign Up' });
    await within(form).findByLabelText(/^Card Number/);
    await within(form).findByRole('table', { name: 'Price breakdown' });
    expect(await axeViolations()).toEqual([]);
  });
});
