import type { TCourse } from '@skillway/shared';
import { getCourseStats, getTests, requireCourse } from '../content/courses/course-repository';
import { findLearnerEnrolment } from '../learner/learning/learner-enrolment';
import { listCoursePlaylistIds } from './course-playlists';
import { listCourseAssets } from '../content/courses/material-repository';
import { presentAssets } from '../content/courses/present-asset';
import { parseInclude, presentCourse } from '../content/courses/present-course';

const MATERIAL_INCLUDES = ['assets', 'videos', 'documents', 'links', 'ppts', 'packages'];

/** Who is asking, for `include=enrolled` (the caller's own enrolment). */
export interface TCourseViewer {
  companyId: string;
  userId: string;
}

/**
 * One course (with the playlists that hold it, `channels`) and what `include` asks for: its test, its material (all, or per kind) with short-lived URLs, and
 * (`enrolled`) the viewer's own enrolment on it — null for anyone not enrolled, such as a super administrator
 * looking at a company's course.
 */
export async function getCourse(
  companyId: string,
  courseId: string,
  includeParam?: string,
  viewer?: TCourseViewer,
): Promise<TCourse> {
  const include = parseInclude(includeParam);
  const course = await requireCourse(companyId, courseId);
  const withEnrolment = include.has('enrolled') && viewer !== undefined;
  const [stats, channels, quizzes, assets, enrolled] = await Promise.all([
    getCourseStats(companyId, courseId),
    listCoursePlaylistIds(companyId, courseId),
    include.has('test') ? getTests(companyId, [courseId]) : undefined,
    MATERIAL_INCLUDES.some((name) => include.has(name)) ? listCourseAssets(companyId, courseId) : undefined,
    withEnrolment && viewer.companyId === companyId ? findLearnerEnrolment(companyId, courseId, viewer.userId) : null,
  ]);
  const presented = presentCourse(course, {
    stats,
    channels,
    ...(quizzes ? { quiz: quizzes.get(courseId) ?? null } : {}),
    ...(assets ? { assets: await presentAssets(assets) } : {}),
    include,
  });
  return withEnrolment ? { ...presented, enrolled } : presented;
}
