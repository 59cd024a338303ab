import type { TAsset, TCourse } from '@skillway/shared';
import type { TCourseAssetItem } from '../../platform/db/types';
import { getTests } from '../../content/courses/course-repository';
import { courseHasTest } from '../../content/courses/course-progress-view';
import { listCourseAssets } from '../../content/courses/material-repository';
import { presentAssets, presentPackage } from '../../content/courses/present-asset';
import { parseInclude, presentCourse } from '../../content/courses/present-course';
import { findEnrolment, presentLearnerEnrolment } from './learner-enrolment';
import { learningCourseOf, requirePublishedCourse } from './learning-course';

const MATERIAL_INCLUDES = ['assets', 'videos', 'documents', 'links', 'ppts', 'packages'];

/**
 * A material as someone not enrolled sees it on Course details: what it is, never a way to it (no file, stream,
 * slide or link URL). Enrolment is what opens the material.
 */
function presentOutline(asset: TCourseAssetItem): TAsset {
  return {
    id: asset.asset_id,
    course_id: asset.course_id,
    title: asset.title,
    description: asset.description || null,
    asset_type: asset.asset_type,
    sort_order: asset.sort_order,
    external_link: null,
    file: null,
    video: null,
    conversion: null,
    conversion_note: null,
    slider: [],
    captions: [],
    package: presentPackage(asset),
    disabled: true,
    created_at: asset.created_at,
    updated_at: asset.updated_at,
  };
}

/**
 * GET /courses/{id} for a learner or manager: a published course of their company (404 otherwise). Enrolled, they
 * get its material with short-lived URLs (the player); not enrolled, its outline only (Course details). The
 * company's enrolment counters are administration data and stay at zero here. `include=enrolled` adds their own
 * enrolment, or null.
 */
export async function getLearnerCourse(
  companyId: string,
  userId: string,
  courseId: string,
  includeParam: string | undefined,
): Promise<TCourse> {
  const include = parseInclude(includeParam);
  const [course, assets, quizzes, enrolment] = await Promise.all([
    requirePublishedCourse(companyId, courseId),
    listCourseAssets(companyId, courseId),
    getTests(companyId, [courseId]),
    findEnrolment(companyId, courseId, userId),
  ]);
  const quiz = quizzes.get(courseId) ?? null;
  const learning = learningCourseOf(course, assets, courseHasTest(quiz));
  const withMaterial = MATERIAL_INCLUDES.some((name) => include.has(name));
  const presentedAssets = withMaterial
    ? enrolment
      ? await presentAssets(assets)
      : assets.map(presentOutline)
    : undefined;
  const presented = presentCourse(course, {
    ...(include.has('test') ? { quiz } : {}),
    ...(presentedAssets ? { assets: presentedAssets } : {}),
    include,
  });
  if (!include.has('enrolled')) return presented;
  return { ...presented, enrolled: enrolment ? presentLearnerEnrolment(enrolment, learning) : null };
}
