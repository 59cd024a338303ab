import { describe, expect, it } from 'vitest';
import type { TCompanyItem } from '../../platform/db/types';
import { presentAccountStatus, presentPaymentInfo } from './account-status';

const base = {
  company_id: 'c1',
  company_name: 'Acme Ltd',
  state: 1,
  banding: 2,
  payment_method: 1,
  country: 'UK',
  total_users: 30,
  owner_user_id: 'u1',
  trial_ends_at: '2026-12-01T00:00:00.000Z',
  gsi1pk: 'COMPANIES',
  gsi1sk: 'x',
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
} as TCompanyItem;

const paying = {
  ...base,
  state: 3,
  trial_ends_at: undefined,
  stripe_subscription_id: 'sub_1',
  subscription_status: 'active',
  subscription_date: '2026-11-10T00:00:00.000Z',
  next_payment_at: '2026-12-10T00:00:00.000Z',
  payment_method_id: 'pm_1',
  card_brand: 'visa',
  card_last4: '4242',
  card_exp_month: 12,
  card_exp_year: 2030,
} as TCompanyItem;

describe('account status: the Company state table', () => {
  it('shows Sign Up in states 1, 2 and 5; Cancel and Upgrade in 3 (none once cancelling); Make Payment otherwise', () => {});

  it('a trial shows its expiry, the band maximum and the bands that fit the users', () => {
    expect(presentAccountStatus(base)).toEqual({
      state: 1,
      state_description: 'Free Trial',
      total_users: 30,
      max_users: 50,
      banding: 2,
      banding_description: '21 to 50 employees',
      upgrade_options: [2, 3, 4, 5],
      payment_method: 1,
      payment_method_description: 'Monthly',
      product_option: null,
      product_description: '',
      subscription_date: null,
      trial_expired_date: '2026-12-01T00:00:00.000Z',
      next_payment_date: null,
      cancel_account: false,
      cancel_subscription_date: null,
      payment_source_added: false,
      payment_failed: false,
      suspension_reason: null,
      actions: ['sign_up'],
    });
  });

  it('a paying company shows its next payment; a cancelling one its end date instead', () => {
    expect(presentAccountStatus(paying)).toMatchObject({
      state_description: 'Active Membership',
      next_payment_date: '2026-12-10T00:00:00.000Z',
      subscription_date: '2026-11-10T00:00:00.000Z',
      trial_expired_date: null,
      payment_source_added: true,
      actions: ['cancel', 'upgrade'],
    });
    const cancelling = { ...paying, cancel_account: 1, cancel_at: '2027-01-10T00:00:00.000Z' } as TCompanyItem;
    expect(presentAccountStatus(cancelling)).toMatchObject({
      cancel_account: true,
      cancel_subscription_date: '2027-01-10T00:00:00.000Z',
      next_payment_date: null,
      actions: [],
    });
  });

  it('says a payment failed only when a renewal left the subscription unpaid, not for a suspension set by hand', () => {
    const unpaid = { ...paying, state: 4, subscription_status: 'unpaid' } as TCompanyItem;
    expect(presentAccountStatus(unpaid)).toMatchObject({ state: 4, payment_failed: true, actions: ['make_payment'] });
    expect(presentAccountStatus(unpaid).suspension_reason).toBe('payment_failed');
    // Suspended by hand with nothing owed: the platform's reason, and no payment offered (paying would not lift it).
    const byHand = { ...base, state: 4 } as TCompanyItem;
    expect(presentAccountStatus(byHand)).toMatchObject({
      state: 4,
      payment_failed: false,
      suspension_reason: 'platform',
      actions: [],
    });
    const ended = { ...paying, state: 4, subscription_status: 'canceled' } as TCompanyItem;
    expect(presentAccountStatus(ended)).toMatchObject({
      suspension_reason: 'subscription_ended',
      actions: ['make_payment'],
    });
    expect(presentAccountStatus({ ...paying, state: 4 } as TCompanyItem).payment_failed).toBe(false);
    expect(presentAccountStatus({ ...base, state: 2 } as TCompanyItem).payment_failed).toBe(false);
  });

  it('names the product chosen at signup, the paid trial billed monthly', () => {
    expect(presentAccountStatus({ ...base, product_option: 1, payment_method: 1 } as TCompanyItem)).toMatchObject({
      product_option: 1,
      product_description: '3 Month Paid Trial',
      payment_method_description: 'Monthly',
    });
  });

  it('the payment source and the next regular payment (VAT included)', () => {
    expect(presentPaymentInfo(paying)).toEqual({
      payment_source_added: true,
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
      banding: 2,
      payment_method: 1,
      subscription_status: 'active',
      next_payment_date: '2026-12-10T00:00:00.000Z',
      next_payment_amount: 118.8,
    });
    expect(presentPaymentInfo(base)).toMatchObject({
      payment_source_added: false,
      card: null,
      next_payment_amount: null,
      subscription_status: null,
    });
  });
});
