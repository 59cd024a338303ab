import { describe, expect, it } from 'vitest';
import { addBillingInterval, billingAnchorDay, nextPeriodEnd } from './billing-period';

const at = (iso: string) => new Date(iso);
const iso = (date: Date) => date.toISOString();

describe('a billing period, as Stripe bills it', () => {
  it('ends a month later on the same day and UTC time', () => {
    expect(iso(addBillingInterval(at('2026-12-08T10:00:00.000Z'), 'month'))).toBe('2027-01-08T10:00:00.000Z');
    expect(iso(addBillingInterval(at('2026-12-31T23:30:00.000Z'), 'year'))).toBe('2027-12-31T23:30:00.000Z');
  });

  it('ends on the last day of a shorter month, never in the month after (31st, 29th, 30th, leap day)', () => {
    // setUTCMonth(+1) gave 3 March, 1 March, 31 May and 1 March 2029.
    expect(iso(addBillingInterval(at('2027-01-31T09:30:00.000Z'), 'month'))).toBe('2027-02-28T09:30:00.000Z');
    expect(iso(addBillingInterval(at('2027-01-29T14:00:00.000Z'), 'month'))).toBe('2027-02-28T14:00:00.000Z');
    expect(iso(addBillingInterval(at('2028-01-31T10:00:00.000Z'), 'month'))).toBe('2028-02-29T10:00:00.000Z');
    expect(iso(addBillingInterval(at('2027-03-31T08:00:00.000Z'), 'month'))).toBe('2027-04-30T08:00:00.000Z');
    expect(iso(addBillingInterval(at('2028-02-29T10:00:00.000Z'), 'year'))).toBe('2029-02-28T10:00:00.000Z');
  });

  it('keeps to the anchor day after a short month', () => {
    expect(iso(addBillingInterval(at('2027-02-28T09:30:00.000Z'), 'month', 31))).toBe('2027-03-31T09:30:00.000Z');
    expect(iso(addBillingInterval(at('2027-02-28T09:30:00.000Z'), 'month', 30))).toBe('2027-03-30T09:30:00.000Z');
    expect(billingAnchorDay(at('2027-01-31T09:30:00.000Z'), at('2027-02-28T09:30:00.000Z'))).toBe(31);
    expect(billingAnchorDay(at('2027-02-28T09:30:00.000Z'), at('2027-03-31T09:30:00.000Z'))).toBe(31);
    expect(billingAnchorDay(at('2027-02-28T09:30:00.000Z'), at('2027-03-28T09:30:00.000Z'))).toBe(28);
    expect(billingAnchorDay(at('2027-01-15T09:30:00.000Z'), at('2027-02-15T09:30:00.000Z'))).toBe(15);
  });

  it('the period after the current one (Cancel Account within the notice) follows the anchor', () => {
    // Subscribed on 31 December: the current period ends on 31 January, the one after on 28 February (not 3 March).
    expect(iso(nextPeriodEnd(at('2027-01-31T09:30:00.000Z'), at('2026-12-31T09:30:00.000Z'), 'month'))).toBe(
      '2027-02-28T09:30:00.000Z',
    );
    // The current period was cut short by February: the one after still ends on the 31st.
    expect(iso(nextPeriodEnd(at('2027-02-28T09:30:00.000Z'), at('2027-01-31T09:30:00.000Z'), 'month'))).toBe(
      '2027-03-31T09:30:00.000Z',
    );
    expect(iso(nextPeriodEnd(at('2027-02-28T09:30:00.000Z'), undefined, 'month'))).toBe('2027-03-28T09:30:00.000Z');
    expect(iso(nextPeriodEnd(at('2028-02-29T10:00:00.000Z'), at('2027-02-28T10:00:00.000Z'), 'year'))).toBe(
      '2029-02-28T10:00:00.000Z',
    );
  });
});
