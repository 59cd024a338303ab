import type { TCourse } from '@skillway/shared';
import { getCourseStats, getQuizzes, requireCourse } from './course-repository';
import { listCourseAssets } from './material-repository';
import { presentAssets } from './present-asset';
import { parseInclude, presentCourse } from './present-course';

const MATERIAL_INCLUDES = ['assets', 'videos', 'documents', 'links', 'ppts'];

/** One course with what `include` asks for: its test, and its material (all, or per kind) with short-lived URLs. */
export async function getCourse(companyId: string, courseId: string, includeParam?: string): Promise<TCourse> {
  const include = parseInclude(includeParam);
  const course = await requireCourse(companyId, courseId);
  const [stats, quizzes, assets] = await Promise.all([
    getCourseStats(companyId, courseId),
    include.has('test') ? getQuizzes(companyId, [courseId]) : undefined,
    MATERIAL_INCLUDES.some((name) => include.has(name)) ? listCourseAssets(companyId, courseId) : undefined,
  ]);
  return presentCourse(course, {
    stats,
    ...(quizzes ? { quiz: quizzes.get(courseId) ?? null } : {}),
    ...(assets ? { assets: await presentAssets(assets) } : {}),
    include,
  });
}
