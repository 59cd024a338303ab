import { PAYMENT_METHOD } from './company';

/**
 * Billing constants (administration spec section 9, "Banding options" and the billing lines; Finance and account).
 * Amounts are pounds, excluding VAT. The spec leaves the amounts to us; the spec's rules (10% annual discount,
 * 20% VAT, pro-rata upgrades charged on the next payment, annual refunds of the remaining days) are in
 * shared/src/rules/billing-cost.ts.
 */

export type TPaymentMethod = (typeof PAYMENT_METHOD)[keyof typeof PAYMENT_METHOD];
export const PAYMENT_METHOD_IDS = [PAYMENT_METHOD.MONTHLY, PAYMENT_METHOD.ANNUAL] as const;
export const PAYMENT_METHOD_NAME: Record<TPaymentMethod, string> = { 1: 'Monthly', 2: 'Annual' };
/** Payment method when a body leaves it out: the spec's default, the 12 month contract with annual billing. */
export const DEFAULT_PAYMENT_METHOD: TPaymentMethod = PAYMENT_METHOD.ANNUAL;

/** List price per month of each band (pounds, excluding VAT), before the annual discount. */
export const BAND_MONTHLY_PRICE: Readonly<Record<number, number>> = { 1: 49, 2: 99, 3: 179, 4: 349, 5: 599 };

/** Months in one billing period of each payment method. */
export const BILLING_PERIOD_MONTHS: Record<TPaymentMethod, number> = { 1: 1, 2: 12 };

/**
 * The price table: list price (excl. VAT, before discount) of one billing period for every band and frequency.
 * Monthly billing pays one month; annual billing pays twelve months, less ANNUAL_DISCOUNT.
 */
export const PRICE_TABLE: Readonly<Record<number, Record<TPaymentMethod, number>>> = Object.fromEntries(
  Object.entries(BAND_MONTHLY_PRICE).map(([band, monthly]) => [
    Number(band),
    { 1: monthly * BILLING_PERIOD_MONTHS[1], 2: monthly * BILLING_PERIOD_MONTHS[2] },
  ]),
);

/** Annual billing carries a 10% yearly discount. */
export const ANNUAL_DISCOUNT = 0.1;
export const VAT_RATE = 0.2;
export const CURRENCY = 'gbp';
export const CURRENCY_SYMBOL = '£';
/** The FAQ's 12-month contract and 30-day cancellation notice. */
export const CONTRACT_MONTHS = 12;
export const CANCEL_NOTICE_DAYS = 30;
/** From this band the Change Banding panel shows the pay-by-invoice hint. */
export const INVOICE_HINT_FROM_BAND = 3;

/** The buttons the Account Status page shows (administration spec section 4, Company state table). */
export const ACCOUNT_ACTION = {
  SIGN_UP: 'sign_up',
  CANCEL: 'cancel',
  UPGRADE: 'upgrade',
  MAKE_PAYMENT: 'make_payment',
} as const;
export type TAccountAction = (typeof ACCOUNT_ACTION)[keyof typeof ACCOUNT_ACTION];
export const ACCOUNT_ACTIONS = Object.values(ACCOUNT_ACTION) as [TAccountAction, ...TAccountAction[]];

/** How the Sign Up panel collects a card: a plain card form against the local fake Stripe, or Stripe Elements. */
export const BILLING_MODE = { LOCAL: 'local', STRIPE: 'stripe' } as const;
export type TBillingMode = (typeof BILLING_MODE)[keyof typeof BILLING_MODE];

/** Stripe's test card numbers, which the local fake Stripe honours. */
export const TEST_CARDS = { SUCCEEDS: '4242424242424242', DECLINED: '4000000000000002' } as const;

/** What an invoice paid for, by Stripe's billing_reason (the Transactions list's Paid For column). */
export const INVOICE_PURPOSE: Readonly<Record<string, string>> = {
  subscription_create: 'Sign up',
  subscription_cycle: 'Renewal',
  subscription_update: 'Plan change',
};
/** Any other invoice (made by hand in Stripe's dashboard, or stored before the reason was kept). */
export const INVOICE_PURPOSE_OTHER = 'Invoice';

/** A transaction's status is the Stripe invoice's: 'open' (not yet paid) or otherwise ('paid', 'void', 'uncollectible'). */
export const TRANSACTION_STATUS = { OPEN: 'open', PAID: 'paid', VOID: 'void', UNCOLLECTIBLE: 'uncollectible' } as const;

/**
 * Why administration is paused (states 2 and 4), as far as the company record knows it: the trial ended (2); a
 * renewal's payment failed for good and an invoice is owed (4, subscription unpaid); the subscription ended (4, a
 * cancelled account's period is over); or the platform set the state by hand with nothing owed (4 otherwise).
 * The first three are lifted by paying (Sign Up, Make Payment); the last only by the platform.
 */
export const SUSPENSION_REASON = {
  TRIAL_EXPIRED: 'trial_expired',
  PAYMENT_FAILED: 'payment_failed',
  SUBSCRIPTION_ENDED: 'subscription_ended',
  PLATFORM: 'platform',
} as const;
export type TSuspensionReason = (typeof SUSPENSION_REASON)[keyof typeof SUSPENSION_REASON];
export const SUSPENSION_REASONS = Object.values(SUSPENSION_REASON) as [TSuspensionReason, ...TSuspensionReason[]];

/** Whom a company suspended by the platform contacts (the help desk of the footer and the legal pages). */
export const PLATFORM_CONTACT_EMAIL = 'help@skillway.co.uk';

/** The Account Status notice for each reason: why, and what lifts it. */
export const SUSPENSION_MESSAGE: Record<TSuspensionReason, string> = {
  trial_expired:
    'Your free trial has ended. Your users can still sign in, but administration is paused until you sign up for a plan.',
  payment_failed:
    'Your membership is suspended because a renewal payment failed. Administration is paused until a payment is made.',
  subscription_ended:
    'Your membership is suspended because your subscription has ended. Administration is paused until a payment is made.',
  platform: `Your membership has been suspended by Skillway. No payment is due: administration is paused until Skillway restores it. Please contact ${PLATFORM_CONTACT_EMAIL}.`,
};

/** The same reasons in a line, for the navigation of a suspended administrator (beside the one screen that works). */
export const SUSPENSION_SHORT: Record<TSuspensionReason, string> = {
  trial_expired: 'Your free trial has ended: sign up on Account Status to use the other screens again.',
  payment_failed: 'A renewal payment failed: make a payment on Account Status to use the other screens again.',
  subscription_ended: 'Your subscription has ended: make a payment on Account Status to use the other screens again.',
  platform: `Suspended by Skillway: please contact ${PLATFORM_CONTACT_EMAIL}.`,
};
