import { afterEach, describe, expect, it } from 'vitest';
import { formatDuration as sharedFormatDuration } from '@skillway/shared/rules/duration';
import { activateLocale } from '../i18n/language';
import { formatDuration } from './format-duration';

afterEach(() => activateLocale('en-GB'));

const MINUTES = [0, 1, 2, 5, 35, 59, 60, 61, 90, 120, 125, 600, 6001];

describe('a course’s duration in the user’s language (issue 34)', () => {
  it.each(MINUTES)('is the shared English for %i minutes', (minutes) => {
    expect(formatDuration(minutes)).toBe(sharedFormatDuration(minutes));
  });

  it('reads in Polish with its plural forms', async () => {
    await activateLocale('pl');
    expect(formatDuration(1)).toBe('1 minuta');
    expect(formatDuration(3)).toBe('3 minuty');
    expect(formatDuration(5)).toBe('5 minut');
    expect(formatDuration(22)).toBe('22 minuty');
    expect(formatDuration(35)).toBe('35 minut');
    expect(formatDuration(120)).toBe('2 godz.');
    expect(formatDuration(90)).toBe('1 godz. 30 min');
  });

  it('reads in Spanish', async () => {
    await activateLocale('es');
    expect(formatDuration(1)).toBe('1 minuto');
    expect(formatDuration(35)).toBe('35 minutos');
    expect(formatDuration(120)).toBe('2 h');
    expect(formatDuration(125)).toBe('2 h 5 min');
  });
});
