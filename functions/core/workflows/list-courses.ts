import type { TCourse, TCourseListQuery, TCourseStats, TPaginationMeta } from '@skillway/shared';
import { paginate } from '../platform/http/pagination';
import { coursePlaylistIndex } from './course-playlists';
import { filterCourses } from '../content/courses/course-filters';
import { getTests, listCompanyCourses, listCourseStats } from '../content/courses/course-repository';
import { parseInclude, presentCounters, presentCourse, presentImage } from '../content/courses/present-course';

/**
 * GET /courses: one Query of the company's courses, one of their counters and one of the playlists (each course's
 * `channels`), filtered and paged in memory (a company holds at most a few hundred courses and tens of playlists);
 * include=test adds a BatchGet of the page's tests.
 */
export async function listCourses(
  companyId: string,
  query: TCourseListQuery,
  path: string,
): Promise<{ data: TCourse[]; meta: TPaginationMeta }> {
  const [courses, stats, playlists] = await Promise.all([
    listCompanyCourses(companyId),
    listCourseStats(companyId),
    coursePlaylistIndex(companyId),
  ]);
  const page = paginate(filterCourses(courses, query), { page: query.page, limit: query.limit, path });
  const include = parseInclude(query.include);
  const quizzes = include.has('test')
    ? await getTests(
        companyId,
        page.data.map((course) => course.course_id),
      )
    : undefined;
  const nowMs = Date.now();
  return {
    data: page.data.map((course) =>
      presentCourse(course, {
        stats: stats.get(course.course_id),
        channels: playlists.get(course.course_id) ?? [],
        ...(quizzes ? { quiz: quizzes.get(course.course_id) ?? null } : {}),
        include,
        nowMs,
      }),
    ),
    meta: page.meta,
  };
}

/** GET /courses-data: the statistics screen's rows (search by name, newest first), from the counters kept on write. */
export async function listCourseStatistics(
  companyId: string,
  query: { page?: number; limit?: number; search?: string; orderBy?: string; sortedBy?: 'asc' | 'desc' },
  path: string,
): Promise<{ data: TCourseStats[]; meta: TPaginationMeta }> {
  const [courses, stats] = await Promise.all([listCompanyCourses(companyId), listCourseStats(companyId)]);
  const page = paginate(filterCourses(courses, query), { page: query.page, limit: query.limit, path });
  const nowMs = Date.now();
  return {
    data: page.data.map((course) => ({
      id: course.course_id,
      name: course.name,
      thumbnail: presentImage(course.thumbnail_key, nowMs),
      published: course.published,
      ...presentCounters(course, stats.get(course.course_id)),
    })),
    meta: page.meta,
  };
}
