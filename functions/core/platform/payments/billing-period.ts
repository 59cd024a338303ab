/** A subscription's billing interval, as Stripe's prices name it. */
export type TBillingInterval = 'month' | 'year';

/** The last day (28–31) of a month (0-based) of a year, by the UTC calendar. */
function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/**
 * The end of a billing period that starts at `start`: one month (or year) later at the same UTC time, on the
 * billing anchor's day (the start's own day unless given), or on the month's last day when the month is shorter, as
 * Stripe bills: a subscription anchored on 31 January renews on 28 (29) February, then on 31 March; one anchored
 * on 29 February renews on 28 February of the next year. Plain month arithmetic (setUTCMonth) would give 3 March
 * and 1 March.
 */
export function addBillingInterval(start: Date, interval: TBillingInterval, anchorDay = start.getUTCDate()): Date {
  const months = start.getUTCMonth() + (interval === 'year' ? 12 : 1);
  const year = start.getUTCFullYear() + Math.floor(months / 12);
  const month = months % 12;
  const day = Math.min(anchorDay, lastDayOfMonth(year, month));
  return new Date(
    Date.UTC(
      year,
      month,
      day,
      start.getUTCHours(),
      start.getUTCMinutes(),
      start.getUTCSeconds(),
      start.getUTCMilliseconds(),
    ),
  );
}

/**
 * The day of the month a subscription renews on, from one of its periods: the end's day, unless the end was moved
 * to a short month's last day, when the start (a full month) still has the anchor (31 January to 28 February: 31).
 */
export function billingAnchorDay(periodStart: Date, periodEnd: Date): number {
  const endDay = periodEnd.getUTCDate();
  const endIsLastDay = endDay === lastDayOfMonth(periodEnd.getUTCFullYear(), periodEnd.getUTCMonth());
  return endIsLastDay ? Math.max(endDay, periodStart.getUTCDate()) : endDay;
}

/**
 * The end of the period after the current one (`periodStart` to `periodEnd`, the next payment): one interval after
 * `periodEnd` on the subscription's anchor day. Without the current period's start, the end's own day is the anchor.
 */
export function nextPeriodEnd(periodEnd: Date, periodStart: Date | undefined, interval: TBillingInterval): Date {
  const anchorDay = periodStart ? billingAnchorDay(periodStart, periodEnd) : periodEnd.getUTCDate();
  return addBillingInterval(periodEnd, interval, anchorDay);
}
