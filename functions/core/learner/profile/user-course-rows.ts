import type { TPageQuery, TPaginationMeta, TUserCourseRow } from '@skillway/shared';
import { courseHasTest, progressOf, stateOf } from '../../content/courses/course-progress-view';
import { getCoursesByIds, getTests } from '../../content/courses/course-repository';
import { certificateDownloadUrl } from '../certificates/certificate-file-name';
import { findUser } from '../../people/users/user-repository';
import type { TEnrolmentItem } from '../../delivery/enrolment/enrolment-repository';
import { listUserCourseEnrolments } from '../../delivery/progress/resume-point-repository';
import { matchesSearch, sortBy } from '../../platform/http/list-options';
import { paginate } from '../../platform/http/pagination';
import { certificateAvailable, presentUserCourseRow } from './present-user-course';

/** One course enrolment of the user with what its row needs from the course. */
export interface TUserCourseEntry {
  enrolment: TEnrolmentItem;
  title: string;
  hasTest: boolean;
}

const SEARCH_FIELDS = {
  title: (entry: TUserCourseEntry) => entry.title,
  name: (entry: TUserCourseEntry) => entry.title,
};

/** The profile table's sortable columns (`orderBy`); absent dates sort first ascending, last descending. */
const SORT_FIELDS = {
  title: (entry: TUserCourseEntry) => entry.title,
  state: (entry: TUserCourseEntry) => stateOf(entry.enrolment),
  enrolled_at: (entry: TUserCourseEntry) => entry.enrolment.enrolled_at,
  started_at: (entry: TUserCourseEntry) => entry.enrolment.started_at ?? '',
  completed_at: (entry: TUserCourseEntry) => entry.enrolment.completed_at ?? '',
  last_accessed_at: (entry: TUserCourseEntry) => entry.enrolment.last_accessed_at ?? '',
  progress: (entry: TUserCourseEntry) => progressOf(entry.enrolment),
  deadline: (entry: TUserCourseEntry) => entry.enrolment.deadline,
  test_score: (entry: TUserCourseEntry) =>
    entry.enrolment.test_complete === 1 ? (entry.enrolment.test_score ?? -1) : -1,
};

/**
 * A user's course enrolments with their courses' titles and tests: one Query of the user's enrolments (gsi1, at
 * most one per course of the company) and one of their resume points (the exact last access), then BatchGets of
 * exactly those courses and tests. Enrolments of a course that has since been deleted are left out.
 */
export async function loadUserCourses(companyId: string, userId: string): Promise<TUserCourseEntry[]> {
  const enrolments = await listUserCourseEnrolments(companyId, userId);
  if (enrolments.length === 0) return [];
  const ids = enrolments.map((enrolment) => enrolment.target_id);
  const [courses, quizzes] = await Promise.all([getCoursesByIds(companyId, ids), getTests(companyId, ids)]);
  const entries: TUserCourseEntry[] = [];
  for (const enrolment of enrolments) {
    const course = courses.get(enrolment.target_id);
    if (course) entries.push({ enrolment, title: course.name, hasTest: courseHasTest(quizzes.get(course.course_id)) });
  }
  return entries;
}

/** Rows in the contract's shape, each completed one with a fresh short-lived link that downloads its certificate. */
function presentUserCourses(
  entries: readonly TUserCourseEntry[],
  learner: { first_name: string; last_name: string } | undefined,
): Promise<TUserCourseRow[]> {
  return Promise.all(
    entries.map(async (entry) => {
      const { enrolment, title, hasTest } = entry;
      // Only rows that offer the certificate are signed: nobody gets a link the spec would not show.
      const url = certificateAvailable(enrolment, hasTest)
        ? await certificateDownloadUrl(enrolment.certificate_key, {
            course: title,
            learner,
            completedAt: enrolment.completed_at,
          })
        : null;
      return presentUserCourseRow(enrolment, { title, hasTest }, url);
    }),
  );
}

/** The user's rows searched by title, sorted (default: title) and paged; only the page shown is signed. */
export async function pageUserCourses(
  companyId: string,
  userId: string,
  query: TPageQuery,
  path: string,
): Promise<{ data: TUserCourseRow[]; meta: TPaginationMeta }> {
  const entries = (await loadUserCourses(companyId, userId)).filter((entry) =>
    matchesSearch(entry, query.search, SEARCH_FIELDS, ['title']),
  );
  // Title order first, so rows that tie on the chosen column keep a stable, readable order (the sort is stable).
  const byTitle = sortBy(entries, 'title', 'asc', SORT_FIELDS, 'title');
  const sorted = query.orderBy ? sortBy(byTitle, query.orderBy, query.sortedBy, SORT_FIELDS, 'title') : byTitle;
  const page = paginate(sorted, { page: query.page, limit: query.limit, path });
  const learner = await findUser(companyId, userId);
  return { data: await presentUserCourses(page.data, learner), meta: page.meta };
}
