import { randomUUID } from 'node:crypto';
import { isConditionCheckFailed } from 'dynamodb-toolbox/entity/actions/update';
import { DETAIL_TYPE, USER_COURSE_STATE, type TCourseCompletedDetail } from '@skillway/shared';
import { OWN_LEARNING_VIDEO_MILESTONES } from '@skillway/shared/constants/own-learning';
import { cancellationCodes, isWriteConflict, transact, type TTransactWrite } from '../../platform/db/transactions';
import type { TCourseItem } from '../../platform/db/types';
import { publishEvent } from '../../platform/events/publish-event';
import { AppError } from '../../platform/http/app-error';
import { baseLogger } from '../../platform/http/logger';
import { findCourse } from '../../content/courses/course-repository';
import { learningFactsOf, videoProgressFacts } from './learning-facts';
import { announceLearning } from './announce-learning';
import { getEnrolments, type TEnrolmentItem } from '../enrolment/enrolment-repository';
import { enrolmentAccessPatch } from './access-patch';
import { certificationPatch } from './certification';
import { applyPatch, type TProgressPatch } from './progress-patch';
import { courseStateOf } from './progress-state';
import { completionCountWrites, enrolmentUpdate, progressWrites } from './progress-writes';
import { touchResumePoint, withLastAccess } from './resume-point-repository';

export interface TProgressUpdateOptions {
  /** More writes for the same transaction (a test log, a history snapshot, a certificate lookup). */
  extraWrites?: (current: TEnrolmentItem, next: TEnrolmentItem) => TTransactWrite[];
  /**
   * The course, when the caller has it at hand: a completion is counted per type in the company's month (MSTAT) and
   * certified by its recertification settings in the same transaction. Without it the course is read once, only
   * when the change completes it.
   */
  course?: TCompletionCourse;
  /**
   * The enrolment as the caller has just read it consistently (the test submission checks it first): decided on
   * without reading it again; a lost race reads it afresh.
   */
  current?: TEnrolmentItem;
}

/** What a completion reads of its course. */
export type TCompletionCourse = Pick<TCourseItem, 'course_type' | 'recertification'>;

const ATTEMPTS = 6;

/** A user's enrolment on a course, read consistently; 404 when they are not enrolled. */
export async function getCourseEnrolment(companyId: string, courseId: string, userId: string): Promise<TEnrolmentItem> {
  const found = await getEnrolments(companyId, [{ userId, target: { type: 'course', id: courseId } }]);
  const enrolment = [...found.values()][0];
  if (!enrolment) throw AppError.notFound('You are not enrolled on this course.');
  return enrolment;
}

/**
 * Changes a course enrolment's progress: `decide` sees the enrolment as stored and returns the patch (or null for
 * no change). The write is conditioned on the version read, moves the course's and the user's state counters in
 * the same transaction, and is planned again when another write got there first, so two tabs or a retried request
 * can never count a transition twice.
 */
export async function updateCourseProgress(
  companyId: string,
  courseId: string,
  userId: string,
  decide: (current: TEnrolmentItem) => TProgressPatch | null,
  options: TProgressUpdateOptions = {},
): Promise<TEnrolmentItem> {
  const read = () => getCourseEnrolment(companyId, courseId, userId);
  return (await changeProgress(read, decide, options)).enrolment;
}

/** One learner call on a course: the patch it plans, when it happened, and the video position it reached, if any. */
export interface TCourseAccess {
  patch: TProgressPatch;
  /** ISO time of the call (the patch's `last_accessed_at`). */
  at: string;
  /** The video position reached, and the video's length when the player knew it (for its progress statements). */
  position?: { assetId: string; seconds: number; length?: number };
}

/**
 * A learner call on a course (a progress save, a player event, a material opened). The Enrolment – three indexes –
 * is written only when something its readers use changes (`enrolmentAccessPatch`), as `updateCourseProgress` writes
 * it; the exact last access and the video position go to the course's resume point, one small unindexed item,
 * updated in place whenever the call reached a position or the Enrolment was not written (touchResumePoint); a
 * position past a quarter, half or three quarters of the video announces its progress (learning.recorded). The
 * call reads the Enrolment alone (issue 36: the resume point was read too, for a merge the update now does).
 * Returns the enrolment with its exact last access.
 */
export async function saveCourseAccess(
  companyId: string,
  courseId: string,
  userId: string,
  plan: (current: TEnrolmentItem) => TCourseAccess,
  options: TProgressUpdateOptions = {},
): Promise<TEnrolmentItem> {
  let access: TCourseAccess | undefined;
  const read = () => getCourseEnrolment(companyId, courseId, userId);
  const result = await changeProgress(
    read,
    (current) => {
      access = plan(current);
      return enrolmentAccessPatch(current, access.patch);
    },
    options,
  );
  if (!access) return result.enrolment;
  const { enrolment } = result;
  if (enrolment.started_at && (access.position !== undefined || !result.written)) {
    const { position } = access;
    const { point, previousSeconds } = await touchResumePoint({
      companyId,
      userId,
      courseId,
      startedAt: enrolment.started_at,
      at: access.at,
      ...(position ? { position: { assetId: position.assetId, seconds: position.seconds } } : {}),
    });
    if (position)
      await announceLearning(
        enrolment,
        videoProgressFacts(
          { assetId: position.assetId, from: previousSeconds, to: position.seconds, length: position.length },
          OWN_LEARNING_VIDEO_MILESTONES,
          position.assetId in (enrolment.accessed ?? {}),
          access.at,
        ),
      );
    return withLastAccess(enrolment, point);
  }
  return enrolment;
}

interface TProgressChange {
  /** The enrolment as written, or as read when nothing was written. */
  enrolment: TEnrolmentItem;
  written: boolean;
}

/** The read-decide-write loop of every progress change (a lost race reads and decides again). */
async function changeProgress(
  read: () => Promise<TEnrolmentItem>,
  decide: (current: TEnrolmentItem) => TProgressPatch | null,
  options: TProgressUpdateOptions,
): Promise<TProgressChange> {
  let course = options.course;
  for (let attempt = 1; ; attempt++) {
    const current = attempt === 1 && options.current ? options.current : await read();
    let patch = decide(current);
    if (!patch || Object.keys(patch).length === 0) return { enrolment: current, written: false };
    let next = applyPatch(current, patch);
    const completes = completesNow(current, next);
    if (completes) {
      course ??= await findCourse(current.company_id, current.target_id);
      // Each completion certifies: a new cycle, with its expiry when the course's certificates expire.
      patch = { ...patch, ...certificationPatch(current, next, course?.recertification) };
      next = applyPatch(current, patch);
    }
    const writes = [
      ...progressWrites(current, patch, next),
      ...(completes ? completionCountWrites(next, course?.course_type) : []),
      ...(options.extraWrites?.(current, next) ?? []),
    ];
    try {
      // The enrolment alone (a progress save, a material opened without a state change): one conditional update,
      // as atomic as a transaction of one write and half its write units.
      if (writes.length === 1) await enrolmentUpdate(current, patch, next).send();
      else await transact(writes);
    } catch (error) {
      // Another write got there first (a failed version condition), or a transaction held the enrolment or a
      // counter at that moment: read and decide again.
      const codes = cancellationCodes(error);
      const lostRace =
        isConditionCheckFailed(error) || Boolean(codes?.includes('ConditionalCheckFailed')) || isWriteConflict(error);
      if (!lostRace || attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 15 * attempt + Math.random() * 40));
      continue;
    }
    if (completes) await announceCompletion(next);
    await announceLearning(next, learningFactsOf(current, next, completes, new Date().toISOString()));
    return { enrolment: next, written: true };
  }
}

function completesNow(current: TEnrolmentItem, next: TEnrolmentItem): boolean {
  return courseStateOf(current.state) !== USER_COURSE_STATE.COMPLETE && next.state === USER_COURSE_STATE.COMPLETE;
}

/**
 * Tells the rest of the product (certificates, notifications) that a course was completed. The write has
 * happened; a lost event only delays the certificate, which is also made on first request, so it is logged.
 */
async function announceCompletion(enrolment: TEnrolmentItem): Promise<void> {
  const detail: TCourseCompletedDetail = {
    event_id: randomUUID(),
    company_id: enrolment.company_id,
    course_id: enrolment.target_id,
    user_id: enrolment.user_id,
    completed_at: enrolment.completed_at ?? new Date().toISOString(),
  };
  try {
    await publishEvent(DETAIL_TYPE.COURSE_COMPLETED, detail);
  } catch (error) {
    baseLogger().error('course.completed not published', { error, course_id: detail.course_id });
  }
}
