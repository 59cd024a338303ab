import { describe, expect, it } from 'vitest';
import { PRODUCT_OPTIONS, contractOfPaymentMethod, paymentMethodOfProduct, productName } from './company';

describe('product options', () => {
  it('bill the paid trial and the monthly contract monthly, the annual contract (and none chosen) annually', () => {
    expect(PRODUCT_OPTIONS.map((option) => [option.name, paymentMethodOfProduct(option.id)])).toEqual([
      ['3 Month Paid Trial', 1],
      ['12 Month Contract With Monthly Billing', 1],
      ['12 Month Contract With Annual Billing', 2],
    ]);
    expect(paymentMethodOfProduct(undefined)).toBe(2);
    expect(paymentMethodOfProduct(null)).toBe(2);
  });

  it('name the contract of a billing frequency, and a product by its id', () => {
    expect([contractOfPaymentMethod(1), contractOfPaymentMethod(2)]).toEqual([2, 3]);
    expect(productName(1)).toBe('3 Month Paid Trial');
    expect(productName(null)).toBe('');
  });
});
