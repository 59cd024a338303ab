import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { ZBillingDetailsBody, ZPaymentBody } from './billing';

describe('ZPaymentBody', () => {
  it('takes a payment method id and refuses a token no form can carry (a lone UTF-16 surrogate)', () => {
    expect(z.safeParse(ZPaymentBody, { token: 'pm_card_visa', banding: 1 }).success).toBe(true);
    const bad = z.safeParse(ZPaymentBody, { token: '\ud800', banding: 1, payment_method: 2 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['token', 'The token is invalid.'],
    ]);
    expect(z.safeParse(ZPaymentBody, { token: 'pm_\ud83d\ude00', banding: 1 }).success).toBe(true);
  });
});

describe('ZBillingDetailsBody', () => {
  it('refuses text Stripe cannot be sent (a lone surrogate), naming the field; an emoji is fine', () => {
    const address = { line1: '1 High Street', city: 'Leeds', state: 'West Yorkshire', postal_code: 'LS1 4AP' };
    const bad = z.safeParse(ZBillingDetailsBody, {
      name: '\udc00\ud800',
      address: { ...address, state: 'York\ud800' },
    });
    expect(bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'The name is invalid.'],
      ['address.state', 'The state is invalid.'],
    ]);
    expect(z.safeParse(ZBillingDetailsBody, { name: 'Ada \ud83d\ude00', address }).success).toBe(true);
    expect(z.safeParse(ZBillingDetailsBody, { name: 'Ada', address: { ...address, state: undefined } }).data).toEqual({
      name: 'Ada',
      address: { ...address, state: '' },
    });
  });
});
