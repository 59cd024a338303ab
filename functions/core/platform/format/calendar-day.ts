/**
 * Calendar days (yyyy-mm-dd) in the product's time zone. Deadlines and expiry dates are stored as calendar days;
 * the daily reminders compare them with "today" in Europe/London (GMT in winter, BST in summer), so a run at
 * 00:30 BST on 1 June is on 1 June, not on 31 May as UTC would say.
 */
const PRODUCT_TIME_ZONE = 'Europe/London';

/**
 * Built on first use: a formatter with a time zone loads ICU's zone data (≈ 20 ms), which a Lambda's init should
 * not pay for when the request never needs a London day.
 */
let dayFormatter: Intl.DateTimeFormat | undefined;

function londonDayFormatter(): Intl.DateTimeFormat {
  dayFormatter ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: PRODUCT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return dayFormatter;
}

/** The Europe/London calendar day of an instant (a Date, epoch ms or an ISO time). */
export function londonDay(instant: Date | number | string): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) throw new Error(`Invalid instant: ${String(instant)}`);
  // en-CA formats as yyyy-mm-dd.
  return londonDayFormatter().format(date);
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `day` moved by whole calendar days (negative goes back); pure date arithmetic, no time zone involved. */
export function addDays(day: string, days: number): string {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new Error(`Invalid calendar day: ${day}`);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days));
  return date.toISOString().slice(0, 10);
}

/** Whether a string is a yyyy-mm-dd calendar day. */
export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  return addDays(value, 0) === value;
}
