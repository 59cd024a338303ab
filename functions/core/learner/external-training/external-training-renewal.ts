import { USER_COURSE_STATE } from '@skillway/shared';
import { expiryOf, renewalDueOn } from '@skillway/shared/rules/recertification';
import { listCompanyCourses } from '../../content/courses/course-repository';
import { validityOf, type TStoredRecertification } from '../../content/courses/recertification-settings';
import { getEnrolments, enrolmentKey, type TEnrolmentItem } from '../../delivery/enrolment/enrolment-repository';
import { courseTarget } from '../../delivery/enrolment/enrolment-targets';
import { updateCourseProgress } from '../../delivery/progress/course-progress-repository';
import type { TProgressPatch } from '../../delivery/progress/progress-patch';
import { londonDay } from '../../platform/format/calendar-day';
import { AppError } from '../../platform/http/app-error';
import { baseLogger } from '../../platform/http/logger';

/**
 * External training that renews a course (issue 29): a course whose recertification names an external training type
 * (`renewal_external_type`) is kept in date by a learner's passed record of that type, as a First Aid certificate
 * from an outside provider keeps the First Aid requirement in date. The record certifies the learner's enrolment on
 * the course (a new cycle, with the record's expiry) without completing it: no course certificate is made and the
 * progress is left as it is. Only a newer certificate is taken, so saving a record again changes nothing.
 */

/** What a renewal reads of an external training record. */
export interface TRenewingRecord {
  user_id: string;
  type: number;
  /** yyyy-mm-dd. */
  completed: string;
  result: string;
  /** The record's own expiry, yyyy-mm-dd. */
  deadline?: string | undefined;
}

/** What the decision reads of the enrolment. */
export type TRenewedEnrolment = Pick<TEnrolmentItem, 'state' | 'cycle' | 'expires_on' | 'certified_at'>;

/** The moment a record's completion day counts as certified at: midday UTC, the same London day all year. */
function certifiedAtOf(completedDay: string): string {
  return `${completedDay}T12:00:00.000Z`;
}

/**
 * The patch that certifies the enrolment from the record, or null when the record does not renew it: it was failed,
 * it gives no expiry (a course whose certificates never expire and a record without an expiry date: there is no
 * newer certificate to give), the learner's current certificate expires on that day or later, or they hold one that
 * never expires (a completion with no expiry). The expiry is the record's own, else the course's validity from the
 * record's completion day; a record completed after the current certificate was earned renews it (counting from its
 * expiry for an early renewal, as a completion does), an older one stands alone (so saving the same record again, or
 * an old one, never stretches the certificate). `state` is not touched: the learner is in date, their course progress
 * is theirs.
 */
export function externalRenewalPatch(
  current: TRenewedEnrolment,
  record: TRenewingRecord,
  recertification: TStoredRecertification | undefined,
): TProgressPatch | null {
  if (record.result !== 'passed' || !record.completed) return null;
  const settings = validityOf(recertification);
  const renewsCurrent = !current.certified_at || record.completed > londonDay(current.certified_at);
  const previousExpiry = renewsCurrent ? (current.expires_on ?? null) : null;
  const expiry = record.deadline || expiryOf(settings, record.completed, previousExpiry);
  if (!expiry) return null;
  if (current.expires_on) {
    if (current.expires_on >= expiry) return null;
  } else if (current.state === USER_COURSE_STATE.COMPLETE || current.certified_at) {
    return null;
  }
  return {
    cycle: (current.cycle ?? 0) + 1,
    certified_at: certifiedAtOf(record.completed),
    expires_on: expiry,
    renewal_due: renewalDueOn(expiry, settings.deadline_days_after),
  };
}

/** Enrolments renewed at once (an import may renew many). */
const RENEW_CONCURRENCY = 8;

/** Of the records for one enrolment, the patch giving the latest expiry, or null when none renews it. */
function bestPatch(
  current: TRenewedEnrolment,
  records: readonly TRenewingRecord[],
  recertification: TStoredRecertification | undefined,
): TProgressPatch | null {
  let best: TProgressPatch | null = null;
  for (const record of records) {
    const patch = externalRenewalPatch(current, record, recertification);
    if (patch && (!best || (patch.expires_on ?? '') > (best.expires_on ?? ''))) best = patch;
  }
  return best;
}

interface TRenewal {
  courseId: string;
  userId: string;
  recertification: TStoredRecertification | undefined;
  records: TRenewingRecord[];
}

/**
 * After external training records are written (added, edited, imported): each learner's enrolment on a course their
 * record's type renews takes the record's certificate when it is newer. One Query of the company's courses, one
 * BatchGetItem of the enrolments concerned, then one version-conditioned `updateCourseProgress` per enrolment that
 * changes (its expiry index and in-date buckets move in the same transaction). The records are already saved, so a
 * failure is logged rather than refusing the save; saving the record again renews it.
 */
export async function renewFromExternalTraining(companyId: string, records: readonly TRenewingRecord[]): Promise<void> {
  const renewing = records.filter((record) => record.result === 'passed' && record.completed);
  if (renewing.length === 0) return;
  try {
    const courses = (await listCompanyCourses(companyId)).filter(
      (course) => course.recertification?.renewal_external_type !== undefined,
    );
    const renewals = new Map<string, TRenewal>();
    for (const record of renewing) {
      for (const course of courses) {
        if (course.recertification?.renewal_external_type !== record.type) continue;
        const key = enrolmentKey(record.user_id, courseTarget(course.course_id));
        const renewal = renewals.get(key) ?? {
          courseId: course.course_id,
          userId: record.user_id,
          recertification: course.recertification,
          records: [],
        };
        renewal.records.push(record);
        renewals.set(key, renewal);
      }
    }
    if (renewals.size === 0) return;
    const enrolments = await getEnrolments(
      companyId,
      [...renewals.values()].map((renewal) => ({ userId: renewal.userId, target: courseTarget(renewal.courseId) })),
    );
    // Not enrolled on the course, or already holding a certificate as new: nothing to write.
    const pending = [...renewals].flatMap(([key, renewal]) => {
      const enrolment = enrolments.get(key);
      return enrolment && bestPatch(enrolment, renewal.records, renewal.recertification) ? [renewal] : [];
    });
    const worker = async () => {
      for (let renewal = pending.pop(); renewal; renewal = pending.pop()) await renewOne(companyId, renewal);
    };
    await Promise.all(Array.from({ length: RENEW_CONCURRENCY }, worker));
  } catch (error) {
    baseLogger().error('external training renewal not applied', { error, company_id: companyId });
  }
}

/** One enrolment takes its newest record's certificate (decided again on the enrolment as stored). */
async function renewOne(companyId: string, renewal: TRenewal): Promise<void> {
  try {
    await updateCourseProgress(companyId, renewal.courseId, renewal.userId, (current) =>
      bestPatch(current, renewal.records, renewal.recertification),
    );
  } catch (error) {
    // Unenrolled meanwhile: nothing to renew.
    if (error instanceof AppError && error.code === 'NOT_FOUND') return;
    baseLogger().error('external training renewal not applied', {
      error,
      company_id: companyId,
      course_id: renewal.courseId,
      user_id: renewal.userId,
    });
  }
}
