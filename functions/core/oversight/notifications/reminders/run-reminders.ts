import { USER_COURSE_STATE } from '@skillway/shared';
import type { TEnrolmentItem } from '../../../platform/db/entities/enrolment';
import type { TCompanyItem } from '../../../platform/db/types';
import { londonDay } from '../../../platform/format/calendar-day';
import { lastActivityAt } from '../../../delivery/enrolment/reminder-index';
import { ensureReminderIndex } from '../../../delivery/enrolment/reminder-index-backfill';
import { formatDay } from '../../../platform/format/format-day';
import type { TLog } from '../../../platform/http/logger';
import { listExternalTrainingExpiringOn } from '../../../learner/external-training/external-training-repository';
import { deliverNotification, type TDeliveryResult } from '../delivery/deliver-notification';
import {
  companyReminderSettings,
  enrolmentsOnDay,
  forEachReminderCompany,
  type TCompanyReminderSettings,
} from './reminder-reads';
import {
  REMINDER_INDEX,
  REMINDER_KINDS,
  REMINDER_TYPE,
  reminderDedupeKey,
  reminderQueries,
  type TReminderKind,
  type TReminderQuery,
} from './reminder-plan';

/** How long a run waits after backfilling a company's index keys before it queries them. */
const INDEX_SETTLE_MS = 1_000;

/** Companies worked on at once. */
const COMPANY_CONCURRENCY = 4;

export interface TReminderRunOptions {
  /** The run's clock: its Europe/London calendar day is "today". */
  now: Date;
  log: TLog;
  /** Only these companies (tests and a local run for one company); every company otherwise. */
  companyIds?: readonly string[];
}

export interface TReminderRunSummary {
  /** The Europe/London day the run was for. */
  day: string;
  companies: number;
  /** Per reminder: items found due, reminders delivered (new in-app or email this run), and skipped ones. */
  reminders: Record<TReminderKind, { due: number; delivered: number; skipped: number }>;
  failed: number;
}

/** One reminder to deliver: who, about what, and its due day. */
interface TDueReminder {
  kind: TReminderKind;
  userId: string;
  courseId?: string;
  /** The course id, or the external training record id. */
  itemId: string;
  dueDay: string;
  vars: Record<string, string>;
}

/**
 * The daily reminders (deadline_before, missed_deadline, idle_after, external_deadline_before) for the Europe/London
 * day of `now`. Bounded: it walks the companies (the platform index, a page at a time), and per company reads its
 * settings and course overrides (one Query) and then only the index entries keyed by the days due today: one Query
 * per reminder and day count in use (the company's, and each overriding course's own), never a walk over enrolments.
 * Each reminder is delivered with the key (type, user, course or record, due day), so a rerun, a retry or an overlap
 * sends nothing twice. A delivery that fails is logged and the run goes on; the run then throws so the platform
 * retries it (the delivered ones are skipped by their keys).
 */
export async function runReminders(options: TReminderRunOptions): Promise<TReminderRunSummary> {
  const today = londonDay(options.now);
  const summary: TReminderRunSummary = {
    day: today,
    companies: 0,
    reminders: Object.fromEntries(
      REMINDER_KINDS.map((kind) => [kind, { due: 0, delivered: 0, skipped: 0 }]),
    ) as TReminderRunSummary['reminders'],
    failed: 0,
  };
  await forEachReminderCompany(options.companyIds, COMPANY_CONCURRENCY, (company) =>
    runCompany(company, today, options, summary),
  );
  options.log.info('reminders run', { ...summary });
  if (summary.failed > 0)
    throw new Error(`${summary.failed} reminder(s) failed to deliver on ${today}; the run will be retried`);
  return summary;
}

async function runCompany(
  company: TCompanyItem,
  today: string,
  options: TReminderRunOptions,
  summary: TReminderRunSummary,
) {
  summary.companies += 1;
  const companyId = company.company_id;
  // Once per company: enrolments older than the index get their keys (later runs: one GetItem).
  const backfilled = await ensureReminderIndex(companyId);
  if (backfilled > 0) {
    options.log.info('reminder index backfilled', { company_id: companyId, enrolments: backfilled });
    // The indexes are eventually consistent: give the new keys a moment before reading them.
    await new Promise((resolve) => setTimeout(resolve, INDEX_SETTLE_MS));
  }
  const due = await dueReminders(companyId, today, await companyReminderSettings(companyId));
  for (const reminder of due) {
    summary.reminders[reminder.kind].due += 1;
    try {
      const result = await deliverNotification({
        companyId,
        type: REMINDER_TYPE[reminder.kind],
        userId: reminder.userId,
        ...(reminder.courseId ? { courseId: reminder.courseId } : {}),
        vars: reminder.vars,
        dedupeKey: reminderDedupeKey(reminder.kind, reminder.userId, reminder.itemId, reminder.dueDay),
      });
      if (delivered(result)) summary.reminders[reminder.kind].delivered += 1;
      else summary.reminders[reminder.kind].skipped += 1;
    } catch (error) {
      summary.failed += 1;
      options.log.error('reminder not delivered', {
        error,
        company_id: companyId,
        kind: reminder.kind,
        item: reminder.itemId,
      });
    }
  }
}

function delivered(result: TDeliveryResult): boolean {
  return result.inApp.length > 0 || result.emailed.length > 0;
}

/**
 * The reminders due today in one company. The company's settings give the day each reminder reads for courses
 * without an override; each overriding course is read on its own days (its own prefix in the same index), and its
 * entries are dropped from the company-wide reads.
 */
async function dueReminders(
  companyId: string,
  today: string,
  settings: TCompanyReminderSettings,
): Promise<TDueReminder[]> {
  const reads: Array<{ query: TReminderQuery; courseId?: string }> = [
    ...reminderQueries(today, settings.company, 'company').map((query) => ({ query })),
    ...[...settings.courses].flatMap(([courseId, course]) =>
      reminderQueries(today, course, 'course').map((query) => ({ query, courseId })),
    ),
  ];
  const due: TDueReminder[] = [];
  for (const { query, courseId } of reads) {
    const index = REMINDER_INDEX[query.kind];
    if (index === 'external') {
      for (const record of await listExternalTrainingExpiringOn(companyId, query.day)) {
        if (record.deadline !== query.day) continue;
        due.push({
          kind: query.kind,
          userId: record.user_id,
          itemId: record.training_id,
          dueDay: query.day,
          vars: { course_name: record.name, deadline: formatDay(query.day) ?? query.day, days: String(query.days) },
        });
      }
      continue;
    }
    for (const enrolment of await enrolmentsOnDay(companyId, index, query.day, courseId)) {
      // Company-wide reads leave overridden courses to their own reads; the index may lag a write, so the item
      // itself must still be due.
      if (!courseId && settings.courses.has(enrolment.target_id)) continue;
      if (!stillDue(enrolment, query, index)) continue;
      due.push({
        kind: query.kind,
        userId: enrolment.user_id,
        courseId: enrolment.target_id,
        itemId: enrolment.target_id,
        dueDay: query.kind === 'idle_after' ? today : query.day,
        vars: {
          deadline: formatDay(enrolment.deadline) ?? '',
          days: String(query.days),
        },
      });
    }
  }
  return due;
}

function stillDue(enrolment: TEnrolmentItem, query: TReminderQuery, index: 'deadline' | 'activity'): boolean {
  if (enrolment.target_type !== 'course' || enrolment.state === USER_COURSE_STATE.COMPLETE) return false;
  if (index === 'deadline') return enrolment.deadline === query.day;
  return londonDay(lastActivityAt(enrolment)) === query.day;
}
