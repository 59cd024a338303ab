import { describe, expect, it } from 'vitest';
import { accountActions, suspensionReason } from './account-actions';

describe('accountActions (the Company state table)', () => {
  it.each([
    [1, false, ['sign_up']],
    [2, false, ['sign_up']],
    [3, false, ['cancel', 'upgrade']],
    [3, true, []],
    [4, false, ['make_payment']],
    [5, false, ['make_payment']],
    [9, false, ['make_payment']],
  ])('state %i (cancel asked: %s) shows %j', (state, cancel, expected) => {
    expect(accountActions(state, cancel)).toEqual(expected);
  });
});

describe('suspensionReason (why administration is paused)', () => {
  it.each([
    [2, null, 'trial_expired'],
    [2, 'canceled', 'trial_expired'],
    [4, 'unpaid', 'payment_failed'],
    [4, 'past_due', 'payment_failed'],
    [4, 'canceled', 'subscription_ended'],
    // Set by hand with nothing owed: an active subscription, or none at all.
    [4, 'active', 'platform'],
    [4, undefined, 'platform'],
    [3, 'active', null],
    [1, undefined, null],
  ] as const)('state %i, subscription %s: %s', (state, status, reason) => {
    expect(suspensionReason(state, status)).toBe(reason);
  });

  it('offers no payment to a company the platform suspended, and Make Payment when money is owed', () => {
    expect(accountActions(4, false, 'platform')).toEqual([]);
    expect(accountActions(4, false, 'payment_failed')).toEqual(['make_payment']);
    expect(accountActions(4, false, 'subscription_ended')).toEqual(['make_payment']);
  });
});
