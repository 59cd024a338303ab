import { USER_COURSE_STATE } from '@skillway/shared';
import { presentPackage } from '../../content/courses/present-asset';
import { saveCourseAccess } from '../../delivery/progress/course-progress-repository';
import { getCourseEnrolment } from '../../delivery/progress/course-progress-repository';
import type { TProgressPatch } from '../../delivery/progress/progress-patch';
import { AppError } from '../../platform/http/app-error';
import { planAccess } from './access-plan';
import { loadLearningCourse, requireCourseAsset } from './learning-course';
import { mergeItemState, packageVerdict, type TPackageVerdict } from './package-outcome-rules';
import { changePackageItem } from './package-progress-repository';

/**
 * What the content of one package item reported: the SCORM runtime's commit (functions/core/learner/package-player)
 * or the LRS's xAPI / cmi5 statements (functions/core/learner/xapi). `scorePercent` is 0–100.
 */
export interface TPackageOutcome {
  companyId: string;
  userId: string;
  courseId: string;
  assetId: string;
  itemId: string;
  completed: boolean;
  passed: boolean | null;
  scorePercent: number | null;
}

export interface TPackageOutcomeResult extends TPackageVerdict {
  /** The enrolment's state after the report (USER_COURSE_STATE). */
  state: number;
  progress: number;
}

/**
 * The progress hook of e-learning packages. The item's report is kept (package-progress-repository, per enrolment
 * and package); when every item of the package is done (package-outcome-rules) the material counts as accessed,
 * as `markAssetViewed` does for a document, so the course's state, progress, completion, certificate and reports
 * move through the same progress module. With the course's `package_result_as_test`, a passed package also passes
 * the course's test (test_passed, its score as the test score): a course completes on the package's pass.
 * Every report is an access of the course (last access). 404 when the learner is not enrolled on the published
 * course, or the material is not a package of it with that item.
 */
export async function recordPackageOutcome(outcome: TPackageOutcome): Promise<TPackageOutcomeResult> {
  const { companyId, userId, courseId, assetId, itemId } = outcome;
  const learning = await loadLearningCourse(companyId, courseId);
  const asset = requireCourseAsset(learning, assetId);
  const info = presentPackage(asset);
  if (!info || !info.items.some((item) => item.id === itemId)) throw AppError.notFound();
  const enrolment = await getCourseEnrolment(companyId, courseId, userId);

  const at = new Date().toISOString();
  const states = await changePackageItem(
    { companyId, courseId, userId, assetId },
    enrolment.started_at ?? '',
    itemId,
    (previous) => mergeItemState(previous, outcome, at),
  );
  const verdict = packageVerdict(info.items, info.mastery_score, states);
  const asTest = learning.course.package_result_as_test === true && verdict.passed && verdict.scorePercent !== null;

  const next = await saveCourseAccess(
    companyId,
    courseId,
    userId,
    (current) => {
      const now = new Date().toISOString();
      const testPatch: TProgressPatch =
        asTest && current.test_passed !== 1
          ? { test_complete: 1, test_passed: 1, test_score: verdict.scorePercent ?? 0 }
          : {};
      const patch = planAccess(
        { ...current, ...(testPatch.test_passed ? { test_passed: 1 } : {}) },
        { assetId, accessed: verdict.done },
        learning,
        now,
      );
      return { patch: { ...patch, ...testPatch }, at: now };
    },
    { course: learning.course },
  );
  return { ...verdict, state: next.state ?? USER_COURSE_STATE.NOT_STARTED, progress: next.progress ?? 0 };
}
