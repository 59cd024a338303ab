import type { TLearnerCourse, TMyCoursesQuery, TPaginationMeta } from '@skillway/shared';
import { getCoursesByIds, getTests, listCompanyCourses } from '../../content/courses/course-repository';
import { courseHasTest } from '../../content/courses/course-progress-view';
import { courseLanguage } from '../../content/courses/course-language';
import { courseTypeName, presentImage } from '../../content/courses/present-course';
import type { TTestItem } from '../../platform/db/types';
import { listUserCourseEnrolments } from '../../delivery/progress/resume-point-repository';
import { paginate } from '../../platform/http/pagination';
import { filterLearnerRows, type TLearnerRow } from './learner-course-list';
import { presentLearnerEnrolment } from './learner-enrolment';

type TLearnerPage = { data: TLearnerCourse[]; meta: TPaginationMeta };

function presentRow(row: TLearnerRow, quiz: TTestItem | undefined, nowMs: number): TLearnerCourse {
  const hasTest = courseHasTest(quiz);
  return {
    id: row.course.course_id,
    name: row.course.name,
    description: row.course.description,
    minutes: row.course.minutes,
    course_type_name: courseTypeName(row.course.course_type),
    topics: row.course.topics,
    thumbnail: presentImage(row.course.thumbnail_key, nowMs),
    total_materials: row.course.total_materials,
    has_test: hasTest,
    language: courseLanguage(row.course),
    enrolled: row.enrolment ? presentLearnerEnrolment(row.enrolment, { hasTest }) : null,
  };
}

/** One page of rows, with the page's tests read in one BatchGet (has_test): O(rows shown). */
async function presentPage(
  companyId: string,
  rows: readonly TLearnerRow[],
  query: TMyCoursesQuery,
  path: string,
): Promise<TLearnerPage> {
  const page = paginate(rows, { page: query.page, limit: query.limit, path });
  const quizzes = await getTests(
    companyId,
    page.data.map((row) => row.course.course_id),
  );
  const nowMs = Date.now();
  return {
    data: page.data.map((row) => presentRow(row, quizzes.get(row.course.course_id), nowMs)),
    meta: page.meta,
  };
}

/**
 * GET /my-published-courses: the caller's course enrolments (E3, with their resume points' last access), their courses by key (a BatchGet of only those),
 * the published ones filtered by status and name, ordered (newest enrolment first) and paged.
 */
export async function listMyCourses(
  companyId: string,
  userId: string,
  query: TMyCoursesQuery,
  path: string,
): Promise<TLearnerPage> {
  const enrolments = await listUserCourseEnrolments(companyId, userId);
  // One enrolment per course, so the ids are distinct: the map holds one entry per course found.
  const courses = await getCoursesByIds(
    companyId,
    enrolments.map((enrolment) => enrolment.target_id),
  );
  const byId = new Map(enrolments.map((enrolment) => [enrolment.target_id, enrolment]));
  const rows = [...courses.values()].map((course) => ({ course, enrolment: byId.get(course.course_id) }));
  return presentPage(companyId, filterLearnerRows(rows, query, 'enrolled_at'), query, path);
}

/**
 * GET /published-courses: the company's published courses (C1: a company holds at most a few hundred) with the
 * caller's enrolment on each, or null, by name.
 */
export async function listPublishedCourses(
  companyId: string,
  userId: string,
  query: TMyCoursesQuery,
  path: string,
): Promise<TLearnerPage> {
  const [courses, enrolments] = await Promise.all([
    listCompanyCourses(companyId),
    listUserCourseEnrolments(companyId, userId),
  ]);
  const byId = new Map(enrolments.map((enrolment) => [enrolment.target_id, enrolment]));
  const rows = [...courses.values()].map((course) => ({ course, enrolment: byId.get(course.course_id) }));
  return presentPage(companyId, filterLearnerRows(rows, query, 'name'), query, path);
}
