import { MONTH_NAMES } from '@skillway/shared';
import { DEFAULT_LANGUAGE, type TLanguage } from '@skillway/shared/constants/languages';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const longDayFormats = new Map<TLanguage, Intl.DateTimeFormat>();

function longDayFormat(language: TLanguage): Intl.DateTimeFormat {
  let format = longDayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    longDayFormats.set(language, format);
  }
  return format;
}

/**
 * The learner screens' long weekday date ('Monday, 3 March 2025'), of the UTC day: the same on every server. In
 * another language (the certificate's, issue 34) the language's own long date ('poniedziałek, 3 marca 2025',
 * 'lunes, 3 de marzo de 2025'); English keeps the spec's form whatever the runtime's ICU data says.
 */
export function formatLongDay(iso: string, language: TLanguage = DEFAULT_LANGUAGE): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (language !== DEFAULT_LANGUAGE) return longDayFormat(language).format(date);
  return `${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
