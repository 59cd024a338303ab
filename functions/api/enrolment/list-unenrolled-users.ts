import { requireCourse } from '../../core/content/courses/course-repository';
import { pageCourseUsers } from '../../core/delivery/enrolment/course-enrolment-lists';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('courses.unenrolledUsers', async ({ auth, params, query, event }) => {
  await requireCourse(auth.companyId, params.id);
  return pageCourseUsers(auth.companyId, params.id, 'unenrolled', query, event.rawPath);
});
