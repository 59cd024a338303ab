import type { TUserCourseRow } from '@skillway/shared';
import { AppError } from '../../platform/http/app-error';
import { presentUserCourseRow } from './present-user-course';
import { loadUserCourses } from './user-course-rows';
import { findUser } from '../../people/users/user-repository';

/**
 * GET /archived-user-courses/{id}: the course rows of an archived user of the company, by title. The rows are the
 * learner profile's (functions/core/learner/profile); an archived user's report carries no certificate links.
 */
export async function archivedUserCourseRows(companyId: string, userId: string): Promise<TUserCourseRow[]> {
  const user = await findUser(companyId, userId);
  if (!user || user.is_archived !== 1) throw AppError.notFound();
  const entries = await loadUserCourses(companyId, userId);
  return entries
    .map(({ enrolment, title, hasTest }) => presentUserCourseRow(enrolment, { title, hasTest }))
    .sort((a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }));
}
