import type { TCourseReportRow, TPageQuery, TPaginationMeta } from '@skillway/shared';
import type { TUserItem } from '../../platform/db/types';
import { courseTarget } from '../../delivery/enrolment/enrolment-targets';
import { listTargetEnrolments, type TEnrolmentItem } from '../../delivery/enrolment/enrolment-repository';
import { matchesSearch, sortBy } from '../../platform/http/list-options';
import { paginate } from '../../platform/http/pagination';
import { listCompanyUsers } from '../../people/users/user-repository';
import { presignedFileUrl } from '../../platform/storage/presign-download';
import { certificateDownloadUrl } from '../../learner/certificates/certificate-file-name';
import { courseHasTest } from '../../content/courses/course-progress-view';
import { getTests, requireCourse } from '../../content/courses/course-repository';
import { presentReportRow, type TReportTest } from './course-report-rows';

export interface TReportEntry {
  user: TUserItem;
  enrolment: TEnrolmentItem;
}

const ENTRY_FIELDS = {
  first_name: (entry: TReportEntry) => entry.user.first_name,
  last_name: (entry: TReportEntry) => entry.user.last_name,
  email: (entry: TReportEntry) => entry.user.email,
};
const ENTRY_SORT = {
  ...ENTRY_FIELDS,
  state: (entry: TReportEntry) => entry.enrolment.state ?? 1,
  progress: (entry: TReportEntry) => entry.enrolment.progress ?? 0,
  enrolled_at: (entry: TReportEntry) => entry.enrolment.enrolled_at,
  deadline: (entry: TReportEntry) => entry.enrolment.deadline,
};

/** A short-lived link to a certificate PDF, opened in a new tab. */
function certificateUrl(key: string | undefined): Promise<string | null> {
  return key ? presignedFileUrl(key, { name: 'certificate.pdf', mimeType: 'application/pdf' }) : Promise.resolve(null);
}

/**
 * Every enrolled user of a course (archived users included: their enrolment counts until they are deleted), with
 * the course's test. Three reads whatever the company holds elsewhere: the course, its enrolments (at most one per
 * user, ≤ 500), the company's users (≤ 500) and the test.
 */
export async function loadCourseReport(companyId: string, courseId: string, search?: string) {
  const course = await requireCourse(companyId, courseId);
  const [users, enrolments, quizzes] = await Promise.all([
    listCompanyUsers(companyId),
    listTargetEnrolments(companyId, courseTarget(courseId)),
    getTests(companyId, [courseId]),
  ]);
  const byUser = new Map(users.map((user) => [user.user_id, user]));
  const entries: TReportEntry[] = [];
  for (const enrolment of enrolments) {
    const user = byUser.get(enrolment.user_id);
    if (user && matchesSearch({ user, enrolment }, search, ENTRY_FIELDS, ['first_name', 'last_name']))
      entries.push({ user, enrolment });
  }
  const quiz = quizzes.get(courseId);
  const test: TReportTest = { hasTest: courseHasTest(quiz), hasAgreement: !!quiz?.agree_statement?.trim() };
  return { course, entries, test };
}

export function sortEntries(entries: TReportEntry[], orderBy?: string, sortedBy?: 'asc' | 'desc'): TReportEntry[] {
  return sortBy(entries, orderBy, sortedBy, ENTRY_SORT, 'first_name');
}

/** The rows in the contract's shape; `certificates: false` skips signing links (an export's would have expired). */
export async function presentEntries(
  entries: readonly TReportEntry[],
  test: TReportTest,
  options: { certificates?: boolean; courseName?: string } = {},
): Promise<TCourseReportRow[]> {
  const sign = options.certificates ?? true;
  return Promise.all(
    entries.map(async ({ user, enrolment }) =>
      presentReportRow(user, enrolment, {
        ...test,
        // With the course's name: a link that downloads the certificate under its own name.
        certificateUrl: !sign
          ? null
          : options.courseName !== undefined
            ? await certificateDownloadUrl(enrolment.certificate_key, {
                course: options.courseName,
                learner: user,
                completedAt: enrolment.completed_at,
              })
            : await certificateUrl(enrolment.certificate_key),
      }),
    ),
  );
}

/** GET /course/user-course-report/{id}: the course details report, searched by name, sorted and paged. */
export async function pageCourseReport(
  companyId: string,
  courseId: string,
  query: TPageQuery,
  path: string,
): Promise<{ data: TCourseReportRow[]; meta: TPaginationMeta }> {
  const { course, entries, test } = await loadCourseReport(companyId, courseId, query.search);
  const page = paginate(sortEntries(entries, query.orderBy, query.sortedBy), {
    page: query.page,
    limit: query.limit,
    path,
  });
  return { data: await presentEntries(page.data, test, { courseName: course.name }), meta: page.meta };
}
