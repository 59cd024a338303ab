import type { TCourseAssetItem, TCourseItem } from '../../platform/db/types';
import { getTests, requireCourse } from '../../content/courses/course-repository';
import { courseHasTest } from '../../content/courses/course-progress-view';
import { findAssetCourseId, listCourseAssets } from '../../content/courses/material-repository';
import { AppError } from '../../platform/http/app-error';
import type { TProgressCourse } from '../../delivery/progress/progress-rules';
import { progressMaterialIds } from '../../delivery/progress/progress-materials';

/**
 * A course as the learner's calls work on it: the course, its material in order, and what progress is decided on
 * (the ids of every current material and whether there is a test to pass).
 */
export interface TLearningCourse extends TProgressCourse {
  course: TCourseItem;
  assets: TCourseAssetItem[];
}

/**
 * A course a learner may reach: one of their company (the key holds the company, so another company's id is
 * simply absent) and published. Anything else is 404, never 403: an unpublished course is not there for learners.
 */
export async function requirePublishedCourse(companyId: string, courseId: string): Promise<TCourseItem> {
  const course = await requireCourse(companyId, courseId);
  if (!course.published) throw AppError.notFound();
  return course;
}

/** The published course with its material and test (three reads in parallel: C2, C5, C8). */
export async function loadLearningCourse(companyId: string, courseId: string): Promise<TLearningCourse> {
  const [course, assets, quizzes] = await Promise.all([
    requirePublishedCourse(companyId, courseId),
    listCourseAssets(companyId, courseId),
    getTests(companyId, [courseId]),
  ]);
  return learningCourseOf(course, assets, courseHasTest(quizzes.get(courseId)));
}

/**
 * What progress is decided on for a course in any state (the administrator's view of a course they are enrolled on
 * may be unpublished): its material ids and whether it has a test (C5 and C8).
 */
export async function loadProgressInputs(companyId: string, courseId: string): Promise<TProgressCourse> {
  const [assets, quizzes] = await Promise.all([listCourseAssets(companyId, courseId), getTests(companyId, [courseId])]);
  return { materialIds: progressMaterialIds(assets), hasTest: courseHasTest(quizzes.get(courseId)) };
}

export function learningCourseOf(course: TCourseItem, assets: TCourseAssetItem[], hasTest: boolean): TLearningCourse {
  return { course, assets, materialIds: progressMaterialIds(assets), hasTest };
}

/**
 * A material by its id alone (C6) with its published course; 404 for another company's, or an unpublished course's.
 * The index gives the course; the material itself is taken from the course's consistent material list, which the
 * call reads anyway (issue 36: the material was read a third time on its own).
 */
export async function loadAssetForLearning(
  companyId: string,
  assetId: string,
): Promise<{ asset: TCourseAssetItem; learning: TLearningCourse }> {
  const courseId = await findAssetCourseId(companyId, assetId);
  if (!courseId) throw AppError.notFound();
  const learning = await loadLearningCourse(companyId, courseId);
  // Read from the course's own material list, so an asset removed meanwhile is not found.
  const asset = learning.assets.find((candidate) => candidate.asset_id === assetId);
  if (!asset) throw AppError.notFound();
  return { asset, learning };
}

/** One material of the course; 404 when the id names no material of this course (another course's, or none). */
export function requireCourseAsset(learning: TLearningCourse, assetId: string): TCourseAssetItem {
  const asset = learning.assets.find((candidate) => candidate.asset_id === assetId);
  if (!asset) throw AppError.notFound();
  return asset;
}
