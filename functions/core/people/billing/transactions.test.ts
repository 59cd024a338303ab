import { describe, expect, it } from 'vitest';
import { presentTransaction } from './transactions';

const base = {
  company_id: 'c1',
  invoice_id: 'in_1',
  invoice_created_at: '2026-12-08T10:00:00.000Z',
  amount: 63504,
  currency: 'gbp',
  status: 'paid',
  description: 'Skillway 1 to 20 employees, annual billing (VAT included)',
};

describe('a transaction row', () => {
  it('names what it paid for and its billing period, so a sign up and a renewal of one day differ', () => {
    const signUp = presentTransaction({
      ...base,
      billing_reason: 'subscription_create',
      period_start_at: '2026-12-08T10:00:00.000Z',
      period_end_at: '2027-12-08T10:00:00.000Z',
    });
    const renewal = presentTransaction({
      ...base,
      invoice_id: 'in_2',
      billing_reason: 'subscription_cycle',
      period_start_at: '2027-12-08T10:00:00.000Z',
      period_end_at: '2028-12-08T10:00:00.000Z',
    });
    expect(signUp).toMatchObject({
      paid_for: 'Sign up',
      formatted_period: '08-12-2026 to 08-12-2027',
      formatted_amount: '£635.04',
    });
    expect(renewal).toMatchObject({
      paid_for: 'Renewal',
      period_start: '2027-12-08T10:00:00.000Z',
      period_end: '2028-12-08T10:00:00.000Z',
      formatted_period: '08-12-2027 to 08-12-2028',
    });
    expect(renewal.formatted_date).toBe(signUp.formatted_date);
  });

  it('says Invoice and shows no period for an invoice stored without them', () => {
    expect(presentTransaction(base)).toMatchObject({
      paid_for: 'Invoice',
      period_start: null,
      period_end: null,
      formatted_period: '',
    });
  });
});
