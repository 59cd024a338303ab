import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@skillway/shared';
import { localCardComplete, localCardErrors } from './local-card-entry';

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

describe('the local card form', () => {
  it('is complete with a card number that passes the Luhn check, a future expiry and a 3 or 4 digit CVC', () => {
    expect(localCardComplete({ number: '4242 4242 4242 4242', expiry: `12/${nextYear}`, cvc: '123' })).toBe(true);
    expect(localCardComplete({ number: TEST_CARDS.DECLINED, expiry: `01/${nextYear}`, cvc: '1234' })).toBe(true);
    expect(localCardComplete({ number: '4242 4242 4242 4241', expiry: `12/${nextYear}`, cvc: '123' })).toBe(false);
    expect(localCardComplete({ number: '4242 4242 4242', expiry: `12/${nextYear}`, cvc: '123' })).toBe(false);
    expect(localCardComplete({ number: '4242 4242 4242 4242', expiry: '13/30', cvc: '123' })).toBe(false);
    expect(localCardComplete({ number: '4242 4242 4242 4242', expiry: '12/20', cvc: '123' })).toBe(false);
    expect(localCardComplete({ number: '4242 4242 4242 4242', expiry: `12/${nextYear}`, cvc: '12' })).toBe(false);
  });

  it('names a wrong number or expiry once it is fully typed, not while typing', () => {
    expect(localCardErrors({ number: '4242 42', expiry: '1', cvc: '' })).toEqual({});
    expect(localCardErrors({ number: '4242 4242 4242 4241', expiry: '00/30', cvc: '' })).toEqual({
      number: 'The card number is invalid.',
      expiry: 'The expiry date is invalid.',
    });
  });
});
