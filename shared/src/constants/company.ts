export const COMPANY_STATE = {
  FREE_TRIAL: 1,
  FREE_TRIAL_EXPIRED: 2,
  ACTIVE: 3,
  SUSPENDED: 4,
  FREE_TRIAL_EXTENDED: 5,
} as const;

export type TCompanyState = (typeof COMPANY_STATE)[keyof typeof COMPANY_STATE];

export const COMPANY_STATE_NAME: Record<TCompanyState, string> = {
  1: 'Free Trial',
  2: 'Free Trial Expired',
  3: 'Active Membership',
  4: 'Membership Suspended',
  5: 'Free Trial Extended',
};

/** States 2 and 4 lock an administrator out of everything but suspendedAccessible routes. */
const SUSPENDED_STATES: readonly TCompanyState[] = [2, 4];

export function isSuspendedState(state: number): boolean {
  return (SUSPENDED_STATES as readonly number[]).includes(state);
}

export const FREE_TRIAL_DAYS = 14;

export interface TBand {
  id: number;
  name: string;
  min: number;
  max: number;
}

/** Employee-count bands; `max` is the company's maximum number of users. */
export const BANDS: readonly TBand[] = [
  { id: 1, name: '1 to 20 employees', min: 1, max: 20 },
  { id: 2, name: '21 to 50 employees', min: 21, max: 50 },
  { id: 3, name: '51 to 100 employees', min: 51, max: 100 },
  { id: 4, name: '101 to 250 employees', min: 101, max: 250 },
  { id: 5, name: '251 to 500 employees', min: 251, max: 500 },
];

/** Signup offers the first four bands; band 5 is reached by upgrading. */
export const SIGNUP_BANDS = BANDS.slice(0, 4);

export function bandById(id: number): TBand | undefined {
  return BANDS.find((band) => band.id === id);
}

export const PRODUCT_OPTIONS = [
  { id: 1, name: '3 Month Paid Trial' },
  { id: 2, name: '12 Month Contract With Monthly Billing' },
  { id: 3, name: '12 Month Contract With Annual Billing' },
] as const;

export const PRODUCT_OPTION_IDS = PRODUCT_OPTIONS.map((option) => option.id);

export const PRODUCT = { PAID_TRIAL: 1, CONTRACT_MONTHLY: 2, CONTRACT_ANNUAL: 3 } as const;
/** The paid trial runs this many months, billed monthly, and then ends (no contract follows by itself). */
export const PAID_TRIAL_MONTHS = 3;
/** Account Status, a paid trial that runs: the day it ends (as 'Account will be cancelled on' for a cancelled one). */
export const PAID_TRIAL_ENDS_ON = 'Paid trial ends on';

export const PAYMENT_METHOD = { MONTHLY: 1, ANNUAL: 2 } as const;

/**
 * The payment method a product option implies: the paid trial and the contract with monthly billing pay monthly;
 * the contract with annual billing (and no product chosen, the spec's default) pays annually.
 */
export function paymentMethodOfProduct(productOption: number | null | undefined): 1 | 2 {
  return productOption === PRODUCT.PAID_TRIAL || productOption === PRODUCT.CONTRACT_MONTHLY
    ? PAYMENT_METHOD.MONTHLY
    : PAYMENT_METHOD.ANNUAL;
}

/** The 12-month contract of a billing frequency (a company that signed up before products were kept). */
export function contractOfPaymentMethod(paymentMethod: number): 2 | 3 {
  return paymentMethod === PAYMENT_METHOD.MONTHLY ? PRODUCT.CONTRACT_MONTHLY : PRODUCT.CONTRACT_ANNUAL;
}

export function productName(productOption: number | null | undefined): string {
  return PRODUCT_OPTIONS.find((option) => option.id === productOption)?.name ?? '';
}

export const DEFAULT_COUNTRY = 'UK';

/** A UK postcode (outward code, optional space, inward code), checked when the company's country is the UK. */
export const UK_POSTCODE_PATTERN = /^[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}$/i;
/** A phone number: digits, optionally a leading + and spaces between groups; 7 to 15 digits. */
export const PHONE_PATTERN = /^\+?\d(?:[\d ]*\d)?$/;
export const PHONE_DIGITS = { min: 7, max: 15 } as const;

/** Companies created before this date get the BreatheHR integration without a setting. */
export const BREATHE_CUTOFF_DATE = '2021-04-30';
