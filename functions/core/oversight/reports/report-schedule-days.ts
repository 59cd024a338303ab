import { addDays } from '../../platform/format/calendar-day';

/** When a scheduled report is sent: a weekday (ISO, Monday = 1) every week, or a day (1–28) every month. */
export type TScheduleRule = { frequency: 'weekly'; weekday: number } | { frequency: 'monthly'; day: number };

/** ISO weekday (Monday = 1 … Sunday = 7) of a yyyy-mm-dd day. */
function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The first day on or after `from` (yyyy-mm-dd) that the rule sends on. */
export function nextScheduledDay(rule: TScheduleRule, from: string): string {
  if (rule.frequency === 'weekly') return addDays(from, (rule.weekday - isoWeekday(from) + 7) % 7);
  const [year, month, dayOfMonth] = from.split('-').map(Number) as [number, number, number];
  // Days 1–28 exist in every month, so this month's or the next month's is the one.
  const monthIndex = dayOfMonth <= rule.day ? month - 1 : month;
  return new Date(Date.UTC(year, monthIndex, rule.day)).toISOString().slice(0, 10);
}
