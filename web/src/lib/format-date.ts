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

/** The learner screens' "long weekday date": Monday, 3 March 2025 (the UTC day). */
export function formatLongDate(value: string | number | Date | null | undefined): string {
  const date = dateOf(value);
  if (!date) return '';
  return date.toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Date and time for lists such as notifications: a moment, so in the viewer's time zone. */
export function formatDateTime(value: string | null | undefined): string {
  const date = dateOf(value);
  if (!date) return '';
  return date.toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** The admin screens' dd-mm-yyyy (spec section 9) of the UTC day. */
export function formatShortDate(value: string | null | undefined): string {
  const date = dateOf(value);
  if (!date) return '';
  const dd = String(date.getUTCDate()).padStart(2, '0');
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}-${mm}-${date.getUTCFullYear()}`;
}
