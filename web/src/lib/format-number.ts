import { CURRENCY } from '@skillway/shared';
import { formatLocale } from './format-date';

const formats = new Map<string, Intl.NumberFormat>();

/** One Intl.NumberFormat per locale and options (made once: a table's figures make none). */
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * A number in the active language (issue 34): 1,234.5 in English (UK), 1234,5 and 12 345,5 in Polish, 1234,5 and
 * 12.345,5 in Spanish (both group only from five digits). `options` as Intl.NumberFormat's.
 */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}, locale?: string): string {
  return numberFormat(formatLocale(locale), options).format(value);
}

const MONEY: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: CURRENCY.toUpperCase(),
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
};

/**
 * An amount of the product's currency (pounds) with two decimals, written the active language's way: £1,234.50 and
 * −£5.00 in English (UK), 1234,50 £ in Polish and Spanish. Always pounds: only the writing follows the language. A
 * negative amount takes the minus sign (−), not a hyphen; nought has no sign.
 */
export function formatMoney(amount: number, locale?: string): string {
  return numberFormat(formatLocale(locale), MONEY)
    .formatToParts(amount === 0 ? 0 : amount)
    .map((part) => (part.type === 'minusSign' ? '−' : part.value))
    .join('');
}
