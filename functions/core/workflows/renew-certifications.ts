import { formatDay } from '../platform/format/format-day';
import { londonDay } from '../platform/format/calendar-day';
import type { TLog } from '../platform/http/logger';
import { AppError } from '../platform/http/app-error';
import type { TCompanyItem, TCourseItem, TUserItem } from '../platform/db/types';
import type { TEnrolmentItem } from '../platform/db/entities/enrolment';
import { findUser } from '../people/users/user-repository';
import { courseHasTest } from '../content/courses/course-progress-view';
import { getTests, listCompanyCourses } from '../content/courses/course-repository';
import { expires } from '../content/courses/recertification-settings';
import { enrolmentsExpiringBetween } from '../delivery/enrolment/expiry-index-reads';
import { changeEnrolments } from '../delivery/enrolment/change-enrolments';
import { getEnrolments } from '../delivery/enrolment/enrolment-repository';
import { courseTarget } from '../delivery/enrolment/enrolment-targets';
import {
  deliverCauseOnce,
  newDeliveryBatch,
  type TDeliveryBatch,
  type TDeliveryResult,
} from '../oversight/notifications/delivery/deliver-notification';
import { forEachLimited } from '../oversight/notifications/reminders/for-each-limited';
import { companyReminderSettings, forEachReminderCompany } from '../oversight/notifications/reminders/reminder-reads';
import type { TEffectiveNotificationSettings } from '../oversight/notifications/settings/effective-settings';
import { announceCertificateExpired } from '../learner/xapi/own-learning/certificate-expiry';
import { archiveOne } from './archive-course-progress';
import {
  CERTIFICATE_NOTICE_KINDS,
  CERTIFICATE_NOTICE_TYPE,
  certificateNoticeKey,
  expiryNotices,
  expiryReadRange,
  awaitsItsCertificate,
  isRenewalDue,
  isRenewalOpen,
  renewalDeadline,
  renewalSources,
  type TCertificateNoticeKind,
  type TRenewalCourse,
} from './renew-certifications-plan';

/** Who a renewal's Course History entry says archived the run. */
export const RENEWAL_ARCHIVED_BY = 'renew-certifications';

/** Companies worked on at once, and enrolments at once within one. */
const COMPANY_CONCURRENCY = 4;
const ENROLMENT_CONCURRENCY = 8;

export interface TRenewalRunOptions {
  /** The run's clock: its Europe/London calendar day is "today". */
  now: Date;
  log: TLog;
  /** Only these companies (tests and a local run for one company); every company otherwise. */
  companyIds?: readonly string[];
}

export interface TRenewalRunSummary {
  /** The Europe/London day the run was for. */
  day: string;
  companies: number;
  /** Enrolments whose renewal window had opened without a renewal: renewed by this run, or skipped (archived or
   * deleted user, renewed meanwhile by an overlapping run, or its run's certificate not made yet). */
  renewals: { due: number; renewed: number; skipped: number };
  /** Per notice: due, delivered (new in-app or email this run), skipped (switched off, delivered before, …). */
  notices: Record<TCertificateNoticeKind, { due: number; delivered: number; skipped: number }>;
  failed: number;
}

/** A course whose certificates expire, as the run reads it. */
interface TCertificationCourse extends TRenewalCourse {
  course: TCourseItem;
}

/** One company's run: its courses, settings and reads shared by its enrolments. */
interface TCompanyRun {
  companyId: string;
  today: string;
  at: string;
  courses: Map<string, TCertificationCourse>;
  /** Every course of the company by id (a renewal course need not expire itself). */
  allCourses: Map<string, TCourseItem>;
  settings: { company: TEffectiveNotificationSettings; courses: Map<string, TEffectiveNotificationSettings> };
  batch: TDeliveryBatch;
  users: Map<string, Promise<TUserItem | undefined>>;
  tests: Map<string, Promise<boolean>>;
  options: TRenewalRunOptions;
  summary: TRenewalRunSummary;
}

/**
 * The daily recertification run for the Europe/London day of `now` (events/schedules/renew-certifications, before
 * the reminders). Per company (the platform index, a page at a time; locked-out companies left out): its courses
 * (one Query) say which certificates expire and each course's renewal window and deadline; its notification settings
 * and course overrides (one Query) the expiry reminders' days; then one Query of the expiry index (gsi4) over the
 * days that matter (CATCH_UP_DAYS back to the furthest window or reminder ahead), never a Scan or a walk over the
 * enrolments. For each enrolment found on a course whose certificates expire:
 * - its renewal, once its window has opened: in ONE conditional write (the archive's: version-conditioned, with the
 *   run's Course History snapshot) the run is archived, `renewal_for` = the expiry and every source's deadline = the
 *   renewal's deadline (so the enrolment's, and its reminder index keys); skipped for an archived user. A rerun, a
 *   retry or an overlapping run finds `renewal_for` set and writes nothing;
 * - the renewal enrolled notice (13) while that renewal is open, the expiring reminders (11) on their days and the
 *   expired notice (12), each keyed by (type, user, course, expiry day) and marked once delivered in full;
 * - the first time the expired notice is handled (sent, or switched off), the certificate's expiry for the company's
 *   LRS (learning.recorded: issue 35).
 * A failure is logged and the run goes on; the run then throws so the platform retries it (what was done is skipped).
 */
export async function runRenewals(options: TRenewalRunOptions): Promise<TRenewalRunSummary> {
  const today = londonDay(options.now);
  const summary: TRenewalRunSummary = {
    day: today,
    companies: 0,
    renewals: { due: 0, renewed: 0, skipped: 0 },
    notices: Object.fromEntries(
      CERTIFICATE_NOTICE_KINDS.map((kind) => [kind, { due: 0, delivered: 0, skipped: 0 }]),
    ) as TRenewalRunSummary['notices'],
    failed: 0,
  };
  await forEachReminderCompany(options.companyIds, COMPANY_CONCURRENCY, async (company) => {
    try {
      await runCompany(company, today, options, summary);
    } catch (error) {
      summary.failed += 1;
      options.log.error('certification renewals not run', { error, company_id: company.company_id });
    }
  });
  options.log.info('certification renewals run', { ...summary });
  if (summary.failed > 0)
    throw new Error(
      `${summary.failed} certification renewal(s) or notice(s) failed on ${today}; the run will be retried`,
    );
  return summary;
}

/** The company's courses whose certificates expire, with their window and the renewal's days after the expiry. */
function certificationCourses(courses: readonly TCourseItem[]): Map<string, TCertificationCourse> {
  const found = new Map<string, TCertificationCourse>();
  for (const course of courses) {
    const settings = course.recertification;
    if (!settings || !expires(settings)) continue;
    found.set(course.course_id, {
      course,
      windowDays: settings.window_days,
      deadlineDaysAfter: settings.deadline_days_after,
    });
  }
  return found;
}

async function runCompany(
  company: TCompanyItem,
  today: string,
  options: TRenewalRunOptions,
  summary: TRenewalRunSummary,
) {
  summary.companies += 1;
  const companyId = company.company_id;
  const companyCourses = await listCompanyCourses(companyId);
  const courses = certificationCourses(companyCourses);
  // A company without a course whose certificates expire has nothing to renew or remind: no more reads.
  if (courses.size === 0) return;
  const settings = await companyReminderSettings(companyId);
  const settingsInUse = [settings.company, ...[...courses.keys()].flatMap((id) => settings.courses.get(id) ?? [])];
  const range = expiryReadRange(today, courses.values(), settingsInUse);
  if (!range) return;
  const run: TCompanyRun = {
    companyId,
    today,
    at: options.now.toISOString(),
    courses,
    allCourses: new Map(companyCourses.map((item) => [item.course_id, item])),
    settings,
    batch: newDeliveryBatch(),
    users: new Map(),
    tests: new Map(),
    options,
    summary,
  };
  const found = await enrolmentsExpiringBetween(companyId, range.from, range.to);
  // A course without expiring certificates (never set, or set to never since) is left untouched.
  const enrolments = found.filter((item) => item.target_type === 'course' && courses.has(item.target_id));
  await forEachLimited(enrolments, ENROLMENT_CONCURRENCY, async (enrolment) => {
    try {
      await runEnrolment(run, enrolment);
    } catch (error) {
      summary.failed += 1;
      options.log.error('certification renewal failed', {
        error,
        company_id: companyId,
        course_id: enrolment.target_id,
        user_id: enrolment.user_id,
      });
    }
  });
}

function userOf(run: TCompanyRun, userId: string): Promise<TUserItem | undefined> {
  let found = run.users.get(userId);
  if (!found) {
    found = findUser(run.companyId, userId);
    run.users.set(userId, found);
  }
  return found;
}

function courseHasTestOf(run: TCompanyRun, courseId: string): Promise<boolean> {
  let found = run.tests.get(courseId);
  if (!found) {
    found = getTests(run.companyId, [courseId]).then((tests) => courseHasTest(tests.get(courseId)));
    run.tests.set(courseId, found);
  }
  return found;
}

async function runEnrolment(run: TCompanyRun, found: TEnrolmentItem): Promise<void> {
  const course = run.courses.get(found.target_id);
  if (!course) return;
  let enrolment = found;
  if (isRenewalDue(enrolment, course, run.today)) {
    run.summary.renewals.due += 1;
    const renewed = await renew(run, enrolment, course);
    if (renewed) {
      run.summary.renewals.renewed += 1;
      enrolment = renewed;
    } else run.summary.renewals.skipped += 1;
  }
  const expiresOn = enrolment.expires_on;
  if (!expiresOn) return;
  const deadline = formatDay(renewalDeadline({ ...enrolment, expires_on: expiresOn }, course)) ?? '';
  // The renewal's notice while it is open (a retry delivers what a failed run did not; the mark stops the rest).
  if (isRenewalOpen(enrolment)) {
    await enrolOnRenewalCourse(run, enrolment, course);
    await notify(run, 'renewal_enrolled', enrolment, expiresOn, { deadline });
  }
  const settings = run.settings.courses.get(enrolment.target_id) ?? run.settings.company;
  for (const notice of expiryNotices(expiresOn, run.today, settings)) {
    const days = notice.kind === 'certificate_expiring' ? notice.days : undefined;
    const result = await notify(run, notice.kind, enrolment, expiresOn, { deadline, days: String(notice.days) }, days);
    // The expiry for the company's LRS (issue 35), told with its notice: once, as the notice's mark makes a later
    // day's run (or a rerun) skip it; the statement's UUIDv5 id stores it once whatever is told twice.
    if (
      notice.kind === 'certificate_expired' &&
      result.skipped !== 'delivered-before' &&
      result.skipped !== 'user-missing'
    )
      await announceCertificateExpired(enrolment, run.options.log);
  }
}

/**
 * A course with a shorter renewal course: while the renewal is open the learner is also enrolled on that course
 * (their own enrolment, due on the renewal's deadline), whose completion completes this course's renewal
 * (complete-renewal.ts). Adding the same source with the same deadline writes nothing, so each day's run may ask.
 */
async function enrolOnRenewalCourse(run: TCompanyRun, enrolment: TEnrolmentItem, course: TCertificationCourse) {
  const renewalCourseId = course.course.recertification?.renewal_course_id;
  if (!renewalCourseId || !run.allCourses.has(renewalCourseId) || !enrolment.renewal_due) return;
  // A completion of the renewal course from an earlier cycle (before this certificate was earned) is archived first,
  // so completing it again renews; one after it is this renewal's, which complete-renewal is finishing.
  const [earlier] = (
    await getEnrolments(run.companyId, [{ userId: enrolment.user_id, target: courseTarget(renewalCourseId) }])
  ).values();
  const stale = earlier?.completed_at && enrolment.certified_at && earlier.completed_at <= enrolment.certified_at;
  if (stale) {
    await archiveOne(run.companyId, renewalCourseId, enrolment.user_id, {
      by: RENEWAL_ARCHIVED_BY,
      hasTest: await courseHasTestOf(run, renewalCourseId),
      at: run.at,
    });
  }
  await changeEnrolments(run.companyId, [
    {
      userId: enrolment.user_id,
      target: courseTarget(renewalCourseId),
      change: { op: 'add', source: 'individual', deadline: enrolment.renewal_due },
    },
  ]);
}

/**
 * Opens one enrolment's renewal (see runRenewals): decided again on the enrolment as read consistently, so only
 * one of two overlapping runs writes. The enrolment as renewed, or undefined when nothing was written (an archived
 * or deleted user, renewed meanwhile, unenrolled meanwhile).
 */
async function renew(
  run: TCompanyRun,
  enrolment: TEnrolmentItem,
  course: TCertificationCourse,
): Promise<TEnrolmentItem | undefined> {
  const user = await userOf(run, enrolment.user_id);
  if (!user || user.is_archived === 1) return undefined;
  const hasTest = await courseHasTestOf(run, enrolment.target_id);
  try {
    const outcome = await archiveOne(run.companyId, enrolment.target_id, enrolment.user_id, {
      by: RENEWAL_ARCHIVED_BY,
      hasTest,
      at: run.at,
      also: (current) => {
        if (!current.expires_on || !isRenewalDue(current, course, run.today)) return null;
        if (awaitsItsCertificate(current, hasTest)) {
          run.options.log.info('renewal waits for the certificate of the run it archives', {
            company_id: run.companyId,
            course_id: current.target_id,
            user_id: current.user_id,
          });
          return null;
        }
        const deadline = renewalDeadline({ ...current, expires_on: current.expires_on }, course);
        return {
          renewal_for: current.expires_on,
          renewal_due: deadline,
          deadline,
          sources: renewalSources(current.sources, deadline),
        };
      },
    });
    return outcome.written ? outcome.enrolment : undefined;
  } catch (error) {
    // Unenrolled since the index was read: nothing to renew.
    if (error instanceof AppError && error.code === 'NOT_FOUND') return undefined;
    throw error;
  }
}

async function notify(
  run: TCompanyRun,
  kind: TCertificateNoticeKind,
  enrolment: TEnrolmentItem,
  expiresOn: string,
  vars: { days?: string; deadline: string },
  days?: number,
): Promise<TDeliveryResult> {
  const counts = run.summary.notices[kind];
  counts.due += 1;
  const result = await deliverCauseOnce(
    {
      companyId: run.companyId,
      type: CERTIFICATE_NOTICE_TYPE[kind],
      userId: enrolment.user_id,
      courseId: enrolment.target_id,
      vars: { ...vars, expiry_date: formatDay(expiresOn) ?? expiresOn },
      dedupeKey: certificateNoticeKey(kind, enrolment.user_id, enrolment.target_id, expiresOn, days),
    },
    run.batch,
  );
  if (delivered(result)) counts.delivered += 1;
  else counts.skipped += 1;
  return result;
}

function delivered(result: TDeliveryResult): boolean {
  return result.inApp.length > 0 || result.emailed.length > 0;
}
