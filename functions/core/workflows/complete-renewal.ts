import { USER_COURSE_STATE } from '@skillway/shared';
import type { TEnrolmentItem } from '../platform/db/entities/enrolment';
import type { TCourseItem } from '../platform/db/types';
import { AppError } from '../platform/http/app-error';
import { getTests, listCompanyCourses } from '../content/courses/course-repository';
import { courseHasTest } from '../content/courses/course-progress-view';
import { expires } from '../content/courses/recertification-settings';
import { enrolmentKey, getEnrolments } from '../delivery/enrolment/enrolment-repository';
import { courseTarget } from '../delivery/enrolment/enrolment-targets';
import { updateCourseProgress } from '../delivery/progress/course-progress-repository';
import type { TProgressPatch } from '../delivery/progress/progress-patch';

/** Whether an enrolment's renewal is open and not finished: the daily run opened it for the current expiry. */
function renewalOpen(enrolment: TEnrolmentItem | undefined): enrolment is TEnrolmentItem {
  return (
    !!enrolment?.expires_on &&
    enrolment.renewal_for === enrolment.expires_on &&
    enrolment.state !== USER_COURSE_STATE.COMPLETE
  );
}

/**
 * The patch that completes a course's open renewal from its renewal course's completion: complete at the same time,
 * with the renewal course's test result when the course has a test of its own (its certificate asks for a pass).
 */
function renewalCompletionPatch(
  renewal: Pick<TEnrolmentItem, 'completed_at' | 'test_score' | 'attempts'>,
  current: Pick<TEnrolmentItem, 'started_at'>,
  hasTest: boolean,
): TProgressPatch {
  const at = renewal.completed_at ?? new Date().toISOString();
  return {
    state: USER_COURSE_STATE.COMPLETE,
    progress: 100,
    started_at: current.started_at ?? at,
    completed_at: at,
    last_accessed_at: at,
    ...(hasTest
      ? { test_complete: 1, test_passed: 1, test_score: renewal.test_score ?? null, attempts: renewal.attempts ?? 1 }
      : {}),
  };
}

/**
 * `course.completed` of a course that is another course's shorter renewal course (its recertification's
 * `renewal_course_id`): each such course whose renewal is open for the learner is completed now, as if they had
 * taken it, which certifies it (the next cycle, its expiry from the base) and makes its certificate. Decided again on
 * the enrolment as stored (version-conditioned), so a redelivered event completes it once. Returns the courses done.
 */
export async function completeRenewals(companyId: string, courseId: string, userId: string): Promise<string[]> {
  const renewed = (await listCompanyCourses(companyId)).filter(
    (course: TCourseItem) => course.recertification?.renewal_course_id === courseId && expires(course.recertification),
  );
  if (renewed.length === 0) return [];
  const wanted = [courseId, ...renewed.map((course) => course.course_id)].map((id) => ({
    userId,
    target: courseTarget(id),
  }));
  const [enrolments, tests] = await Promise.all([
    getEnrolments(companyId, wanted),
    getTests(
      companyId,
      renewed.map((course) => course.course_id),
    ),
  ]);
  const renewal = enrolments.get(enrolmentKey(userId, courseTarget(courseId)));
  if (renewal?.state !== USER_COURSE_STATE.COMPLETE) return [];
  const done: string[] = [];
  for (const course of renewed) {
    if (!renewalOpen(enrolments.get(enrolmentKey(userId, courseTarget(course.course_id))))) continue;
    const hasTest = courseHasTest(tests.get(course.course_id));
    try {
      let completed = false;
      await updateCourseProgress(
        companyId,
        course.course_id,
        userId,
        (current) => {
          completed = renewalOpen(current);
          return completed ? renewalCompletionPatch(renewal, current, hasTest) : null;
        },
        { course },
      );
      if (completed) done.push(course.course_id);
    } catch (error) {
      // Unenrolled meanwhile: nothing to renew.
      if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
    }
  }
  return done;
}
