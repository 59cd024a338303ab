import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { activateTestSourceLocale } from '../test/i18n-wrapper';
import { formatServerDay } from './format-server-day';
import { longDateInputFormat } from './long-date-input-format';

const processTimeZone = process.env.TZ;
afterEach(() => {
  if (processTimeZone === undefined) delete process.env.TZ;
  else process.env.TZ = processTimeZone;
  activateTestSourceLocale();
});

/** The active language for one test (no catalogue: dates take only the locale). */
function inLanguage(locale: string) {
  i18n.loadAndActivate({ locale, messages: {} });
}

describe('days the server wrote as dd-mm-yyyy, in the user’s language (issue 34)', () => {
  it('writes them as they came in English, and in Polish and Spanish their own way, in every time zone', () => {
    // From UTC-10 to UTC+14: the calendar day it names, never moved by the viewer's offset.
    for (const viewer of ['Pacific/Honolulu', 'America/Los_Angeles', 'UTC', 'Asia/Tokyo', 'Pacific/Kiritimati']) {
      process.env.TZ = viewer;
      inLanguage('en-GB');
      expect(formatServerDay('05-12-2026')).toBe('05-12-2026');
      inLanguage('pl');
      expect(formatServerDay('05-12-2026')).toBe('05.12.2026');
      inLanguage('es');
      expect(formatServerDay('05-12-2026')).toBe('05/12/2026');
    }
    inLanguage('pseudo');
    expect(formatServerDay('31-01-2027')).toBe('31-01-2027');
    expect(formatServerDay('31-01-2027', 'pl')).toBe('31.01.2027');
  });

  it('shows anything else as it came, and nothing for nothing', () => {
    inLanguage('pl');
    expect(formatServerDay('31-02-2026')).toBe('31-02-2026');
    expect(formatServerDay('N/A')).toBe('N/A');
    // A test attempt's day and time (UTC): the day the language's way, the time as sent.
    expect(formatServerDay('05-12-2026 10:30')).toBe('05.12.2026 10:30');
    expect(formatServerDay('05-12-2026 10:30', 'en-GB')).toBe('05-12-2026 10:30');
    expect(formatServerDay('05-12-2026 10:3')).toBe('05-12-2026 10:3');
    expect(formatServerDay(null)).toBe('');
    expect(formatServerDay(undefined)).toBe('');
  });

  it('gives a date field the long date in dayjs tokens, with Spanish words between', () => {
    expect(longDateInputFormat('en-GB')).toBe('dddd, D MMMM YYYY');
    expect(longDateInputFormat('pseudo')).toBe('dddd, D MMMM YYYY');
    expect(longDateInputFormat('pl')).toBe('dddd, D MMMM YYYY');
    expect(longDateInputFormat('es')).toBe('dddd, D [de] MMMM [de] YYYY');
  });
});
