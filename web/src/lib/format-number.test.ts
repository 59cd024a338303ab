import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { activateTestSourceLocale } from '../test/i18n-wrapper';
import { formatMoney, formatNumber } from './format-number';

afterEach(() => activateTestSourceLocale());

/** Intl's spaces are no-break ones (U+00A0): compared as plain spaces. */
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

describe('numbers and money in the user’s language (issue 34)', () => {
  it('writes pounds in English (UK) as the screens always have', () => {
    expect(formatMoney(635.04)).toBe('£635.04');
    expect(formatMoney(588)).toBe('£588.00');
    expect(formatMoney(1234.5)).toBe('£1,234.50');
    expect(formatMoney(-58.8)).toBe('−£58.80');
    expect(formatMoney(0)).toBe('£0.00');
    expect(formatMoney(-0)).toBe('£0.00');
    i18n.loadAndActivate({ locale: 'pseudo', messages: {} });
    expect(formatMoney(1234.5)).toBe('£1,234.50');
  });

  it('keeps pounds in Polish and Spanish, written their way', () => {
    i18n.loadAndActivate({ locale: 'pl', messages: {} });
    expect(plain(formatMoney(1234.5))).toBe('1234,50 £');
    expect(plain(formatMoney(12345.5))).toBe('12 345,50 £');
    expect(plain(formatMoney(-58.8))).toBe('−58,80 £');
    expect(plain(formatMoney(635.04, 'es'))).toBe('635,04 £');
    expect(plain(formatMoney(12345.5, 'es'))).toBe('12.345,50 £');
  });

  it('writes a number in the active language', () => {
    const twoDecimals = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
    expect(formatNumber(1234567.5)).toBe('1,234,567.5');
    expect(formatNumber(12.5, twoDecimals)).toBe('12.50');
    i18n.loadAndActivate({ locale: 'pl', messages: {} });
    expect(plain(formatNumber(1234567.5))).toBe('1 234 567,5');
    expect(formatNumber(12.5, twoDecimals)).toBe('12,50');
    expect(formatNumber(12.5, twoDecimals, 'es')).toBe('12,50');
    expect(formatNumber(1234567.5, {}, 'es')).toBe('1.234.567,5');
  });
});
