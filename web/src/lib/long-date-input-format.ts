import type { TLanguage } from '@skillway/shared/constants/languages';
import { formatLocale } from './format-date';

/** formatLongDate's form (weekday, day, month's name, year) as a date field's `valueFormat` (dayjs tokens). */
const LONG_DATE_INPUT: Record<TLanguage, string> = {
  'en-GB': 'dddd, D MMMM YYYY',
  // dayjs's Polish locale writes the month's genitive after D: poniedziałek, 3 marca 2025.
  pl: 'dddd, D MMMM YYYY',
  es: 'dddd, D [de] MMMM [de] YYYY',
};

/**
 * A date field's long `valueFormat`, shown with the field's dayjs locale (LocalizedDates): Monday, 3 March 2025
 * (poniedziałek, 3 marca 2025; lunes, 3 de marzo de 2025). Beside format-date.ts rather than in it, which ships in
 * the learner's first visit.
 */
export function longDateInputFormat(locale?: string): string {
  return LONG_DATE_INPUT[formatLocale(locale)];
}
