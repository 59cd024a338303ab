import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { activateTestSourceLocale } from '../test/i18n-wrapper';
import {
  formatDateTime,
  formatDayMonth,
  formatLocale,
  formatLongDate,
  formatMediumDate,
  formatShortDate,
  shortDateInputFormat,
} from './format-date';

/** The viewer's time zone for one test: Node applies a TZ set at run time to Date and Intl at once. */
const processTimeZone = process.env.TZ;
function inTimeZone(timeZone: string) {
  process.env.TZ = timeZone;
}
afterEach(() => {
  if (processTimeZone === undefined) delete process.env.TZ;
  else process.env.TZ = processTimeZone;
  activateTestSourceLocale();
});

/** The active language for one test (no catalogue: dates take only the locale). */
function inLanguage(locale: string) {
  i18n.loadAndActivate({ locale, messages: {} });
}

// From UTC-10 to UTC+14 (the offset of 10 December): read in local time, a calendar day stored as UTC midnight was
// the day before west of UTC.
const OFFSETS: Record<string, number> = {
  'Pacific/Honolulu': 600,
  'America/Los_Angeles': 480,
  UTC: 0,
  'Europe/London': 0,
  'Asia/Tokyo': -540,
  'Pacific/Kiritimati': -840,
};
const VIEWERS = Object.keys(OFFSETS);

describe('the screens’ dates', () => {
  it.each(VIEWERS)('shows a calendar day as the day it names, for a viewer in %s', (timeZone) => {
    inTimeZone(timeZone);
    expect(new Date('2026-12-10T00:00:00.000Z').getTimezoneOffset()).toBe(OFFSETS[timeZone]);
    // A deadline (yyyy-mm-dd) and the BreatheHR cut-off.
    expect(formatLongDate('2027-03-31')).toBe('Wednesday, 31 March 2027');
    expect(formatLongDate('2021-04-30')).toBe('Friday, 30 April 2021');
    // A trial extended to 10 December ends at its start (UTC).
    expect(formatShortDate('2026-12-10T00:00:00.000Z')).toBe('10-12-2026');
    expect(formatShortDate('2028-02-29')).toBe('29-02-2028');
  });

  it.each(VIEWERS)('shows a moment by its UTC day, as the server does, for a viewer in %s', (timeZone) => {
    inTimeZone(timeZone);
    // 23:30 UTC on New Year's Eve: 1 January in Tokyo and Kiritimati, still 31 December by the server's formatDay.
    expect(formatShortDate('2026-12-31T23:30:00.000Z')).toBe('31-12-2026');
    expect(formatLongDate('2026-12-31T23:30:00.000Z')).toBe('Thursday, 31 December 2026');
    // 00:30 BST on 1 September is 31 August UTC.
    expect(formatShortDate('2027-08-31T23:30:00.000Z')).toBe('31-08-2027');
  });

  it('shows a date and time in the viewer’s time zone', () => {
    inTimeZone('Europe/London');
    expect(formatDateTime('2026-12-31T23:30:00.000Z')).toBe('31 Dec 2026, 23:30');
    inTimeZone('Asia/Tokyo');
    expect(formatDateTime('2026-12-31T23:30:00.000Z')).toBe('1 Jan 2027, 08:30');
    inTimeZone('America/Los_Angeles');
    expect(formatDateTime('2026-12-31T23:30:00.000Z')).toBe('31 Dec 2026, 15:30');
  });

  it('shows nothing for no date or one that is not a date', () => {
    expect(formatShortDate(null)).toBe('');
    expect(formatShortDate('')).toBe('');
    expect(formatShortDate('not a date')).toBe('');
    expect(formatLongDate(undefined)).toBe('');
    expect(formatDateTime('31-12-2026')).toBe('');
  });
});

describe('the screens’ dates in the user’s language (issue 34)', () => {
  it('writes English (UK) as the spec does, also in the pseudo-locale and before any language is active', () => {
    expect(formatLocale('en-GB')).toBe('en-GB');
    expect(formatLocale('pseudo')).toBe('en-GB');
    expect(formatLocale('')).toBe('en-GB');
    inLanguage('pseudo');
    expect(formatShortDate('2026-12-10')).toBe('10-12-2026');
    expect(formatLongDate('2027-03-31')).toBe('Wednesday, 31 March 2027');
    expect(shortDateInputFormat()).toBe('DD-MM-YYYY');
    expect(formatDayMonth(4, 1)).toBe('1 April');
  });

  it.each(VIEWERS)('writes a calendar day in Polish, for a viewer in %s', (timeZone) => {
    inTimeZone(timeZone);
    inLanguage('pl');
    expect(formatLongDate('2027-03-31')).toBe('środa, 31 marca 2027');
    expect(formatShortDate('2026-12-10T00:00:00.000Z')).toBe('10.12.2026');
    expect(formatShortDate('2028-02-29')).toBe('29.02.2028');
    expect(formatShortDate('2026-12-31T23:30:00.000Z')).toBe('31.12.2026');
  });

  it.each(VIEWERS)('writes a calendar day in Spanish, for a viewer in %s', (timeZone) => {
    inTimeZone(timeZone);
    inLanguage('es');
    expect(formatLongDate('2027-03-31')).toBe('miércoles, 31 de marzo de 2027');
    expect(formatShortDate('2026-12-10T00:00:00.000Z')).toBe('10/12/2026');
    expect(formatShortDate('2028-02-29')).toBe('29/02/2028');
    expect(formatShortDate('2026-12-31T23:30:00.000Z')).toBe('31/12/2026');
  });

  it('writes a date and time in the viewer’s time zone, in Polish and Spanish', () => {
    inTimeZone('Europe/London');
    inLanguage('pl');
    expect(formatDateTime('2026-12-31T23:30:00.000Z')).toBe('31 gru 2026, 23:30');
    inTimeZone('Asia/Tokyo');
    expect(formatDateTime('2026-12-31T23:30:00.000Z')).toBe('1 sty 2027, 08:30');
    inLanguage('es');
    expect(formatDateTime('2026-12-31T23:30:00.000Z')).toBe('1 ene 2027, 08:30');
    inTimeZone('America/Los_Angeles');
    expect(formatDateTime('2026-12-31T23:30:00.000Z')).toBe('31 dic 2026, 15:30');
  });

  it('takes a locale named by the caller over the active one', () => {
    inLanguage('pl');
    expect(formatShortDate('2026-12-10', 'es')).toBe('10/12/2026');
    expect(formatShortDate('2026-12-10', 'en-GB')).toBe('10-12-2026');
    expect(formatLongDate('2027-03-31', 'en-GB')).toBe('Wednesday, 31 March 2027');
  });

  it('gives a date field the same short date, and an anniversary its words', () => {
    expect(shortDateInputFormat('en-GB')).toBe('DD-MM-YYYY');
    expect(shortDateInputFormat('pl')).toBe('DD.MM.YYYY');
    expect(shortDateInputFormat('es')).toBe('DD/MM/YYYY');
    expect(formatDayMonth(2, 29, 'en-GB')).toBe('29 February');
    expect(formatDayMonth(4, 1, 'pl')).toBe('1 kwietnia');
    expect(formatDayMonth(4, 1, 'es')).toBe('1 de abril');
    expect(formatDayMonth(13, 1)).toBe('');
    expect(formatDayMonth(4, 0)).toBe('');
  });

  it('writes a day with its short month as the server does in English, and in Polish and Spanish', () => {
    expect(formatMediumDate('2027-03-12')).toBe('12 Mar 2027');
    // The server's three letters, where Intl's en-GB writes 'Sept'.
    expect(formatMediumDate('2027-09-05')).toBe('5 Sep 2027');
    expect(formatMediumDate('2027-09-05', 'pl')).toBe('5 wrz 2027');
    expect(formatMediumDate('2027-09-05', 'es')).toBe('5 sept 2027');
    inLanguage('pseudo');
    expect(formatMediumDate('2026-12-10')).toBe('10 Dec 2026');
  });

  it('shows nothing for no date, in every language', () => {
    inLanguage('pl');
    expect(formatMediumDate(null)).toBe('');
    expect(formatShortDate(null)).toBe('');
    expect(formatLongDate('not a date')).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });
});
