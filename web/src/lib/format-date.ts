import { i18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, isLanguage, type TLanguage } from '@skillway/shared/constants/languages';
import { shortDay } from '@skillway/shared/rules/recertification';

/**
 * The locale dates and numbers are written in (issue 34): the active language's, which the guard switches to the
 * user's. The test pseudo-locale, and no language yet, are English (UK) underneath. A call at render time follows the
 * language: a component re-renders on a switch when it (or a parent that re-renders it) calls `useLingui()`.
 */
export function formatLocale(locale: string | undefined = i18n.locale): TLanguage {
  return isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** One Intl.DateTimeFormat per locale and options of a UTC day (made once: a table's dates make none). */
function utcDateFormat(locale: TLanguage, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format;
}

/**
 * Dates as the screens show them. A day is the value's UTC date, as the server formats its own dates (formatDay,
 * formatLongDay): a calendar day (a deadline, 'yyyy-mm-dd', or a trial end, 'yyyy-mm-ddT00:00:00Z') is then shown
 * as the day it names in every viewer's time zone (read in local time it was the day before west of UTC), and a
 * date the browser formats agrees with one the server formatted (a transaction's formatted_date).
 */
function dateOf(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const LONG_DATE: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };

/**
 * The learner screens' "long weekday date" of the UTC day: Monday, 3 March 2025 (poniedziałek, 3 marca 2025;
 * lunes, 3 de marzo de 2025).
 */
export function formatLongDate(value: string | number | Date | null | undefined, locale?: string): string {
  const date = dateOf(value);
  if (!date) return '';
  return utcDateFormat(formatLocale(locale), LONG_DATE).format(date);
}

const DATE_TIME: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

/**
 * Date and time for lists such as notifications: a moment, so in the viewer's time zone. 31 Dec 2026, 23:30
 * (31 gru 2026, 23:30; 31 dic 2026, 23:30).
 */
export function formatDateTime(value: string | null | undefined, locale?: string): string {
  const date = dateOf(value);
  if (!date) return '';
  // Not kept: the formatter would keep the time zone it was made in.
  return date.toLocaleString(formatLocale(locale), DATE_TIME);
}

const SHORT_DATE: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };

/**
 * The admin screens' short date of the UTC day. English keeps the spec's dd-mm-yyyy (section 9), whatever the
 * browser's data says; another language writes its own numeric date (dd.mm.yyyy in Polish, dd/mm/yyyy in Spanish).
 */
export function formatShortDate(value: string | null | undefined, locale?: string): string {
  const date = dateOf(value);
  if (!date) return '';
  const language = formatLocale(locale);
  if (language === DEFAULT_LANGUAGE) {
    const dd = String(date.getUTCDate()).padStart(2, '0');
    const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
    return `${dd}-${mm}-${date.getUTCFullYear()}`;
  }
  return utcDateFormat(language, SHORT_DATE).format(date);
}

const MEDIUM_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/**
 * A UTC day with its month's short name, as the compliance statuses write it: 12 Mar 2027 (12 mar 2027; 12 mar 2027).
 * English keeps the server's three-letter month (shortDay, shared/src/rules/recertification.ts): Intl's en-GB writes
 * 'Sept' for September.
 */
export function formatMediumDate(value: string | null | undefined, locale?: string): string {
  const date = dateOf(value);
  if (!date) return '';
  const language = formatLocale(locale);
  if (language === DEFAULT_LANGUAGE) return shortDay(date.toISOString().slice(0, 10));
  return utcDateFormat(language, MEDIUM_DATE).format(date);
}

const DATE_TOKEN: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = { day: 'DD', month: 'MM', year: 'YYYY' };

/**
 * formatShortDate's form as a date field's `valueFormat` (Mantine's, dayjs tokens): DD-MM-YYYY in English,
 * DD.MM.YYYY in Polish, DD/MM/YYYY in Spanish.
 */
export function shortDateInputFormat(locale?: string): string {
  const language = formatLocale(locale);
  if (language === DEFAULT_LANGUAGE) return 'DD-MM-YYYY';
  return utcDateFormat(language, SHORT_DATE)
    .formatToParts(new Date(Date.UTC(2000, 0, 31)))
    .map((part) => DATE_TOKEN[part.type] ?? (part.type === 'literal' ? part.value : ''))
    .join('');
}

/** A day of a month (an anniversary, mm-dd): 1 April (1 kwietnia, 1 de abril); '' when not a day. */
export function formatDayMonth(month: number, day: number, locale?: string): string {
  if (!Number.isInteger(month) || !Number.isInteger(day) || month < 1 || month > 12 || day < 1 || day > 31) return '';
  // A leap year, so 29 February is a day.
  return utcDateFormat(formatLocale(locale), { day: 'numeric', month: 'long' }).format(
    new Date(Date.UTC(2000, month - 1, day)),
  );
}
