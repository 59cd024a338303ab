import { NOTIFICATION_TYPE, type TNotificationType } from '@skillway/shared';
import { addDays } from '../../../platform/format/calendar-day';
import type { TEffectiveNotificationSettings } from '../settings/effective-settings';

/** The four daily reminders, by the name of their day count or switch. */
export const REMINDER_KINDS = ['deadline_before', 'missed_deadline', 'idle_after', 'external_deadline_before'] as const;
export type TReminderKind = (typeof REMINDER_KINDS)[number];

export const REMINDER_TYPE: Record<TReminderKind, TNotificationType> = {
  deadline_before: NOTIFICATION_TYPE.DEADLINE_BEFORE,
  missed_deadline: NOTIFICATION_TYPE.MISSED_DEADLINE,
  idle_after: NOTIFICATION_TYPE.IDLE_AFTER,
  external_deadline_before: NOTIFICATION_TYPE.EXTERNAL_DEADLINE_BEFORE,
};

/** Which index a reminder reads: enrolments by deadline day, by last activity day, or external training by expiry. */
export type TReminderIndex = 'deadline' | 'activity' | 'external';

export const REMINDER_INDEX: Record<TReminderKind, TReminderIndex> = {
  deadline_before: 'deadline',
  missed_deadline: 'deadline',
  idle_after: 'activity',
  external_deadline_before: 'external',
};

/** One bounded read of a run: the items of one index on one day (optionally of one course). */
export interface TReminderQuery {
  kind: TReminderKind;
  /** The indexed day to read (yyyy-mm-dd). */
  day: string;
  /** The day count it came from (the template's {days}); 0 for the missed deadline. */
  days: number;
}

/** Whether a day count turns its reminder on (a whole number of at least 1; see deliverNotification's rule). */
function dayCountOn(days: number | undefined): days is number {
  return typeof days === 'number' && Number.isInteger(days) && days >= 1;
}

/**
 * The indexed day each reminder reads today under one set of settings (Europe/London calendar days):
 * deadline_before reads deadlines N days ahead, missed_deadline yesterday's deadlines (the day after the deadline),
 * idle_after enrolments last active N days ago, external_deadline_before records expiring N days ahead.
 * A reminder that is off reads nothing. `external` is company-wide only (no course override applies to it).
 */
export function reminderQueries(
  today: string,
  settings: Pick<TEffectiveNotificationSettings, 'switches' | 'days'>,
  scope: 'company' | 'course',
): TReminderQuery[] {
  const queries: TReminderQuery[] = [];
  const { deadline_before: before, idle_after: idle, external_deadline_before: external } = settings.days;
  if (dayCountOn(before)) queries.push({ kind: 'deadline_before', day: addDays(today, before), days: before });
  if (settings.switches.missed_deadline) queries.push({ kind: 'missed_deadline', day: addDays(today, -1), days: 0 });
  if (dayCountOn(idle)) queries.push({ kind: 'idle_after', day: addDays(today, -idle), days: idle });
  if (scope === 'company' && dayCountOn(external))
    queries.push({ kind: 'external_deadline_before', day: addDays(today, external), days: external });
  return queries;
}

/**
 * The idempotency key of one reminder: (type, user, course or record, due day). The due day is the deadline for the
 * deadline reminders and the expiry for external training, and the day the learner became idle for idle_after, so a
 * rerun, a retry or an overlapping run the same day (or a later run for the same due day) sends nothing twice.
 */
export function reminderDedupeKey(kind: TReminderKind, userId: string, itemId: string, dueDay: string): string {
  return `${REMINDER_TYPE[kind]}#${userId}#${itemId}#${dueDay}`;
}
