import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDate, formatShortDate } from './format-date';

/** The viewer's time zone for one test: Node applies a TZ set at run time to Date and Intl at once. */
const processTimeZone = process.env.TZ;
function inTimeZone(timeZone: string) {
  process.env.TZ = timeZone;
}
afterEach(() => {
  if (processTimeZone === undefined) delete process.env.TZ;
  else process.env.TZ = processTimeZone;
});

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
