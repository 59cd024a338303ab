import { MSG, USER_COURSE_STATE, parseEnrolmentId, type TCourseArchiveResult } from '@skillway/shared';
import type { TEnrolmentItem } from '../delivery/enrolment/enrolment-repository';
import { courseTarget } from '../delivery/enrolment/enrolment-targets';
import { listTargetEnrolments } from '../delivery/enrolment/enrolment-repository';
import { AppError } from '../platform/http/app-error';
import type { TAuth } from '../platform/http/principal';
import { updateCourseProgress } from '../delivery/progress/course-progress-repository';
import { resetPatch, type TProgressPatch } from '../delivery/progress/progress-patch';
import { courseHasTest, stateOf } from '../content/courses/course-progress-view';
import { historyOf, historyPutWrite } from '../content/courses/course-history-repository';
import { getTests, requireCourse } from '../content/courses/course-repository';

/** Enrolments archived at once by the archive-all call. */
const ARCHIVE_CONCURRENCY = 8;

/** Whether an enrolment holds anything worth keeping: a started (or finished) run, or a test attempt. */
export function hasProgress(enrolment: TEnrolmentItem): boolean {
  return (
    stateOf(enrolment) !== USER_COURSE_STATE.NOT_STARTED ||
    (enrolment.progress ?? 0) > 0 ||
    !!enrolment.started_at ||
    (enrolment.attempts ?? 0) > 0 ||
    enrolment.test_complete === 1
  );
}

/** What a write that archives may set besides the reset: the renewal's fields, its deadline and sources' deadlines. */
type TArchivePatch = TProgressPatch & { deadline?: string; sources?: Record<string, string> };

export interface TArchiveContext {
  /** Who archived: the administrator's user id, or the daily run's name. */
  by: string;
  hasTest: boolean;
  /** When the run was archived (ISO); now when absent. */
  at?: string;
  /**
   * More for the same conditional write, decided on the enrolment as read (again after a lost race): the renewal's
   * fields, written whether or not there is a run to archive; null leaves the enrolment alone. Without it an
   * enrolment is written only when it has progress to archive.
   */
  also?: (current: TEnrolmentItem) => TArchivePatch | null;
}

export interface TArchiveOutcome {
  /** A run was archived into Course History. */
  archived: boolean;
  /** The enrolment was written (archived, or given `also`'s fields). */
  written: boolean;
  /** The enrolment as written, or as read when nothing was. */
  enrolment: TEnrolmentItem;
}

/**
 * Archives one enrolment's progress: in one transaction (the progress module's), the enrolment goes back to not
 * started (its counters moving with it) and a history item keeps the snapshot of what it held, with `also`'s fields
 * in the same write. Decided on the enrolment as read and conditioned on its version, so a repeat (or a race with the
 * learner or another run) archives a run once. Archive (one enrolment or a course's) and the daily renewal use it.
 */
export async function archiveOne(
  companyId: string,
  courseId: string,
  userId: string,
  context: TArchiveContext,
): Promise<TArchiveOutcome> {
  let archived = false;
  let written = false;
  const enrolment = await updateCourseProgress(
    companyId,
    courseId,
    userId,
    (current) => {
      const also = context.also ? context.also(current) : {};
      archived = also !== null && hasProgress(current);
      const patch: TArchivePatch = { ...(archived ? resetPatch() : {}), ...also };
      written = also !== null && Object.keys(patch).length > 0;
      return written ? patch : null;
    },
    {
      extraWrites: (current) =>
        hasProgress(current)
          ? [
              historyPutWrite(
                historyOf(current, {
                  by: context.by,
                  at: context.at ?? new Date().toISOString(),
                  hasTest: context.hasTest,
                }),
              ),
            ]
          : [],
    },
  );
  return { archived, written, enrolment };
}

async function courseContext(auth: TAuth, courseId: string) {
  const course = await requireCourse(auth.companyId, courseId);
  const quizzes = await getTests(auth.companyId, [courseId]);
  return { course, context: { by: auth.userId, hasTest: courseHasTest(quizzes.get(courseId)) } };
}

/**
 * POST /archive-all-user-course/{id}: archives the progress of every enrolment of the course (refresher training
 * starts again; everyone stays enrolled). Not-started enrolments have nothing to keep and are left alone, so a run
 * that failed half-way is finished by running it again.
 */
export async function archiveCourseProgress(auth: TAuth, courseId: string): Promise<TCourseArchiveResult> {
  const { context } = await courseContext(auth, courseId);
  const enrolments = await listTargetEnrolments(auth.companyId, courseTarget(courseId));
  const pending = enrolments.filter(hasProgress);
  let archived = 0;
  // A few at a time: each is a consistent read and one small transaction, and a course has at most 500 users.
  const worker = async () => {
    for (let enrolment = pending.pop(); enrolment; enrolment = pending.pop()) {
      try {
        if ((await archiveOne(auth.companyId, courseId, enrolment.user_id, context)).archived) archived++;
      } catch (error) {
        // Unenrolled meanwhile: nothing left to archive for that user.
        if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: ARCHIVE_CONCURRENCY }, worker));
  return { message: MSG.COURSE_ARCHIVED, data: { archived } };
}

/**
 * POST /archive-user-course/{id}, id = the enrolment id `<courseId>:<userId>`: archives one user's progress on the
 * course (404 when they are not enrolled; 422 when they have not started, since there is nothing to keep).
 */
export async function archiveEnrolmentProgress(auth: TAuth, enrolmentId: string): Promise<TCourseArchiveResult> {
  const parsed = parseEnrolmentId(enrolmentId);
  if (!parsed) throw AppError.notFound();
  const { context } = await courseContext(auth, parsed.courseId);
  const { archived } = await archiveOne(auth.companyId, parsed.courseId, parsed.userId, context).catch(
    (error: unknown) => {
      // The progress module's 404 speaks to a learner ("You are not enrolled"); an administrator gets the plain one.
      if (error instanceof AppError && error.code === 'NOT_FOUND') throw AppError.notFound();
      throw error;
    },
  );
  if (!archived) throw AppError.field('id', MSG.COURSE_NOTHING_TO_ARCHIVE);
  return { message: MSG.COURSE_ARCHIVED, data: { archived: 1 } };
}
