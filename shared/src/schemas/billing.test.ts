import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { ZPaymentBody } from './billing';

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
