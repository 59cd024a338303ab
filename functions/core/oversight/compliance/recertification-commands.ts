import { $remove, $set, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import {
  COMPLIANCE_MESSAGES,
  USER_COURSE_STATE,
  type TRecertification,
  type TRecertificationBody,
} from '@skillway/shared';
import { expiryOf, renewalDueOn } from '@skillway/shared/rules/recertification';
import { courseEntity } from '../../platform/db/entities/course';
import { certificateEntity } from '../../platform/db/entities/certificate';
import type { TEnrolmentItem } from '../../platform/db/entities/enrolment';
import { londonDay } from '../../platform/format/calendar-day';
import { AppError } from '../../platform/http/app-error';
import type { TAuth } from '../../platform/http/principal';
import { sendUnlessConditionFails } from '../../platform/db/conditional-write';
import { courseExists, findCourse, requireCourse } from '../../content/courses/course-repository';
import {
  presentRecertification,
  storedRecertification,
  validityOf,
  type TStoredRecertification,
} from '../../content/courses/recertification-settings';
import { listTargetEnrolments } from '../../delivery/enrolment/enrolment-repository';
import { rebuildInDateCounts } from '../../delivery/enrolment/in-date-count';
import { courseTarget } from '../../delivery/enrolment/enrolment-targets';
import { updateCourseProgress } from '../../delivery/progress/course-progress-repository';

/** Enrolments recalculated at once. */
const RECALCULATE_CONCURRENCY = 8;

/**
 * When the enrolment's current certificate was earned: its certification, or the completion of a course completed
 * before certificates had cycles (it counts as certified from then on).
 */
function certifiedAt(enrolment: TEnrolmentItem): string | undefined {
  if (enrolment.certified_at) return enrolment.certified_at;
  return enrolment.state === USER_COURSE_STATE.COMPLETE ? enrolment.completed_at : undefined;
}

/** The expiry an earned certificate would have under the settings (its cycle's completion day, no earlier cycle). */
function recalculated(
  enrolment: TEnrolmentItem,
  stored: TStoredRecertification,
): { expires_on: string | null; renewal_due: string | null } {
  const settings = validityOf(stored);
  const expiry = expiryOf(settings, londonDay(certifiedAt(enrolment)!), null);
  return { expires_on: expiry, renewal_due: expiry ? renewalDueOn(expiry, settings.deadline_days_after) : null };
}

/** The course's enrolments holding a certificate (any cycle), and those whose expiry the settings would change. */
async function certifiedEnrolments(companyId: string, courseId: string, stored: TStoredRecertification) {
  const enrolments = (await listTargetEnrolments(companyId, courseTarget(courseId))).filter(
    (enrolment) => !!certifiedAt(enrolment),
  );
  const changed = enrolments.filter((enrolment) => {
    const next = recalculated(enrolment, stored);
    return (next.expires_on ?? null) !== (enrolment.expires_on ?? null);
  });
  return { enrolments, changed };
}

/**
 * The renewal course, when one is named: a course of the company, and not one of the courses taking the settings (a
 * course cannot renew itself; a playlist's courses cannot renew each other).
 */
export async function checkRenewalCourse(companyId: string, courseIds: readonly string[], body: TRecertificationBody) {
  const renewal = body.renewal_course_id;
  if (!renewal) return;
  if (courseIds.includes(renewal)) throw AppError.field('renewal_course_id', COMPLIANCE_MESSAGES.RENEWAL_COURSE_SELF);
  if (!(await courseExists(companyId, renewal)))
    throw AppError.field('renewal_course_id', 'The selected renewal course is invalid.');
}

/** A course's certificates under these settings: how many are current, and how many a recalculation would change. */
export async function impactOn(companyId: string, courseId: string, stored: TStoredRecertification) {
  const { enrolments, changed } = await certifiedEnrolments(companyId, courseId, stored);
  return { certificates: enrolments.length, changed: changed.length };
}

/** POST /v1/courses/{id}/recertification/impact: what a recalculation under these settings would change. */
export async function recertificationImpact(auth: TAuth, courseId: string, body: TRecertificationBody) {
  await requireCourse(auth.companyId, courseId);
  await checkRenewalCourse(auth.companyId, [courseId], body);
  return { data: await impactOn(auth.companyId, courseId, storedRecertification(body)) };
}

/**
 * One enrolment's certificate takes the recalculated expiry: the enrolment through the progress module (its expiry
 * index and in-date buckets move in the same transaction, conditioned on its version), then the public certificate.
 */
async function recalculateOne(companyId: string, courseId: string, userId: string, stored: TStoredRecertification) {
  const enrolment = await updateCourseProgress(companyId, courseId, userId, (current) => {
    const at = certifiedAt(current);
    if (!at) return null;
    const next = recalculated(current, stored);
    if ((next.expires_on ?? null) === (current.expires_on ?? null)) return null;
    // A completion from before cycles becomes cycle 1 as it takes its expiry.
    return { expires_on: next.expires_on, renewal_due: next.renewal_due, certified_at: at, cycle: current.cycle ?? 1 };
  });
  const certificateId = enrolment.current_certificate_id;
  if (!certificateId) return;
  await sendUnlessConditionFails(
    certificateEntity()
      .build(UpdateItemCommand)
      .item({ certificate_id: certificateId, expires_on: enrolment.expires_on ?? $remove() })
      .options({ condition: { attr: 'certificate_id', exists: true } }),
  );
}

/**
 * Stores the settings on one course (404 when it is gone); certificates already issued keep their expiry unless
 * `recalculate` (then each takes the expiry the new settings give its completion). A recalculation that fails half
 * way is finished by saving again: each enrolment is decided on its stored state. Answers how many certificates were
 * recalculated (0 without `recalculate`). The renewal course is the caller's to check.
 */
export async function saveRecertificationOn(
  companyId: string,
  courseId: string,
  stored: TStoredRecertification,
  recalculate: boolean,
): Promise<{ recalculated: number }> {
  // A course's first settings: its in-date buckets are set from its enrolments, so completions from before the
  // buckets existed count (later changes move them in the enrolments' transactions).
  const first = !(await findCourse(companyId, courseId))?.recertification;
  const written = await sendUnlessConditionFails(
    courseEntity()
      .build(UpdateItemCommand)
      .item({ company_id: companyId, course_id: courseId, recertification: $set(stored) })
      .options({ condition: { attr: 'course_id', exists: true } }),
  );
  if (!written) throw AppError.notFound();
  if (first) await rebuildInDateCounts(companyId, courseId);
  if (!recalculate) return { recalculated: 0 };
  const { changed } = await certifiedEnrolments(companyId, courseId, stored);
  const pending = [...changed];
  const worker = async () => {
    for (let enrolment = pending.pop(); enrolment; enrolment = pending.pop()) {
      try {
        await recalculateOne(companyId, courseId, enrolment.user_id, stored);
      } catch (error) {
        // Unenrolled meanwhile: nothing left to recalculate.
        if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: RECALCULATE_CONCURRENCY }, worker));
  return { recalculated: changed.length };
}

/** PUT /v1/courses/{id}/recertification: the course's settings (saveRecertificationOn), after its checks. */
export async function updateRecertification(
  auth: TAuth,
  courseId: string,
  body: TRecertificationBody,
): Promise<{ message: string; data: TRecertification }> {
  await requireCourse(auth.companyId, courseId);
  await checkRenewalCourse(auth.companyId, [courseId], body);
  const stored = storedRecertification(body);
  const { recalculated } = await saveRecertificationOn(auth.companyId, courseId, stored, body.recalculate === true);
  return {
    message: body.recalculate ? COMPLIANCE_MESSAGES.RECALCULATED(recalculated) : COMPLIANCE_MESSAGES.SETTINGS_SAVED,
    data: presentRecertification(stored)!,
  };
}
