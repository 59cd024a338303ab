import { formatShortDate } from './format-date';

/** A day the server wrote as the spec's screens show it: dd-mm-yyyy, or dd-mm-yyyy HH:mm (a test attempt's, UTC). */
const SERVER_DAY = /^(\d{2})-(\d{2})-(\d{4})( \d{2}:\d{2})?$/;

/**
 * A day the server sends already written as dd-mm-yyyy (the user-course rows, course history, transactions), shown
 * as formatShortDate shows a day: the same dd-mm-yyyy in English, the language's own numeric date otherwise
 * (14.03.2026, 14/03/2026). It is read as the calendar day it names, never through the viewer's time zone. Anything
 * else the server sent (a word, another form) is shown as it came.
 *
 * Not in format-date.ts: that module ships in the learner's first visit (My Courses' shared chunk), which must not
 * grow; these screens load this one with their own chunks.
 */
export function formatServerDay(value: string | null | undefined, locale?: string): string {
  if (!value) return '';
  const match = SERVER_DAY.exec(value.trim());
  if (!match) return value;
  const [, dd, mm, yyyy, time = ''] = match;
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  // 31-02-2026 is no day: shown as sent rather than as 3 March.
  if (date.getUTCDate() !== Number(dd) || date.getUTCMonth() !== Number(mm) - 1) return value;
  // The time of day is written the same in the three languages (24-hour, as the server sent it).
  return `${formatShortDate(date.toISOString(), locale)}${time}`;
}
